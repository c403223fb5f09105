//! Mushroom Chess rules VI (content/games/mogu-qi.yaml, ruleset `rules-vi`), checked against
//! what the text says: pieces go on zone 4 first and the placing moves inwards zone by zone;
//! each player may once capture two pieces at a time of their choosing; pieces then slide (read
//! as one step inwards) and the game ends when no slide is possible; connected groups score 10
//! for 3 pieces, 20 for 4 and 10 more for each further piece, and the higher score wins.

use crate::support::entry::{run_length, spec_from_str};
use crate::support::folk::{
    assert_ended_on_points, assert_random_positions_round_trip, assert_refused_at, load,
    move_names, thousand_random_games_finish,
};

use boardlore_engine::board::PointId;
use boardlore_engine::folk::{FolkGame, FolkSpec};
use boardlore_engine::Game;

fn rules_vi() -> FolkGame {
    load("mogu-qi", "rules-vi")
}

/// The points of a named region of the board, by label.
fn region(game: &FolkGame, name: &str) -> Vec<String> {
    let board = game.board();
    let mut labels: Vec<String> = board
        .region(name)
        .unwrap_or_else(|| panic!("no region {name}"))
        .iter()
        .map(|&p| board.point(p).label.clone())
        .collect();
    labels.sort();
    labels
}

/// A position in the game's notation: Red (`x`) on `red`, Green (`o`) on `green`, the rest
/// empty, then the side to move and any further fields.
fn position_text(game: &FolkGame, red: &[&str], green: &[&str], rest: &str) -> String {
    let occupant = |p: PointId| {
        let label = game.board().point(p).label.as_str();
        if red.contains(&label) {
            'x'
        } else if green.contains(&label) {
            'o'
        } else {
            '.'
        }
    };
    let rows: Vec<String> = game
        .rows()
        .iter()
        .map(|row| run_length(row.iter().map(|&p| occupant(p))))
        .collect();
    format!("{} {rest}", rows.join("/"))
}

fn play(game: &FolkGame, state: &mut <FolkGame as Game>::State, names: &[&str]) {
    for name in names {
        let mv = game
            .parse_move(state, name)
            .unwrap_or_else(|e| panic!("{name}: {e} (legal: {:?})", move_names(game, state)));
        game.play(state, mv);
    }
}

/// Every point of the board but those listed, split between the players by turns.
fn fill_except(game: &FolkGame, empty: &[&str]) -> (Vec<String>, Vec<String>) {
    let (mut red, mut green) = (Vec::new(), Vec::new());
    for p in 0..game.board().len() as PointId {
        let label = game.board().point(p).label.clone();
        if empty.contains(&label.as_str()) {
            continue;
        }
        if (red.len() + green.len()) % 2 == 0 {
            red.push(label);
        } else {
            green.push(label);
        }
    }
    (red, green)
}

/// The legal placements in `state` (the moves that are not captures).
fn placement_moves(game: &FolkGame, state: &<FolkGame as Game>::State) -> Vec<String> {
    move_names(game, state)
        .into_iter()
        .filter(|m| !m.starts_with('x'))
        .collect()
}

fn strs(list: &[String]) -> Vec<&str> {
    list.iter().map(String::as_str).collect()
}

#[test]
fn pieces_go_on_zone_4_first_and_zone_3_opens_only_when_zone_4_is_full() {
    let game = rules_vi();
    let mut state = game.start();
    let rim = region(&game, "ring-4");
    assert_eq!(rim.len(), 21);
    assert_eq!(
        move_names(&game, &state),
        rim,
        "the first piece goes on the rim"
    );
    // Twenty rim points taken: only the last one may be placed on (or an enemy piece taken).
    let (last, first_twenty) = rim.split_last().unwrap();
    play(&game, &mut state, &strs(first_twenty));
    let placements = placement_moves(&game, &state);
    assert_eq!(
        placements,
        std::slice::from_ref(last),
        "zone 3 is still closed"
    );
    play(&game, &mut state, &[last]);
    let placements = placement_moves(&game, &state);
    assert_eq!(
        placements,
        region(&game, "ring-3"),
        "zone 4 full: zone 3 opens"
    );
}

#[test]
fn a_zone_emptied_by_a_capture_is_filled_again_before_play_goes_further_in() {
    let game = rules_vi();
    let rim = region(&game, "ring-4");
    let (red, green): (Vec<&str>, Vec<&str>) = (
        rim.iter().step_by(2).map(String::as_str).collect(),
        rim.iter().skip(1).step_by(2).map(String::as_str).collect(),
    );
    // Zone 4 full (11 red, 10 green), Green to move, Red's double capture unused.
    let text = position_text(&game, &red, &green, "o hand:13,14 once:1,0");
    let mut state = game.parse_position(&text).unwrap();
    play(&game, &mut state, &["b2"]);
    // Red takes two green rim pieces with its double capture.
    play(
        &game,
        &mut state,
        &[&format!("x{}", green[0]), &format!("x{}", green[1])],
    );
    let mut expected = vec![green[0].to_string(), green[1].to_string()];
    expected.sort();
    assert_eq!(
        move_names(&game, &state),
        expected,
        "Green places again on the rim (its own double capture is used up)"
    );
}

