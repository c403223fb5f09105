//! Mushroom Chess, rules V (content/games/mogu-qi.yaml, ruleset `rules-v`), checked against
//! the text: "Pieces move one step at a time, in any direction, or may jump", "no position may
//! be visited twice", "the piece that moves last captures the opponent's piece it lands on",
//! a player whose pieces "form a hexagonal pattern around 9 intersections" wins, and so does
//! one who "forms a complete enclosure around the opponent's pieces"; otherwise a draw.

use crate::support::entry::{assert_result, moves_starting, outcome_after, run_length};
use crate::support::folk as folk_support;

use boardlore_engine::folk::FolkGame;
use boardlore_engine::phrase::{Arg, Phrase};
use boardlore_engine::{Game, Player};
use folk_support::{after, load, position, thousand_random_games_finish};

/// The rows of the board from the top (h) down, with their lengths, as positions write them.
const ROWS: [(char, usize); 8] = [
    ('h', 5),
    ('g', 6),
    ('f', 7),
    ('e', 8),
    ('d', 7),
    ('c', 6),
    ('b', 5),
    ('a', 4),
];

/// The position with Red (`x`) on `red`, Green (`o`) on `green` and `to_move` to play.
fn setup(red: &[&str], green: &[&str], to_move: &str) -> String {
    let rows: Vec<String> = ROWS
        .iter()
        .map(|&(row, length)| {
            run_length((1..=length).map(|i| {
                let label = format!("{row}{i}");
                if red.contains(&label.as_str()) {
                    'x'
                } else if green.contains(&label.as_str()) {
                    'o'
                } else {
                    '.'
                }
            }))
        })
        .collect();
    format!("{} {to_move}", rows.join("/"))
}

fn rules_v() -> FolkGame {
    load("mogu-qi", "rules-v")
}

/// The moves of the piece on `from`, by name.
fn moves_of(game: &FolkGame, text: &str, from: &str) -> Vec<String> {
    moves_starting(game, &position(game, text), &format!("{from}-"))
}

/// The result after `mv`: the winner's index (None for a draw) and the rule.
fn result_after(game: &FolkGame, text: &str, mv: &str) -> Option<(Option<u8>, Phrase)> {
    let mut state = position(game, text);
    let parsed = game.parse_move(&state, mv).expect("a legal move");
    game.play(&mut state, parsed);
    game.outcome(&state)
        .map(|o| (o.winner.map(|p| p.0), o.rule.clone()))
}

const RING_2: [&str; 9] = ["c3", "c4", "d3", "d5", "e3", "e6", "f3", "f4", "f5"];

#[test]
fn each_side_starts_with_nine_pieces_five_on_one_line_and_the_central_four_of_the_next() {
    let game = rules_v();
    let red = ["a1", "b1", "c1", "d1", "e1", "b2", "c2", "d2", "e2"];
    let green = ["h1", "h2", "h3", "h4", "h5", "g2", "g3", "g4", "g5"];
    assert_eq!(game.write_position(&game.start()), setup(&red, &green, "x"));
    // Two points stay empty on the short side between the formations (e1 ... h1).
    assert_eq!(
        setup(&red, &green, "x"),
        "ooooo/1oooo1/7/xx6/xx5/xx4/xx3/x3 x"
    );
}

#[test]
fn a_step_is_a_whole_move_but_jumps_go_on_never_back_to_the_start() {
    let game = rules_v();
    // Red on d3 beside the central triangle d4 e4 e5 (Red's own pieces): jumping over d4 to
    // d5, over e5 to f4 and over e4 would bring it back to d3, which it has visited.
    let text = setup(&["d3", "d4", "e4", "e5"], &["h5"], "x");
    assert_eq!(
        moves_of(&game, &text, "d3"),
        ["d3-c2", "d3-c3", "d3-d2", "d3-d5", "d3-e3", "d3-f4"],
        "four single steps, two jump ends, and neither the start nor a second step (d1)"
    );
}