#[test]
fn the_double_capture_takes_two_enemy_pieces_and_can_be_used_only_once() {
    let game = rules_vi();
    let mut state = game.start();
    play(&game, &mut state, &["a1", "a2", "a3", "a4"]);
    // Red's turn: placing on the rim, or taking Green's a2 or a4 to start the double capture.
    let names = move_names(&game, &state);
    assert!(names.contains(&"xa2".to_string()) && names.contains(&"xa4".to_string()));
    assert!(!names.contains(&"xa1".to_string()), "never one's own piece");
    play(&game, &mut state, &["xa2"]);
    assert_eq!(
        move_names(&game, &state),
        ["xa4"],
        "the same turn goes on: a second enemy piece"
    );
    play(&game, &mut state, &["xa4"]);
    let text = game.write_position(&state);
    assert!(text.ends_with(" o hand:22,22 once:0,1"), "{text}");
    play(&game, &mut state, &["b1"]);
    assert!(
        move_names(&game, &state)
            .iter()
            .all(|m| !m.starts_with('x')),
        "Red has used its double capture: {:?}",
        move_names(&game, &state)
    );
}

#[test]
fn a_group_of_3_scores_10_of_4_scores_20_of_5_scores_30_pairs_and_single_pieces_nothing() {
    let game = rules_vi();
    // Red: a row of four (d1-d4), a pair (a1 a2) and a single piece (h5); Green: a row of
    // five (e1-e5) and a row of three (g1-g3).
    let red = ["d1", "d2", "d3", "d4", "a1", "a2", "h5"];
    let green = ["e1", "e2", "e3", "e4", "e5", "g1", "g2", "g3"];
    let state = game
        .parse_position(&position_text(&game, &red, &green, "x"))
        .unwrap();
    // The red row of four touches the green row along the slanting lines but groups are
    // one colour each: Red 20 (four) + 0 + 0; Green 30 (five) + 10 (three).
    assert_eq!(game.group_points(&state), [20, 40]);
    let seven: Vec<&str> = vec!["e1", "e2", "e3", "e4", "e5", "e6", "e7"];
    let state = game
        .parse_position(&position_text(&game, &seven, &[], "x"))
        .unwrap();
    assert_eq!(
        game.group_points(&state),
        [50, 0],
        "each piece past four adds 10"
    );
}

#[test]
fn the_game_ends_when_neither_side_can_slide_and_the_higher_score_wins() {
    let game = rules_vi();
    // Every point taken but a1 on the rim: a slide goes one zone inwards, so no piece can
    // move onto the rim and neither side can slide.
    let (red, green) = fill_except(&game, &["a1"]);
    let text = position_text(&game, &strs(&red), &strs(&green), "x");
    let state = game.parse_position(&text).unwrap();
    let outcome = game
        .outcome(&state)
        .expect("neither side can slide: the game is over");
    assert_ended_on_points(
        &outcome,
        "board-rule-neither-moves",
        game.group_points(&state),
    );
    assert!(move_names(&game, &state).is_empty());
    // The unused double captures lapse when the game ends.
    assert!(!text.contains("once:"));
}

#[test]
fn a_player_who_cannot_slide_passes_while_the_other_still_can() {
    let game = rules_vi();
    // Only the centre point d4 is empty. Its neighbours in zone 2 (c3, c4, d3, d5) are all
    // Red's; e4 and e5 lie in zone 1 with it, so Green has no slide inwards.
    let (mut red, mut green) = fill_except(&game, &["d4"]);
    for p in ["c3", "c4", "d3", "d5"] {
        green.retain(|g| g != p);
        if !red.iter().any(|r| r == p) {
            red.push(p.to_string());
        }
    }
    let text = position_text(&game, &strs(&red), &strs(&green), "o once:0,0");
    let mut state = game.parse_position(&text).unwrap();
    assert_eq!(move_names(&game, &state), ["pass"]);
    play(&game, &mut state, &["pass"]);
    assert_eq!(
        move_names(&game, &state),
        ["c3-d4", "c4-d4", "d3-d4", "d5-d4"],
        "Red slides one zone inwards; zone 1's e4 and e5 stay, sideways steps are no slide"
    );
    play(&game, &mut state, &["c3-d4"]);
    // c3 is open now: Green's zone 3 pieces next to it (of b2, b3 and c2) may follow inwards.
    let expected: Vec<String> = ["b2", "b3", "c2"]
        .into_iter()
        .filter(|p| green.iter().any(|g| g == p))
        .map(|p| format!("{p}-c3"))
        .collect();
    assert!(!expected.is_empty());
    assert!(game.outcome(&state).is_none());
    assert_eq!(move_names(&game, &state), expected);
}

#[test]
fn random_games_of_rules_vi_all_end_with_a_score() {
    let game = rules_vi();
    let stats = thousand_random_games_finish("mogu-qi rules-vi", &game, 6);
    assert!(stats.average_length() >= 48.0, "at least the 48 placements");
}

#[test]
fn positions_of_random_games_write_and_read_back_unchanged_double_captures_included() {
    assert_random_positions_round_trip(&[("mogu-qi", &["rules-vi"])], 11, 20, 120);
}

#[test]
fn bad_values_of_the_new_keys_name_the_field() {
    let yaml = r#"
board: { kind: square, files: 3, ranks: 3, style: intersections, regions: { edge: [a1, b1, c1], low: [a1, a2] } }
players:
  - { name: A, reserve: 4 }
  - { name: B, reserve: 4 }
placement: { order: [edge, low, nowhere] }
movement: { kind: step, onward: true }
once-per-game: { remove: 0 }
goals: { group-scores: { points: [] }, neither-moves: most-points }
"#;
    assert_refused_at(
        yaml,
        &[
            "placement.order[1]",
            "placement.order[2]",
            "once-per-game.remove",
            "goals.group-scores.points",
        ],
    );
    let onward_alone = yaml.replace(
        "placement: { order: [edge, low, nowhere] }",
        "placement: {}",
    );
    let spec: FolkSpec = spec_from_str(&onward_alone);
    let errors = spec.compile_typed().unwrap_err();
    assert!(
        errors.iter().any(|e| e.path == "movement.onward"),
        "{errors:?}"
    );
}