#[test]
fn a_jump_passes_over_a_piece_of_either_side_and_the_jumped_piece_stays() {
    let game = rules_v();
    let text = setup(&["d3", "h5"], &["d4", "a1"], "x");
    assert!(moves_of(&game, &text, "d3").contains(&"d3-d5".to_string()));
    assert_eq!(
        after(&game, &text, "d3-d5"),
        setup(&["d5", "h5"], &["d4", "a1"], "o")
    );
}

#[test]
fn only_the_point_where_the_move_ends_captures() {
    let game = rules_v();
    // Red jumps d3 over Green's d4 and lands on Green's d5: d5 is taken, d4 is not.
    let text = setup(&["d3", "h5"], &["d4", "d5", "a1"], "x");
    assert_eq!(
        after(&game, &text, "d3-d5"),
        setup(&["d5", "h5"], &["d4", "a1"], "o")
    );
    // A step onto a neighbouring enemy piece takes it too.
    assert_eq!(
        after(&game, &text, "d3-d4"),
        setup(&["d4", "h5"], &["d5", "a1"], "o")
    );
    // Landing on an enemy piece ends the move: nothing lies beyond d5 (d6, d7 by a jump).
    assert!(!moves_of(&game, &text, "d3").contains(&"d3-d7".to_string()));
}

#[test]
fn nine_pieces_on_ring_2_around_the_centre_win() {
    let game = rules_v();
    let mut red: Vec<&str> = RING_2.iter().copied().filter(|&p| p != "f4").collect();
    red.push("g4");
    let text = setup(&red, &["h1", "a4"], "x");
    let outcome = outcome_after(&game, &text, &["g4-f4"], "the game is over");
    assert_result(&outcome, Some(Player(0)), "board-rule-shape-formed");
    assert!(
        matches!(outcome.rule.arg("shape"), Some(Arg::Name(n)) if n.contains("hexagon")),
        "{:?}",
        outcome.rule
    );
}

#[test]
fn the_same_ring_elsewhere_on_the_board_does_not_win() {
    let game = rules_v();
    // The nine points round the triangle c3 c4 d4, off the centre.
    let ring = ["b2", "b3", "b4", "c2", "c5", "d3", "d5", "e4"];
    let mut red: Vec<&str> = ring.to_vec();
    red.push("f5");
    let text = setup(&red, &["h1", "a1"], "x");
    assert_eq!(result_after(&game, &text, "f5-e5"), None);
}

#[test]
fn enclosing_every_enemy_piece_wins_even_if_one_could_still_jump_out() {
    let game = rules_v();
    // Green's only piece on the corner h1; Red closes g1, g2 and now h2. Green could still
    // jump h1 over g2 to f3, yet it is enclosed.
    let text = setup(&["g1", "g2", "h3", "a4"], &["h1"], "x");
    let outcome = outcome_after(&game, &text, &["h3-h2"], "the game is over");
    assert_result(&outcome, Some(Player(0)), "board-rule-enclosed-all");
}

#[test]
fn an_enemy_piece_with_one_empty_neighbour_is_not_enclosed() {
    let game = rules_v();
    let text = setup(&["g1", "h3", "a4"], &["h1"], "x");
    assert_eq!(result_after(&game, &text, "h3-h2"), None);
}

#[test]
fn a_game_without_a_result_after_300_plies_is_drawn() {
    let game = rules_v();
    let text = format!(
        "{} ply:299",
        setup(&["a1", "b1", "c1"], &["h1", "h2", "h3"], "x")
    );
    let (winner, rule) = result_after(&game, &text, "a1-a2").expect("the game is over");
    assert_eq!(winner, None, "{rule:?}");
}

#[test]
fn random_games_of_rules_v_all_end() {
    let stats = thousand_random_games_finish("mogu-qi rules-v", &rules_v(), 5);
    assert!(stats.first_wins > 0 && stats.second_wins > 0);
}
