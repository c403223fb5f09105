//! The race rules, one test per rule, on a ten-square test track (`race_support::TEN_SQUARES`:
//! two players, three pieces each, one four-sided die, square 5 a resting square, doubles,
//! another throw after a 4) and on the Ashtapada reconstruction.

use crate::support::entry::rules_from_str;
use crate::support::race as race_support;

use boardlore_engine::race::RaceGame;
use boardlore_engine::Presentation;
use boardlore_engine::{Game, Player};
use race_support::{after, load, moves_in, pieces_of, position, ten_squares};

/// One test per case on the ten-square track: `name: "position" => ["move", ...], ...;`
/// checks the legal moves of each position, sorted by name.
macro_rules! track_moves {
    ($(
        $(#[$doc:meta])*
        $name:ident: $($position:literal => [$($mv:literal),+]),+;
    )*) => {$(
        $(#[$doc])*
        #[test]
        fn $name() {
            let game = ten_squares();
            $(
                let expected: &[&str] = &[$($mv),+];
                assert_eq!(moves_in(&game, $position), expected, "{}", $position);
            )+
        }
    )*};
}

track_moves! {
    a_piece_enters_on_the_square_matching_the_throw:
        "./. 1 3 0" => ["3:+3"], "./. 1 1 0" => ["1:+1"];
    /// White's piece on 1 would land on Black's piece resting on 5: only entering is left.
    an_enemy_on_a_resting_square_cannot_be_landed_on: "1/5 1 4 0" => ["4:+4"];
    /// Black's piece on 1 would pass White's double on 3, and a piece entering with a 3 would
    /// land on the double: Black must pass. White's own single piece cannot pass the double
    /// either (entering with the 3 would make three on one square, which is not allowed
    /// either).
    a_double_bars_single_pieces_of_both_sides:
        "3,3/1 2 3 0" => ["3:pass"], "1,3,3/. 1 3 0" => ["3:3*2-6", "3:3-6"];
    /// A third piece may not join the double by entering.
    a_double_may_move_together_or_split: "1,1/. 1 1 0" => ["1:1*2-2", "1:1-2"];
    /// Black's piece on 9 may join White's piece at home on 10 only by finishing itself.
    home_pieces_are_out_of_play: "10/9 2 1 0" => ["1:+1", "1:9-10"];
}

/// Plays White's capture `mv` in `before` and checks that the track then reads `pieces` and
/// that all three black pieces are back in Black's hand.
fn assert_black_is_sent_home(game: &RaceGame, before: &str, mv: &str, pieces: &str) {
    let state = after(game, before, mv);
    assert_eq!(pieces_of(game, &state), pieces, "{mv} in {before}");
    assert_eq!(state.hand_count(1), 3, "{mv} in {before}");
}

#[test]
fn landing_on_a_lone_enemy_sends_it_back_to_the_hand() {
    let game = ten_squares();
    assert!(moves_in(&game, "1/4 1 3 0").contains(&"3:1x4".to_string()));
    assert_black_is_sent_home(&game, "1/4 1 3 0", "3:1x4", "4/.");
}

#[test]
fn only_a_double_captures_a_double() {
    let game = ten_squares();
    assert_eq!(moves_in(&game, "2,2/4,4 1 2 0"), ["2:2*2x4"]);
    assert_black_is_sent_home(&game, "2,2/4,4 1 2 0", "2:2*2x4", "4,4/.");
}

#[test]
fn home_needs_the_exact_throw() {
    let game = ten_squares();
    assert_eq!(moves_in(&game, "8/. 1 3 0"), ["3:+3"]);
    assert!(moves_in(&game, "8/. 1 2 0").contains(&"2:8-10".to_string()));
}

#[test]
fn a_throw_that_allows_no_move_passes_to_the_next_player() {
    let game = ten_squares();
    let state = after(&game, "3,3/1 2 3 0", "3:pass");
    assert_eq!(game.to_move(&state), Player(0));
    assert_eq!(pieces_of(&game, &state), "3,3/1");
}

#[test]
fn a_throw_of_four_earns_another_throw() {
    let game = ten_squares();
    let state = after(&game, "./. 1 4 0", "4:+4");
    assert_eq!(game.to_move(&state), Player(0));
    let state = after(&game, "./. 1 3 0", "3:+3");
    assert_eq!(game.to_move(&state), Player(1));
}

#[test]
fn bringing_every_piece_home_wins_and_names_the_rule() {
    let game = ten_squares();
    let state = after(&game, "8,10,10/1 1 2 0", "2:8-10");
    let outcome = game.outcome(&state).expect("the race is over");
    assert_eq!(outcome.winner, Some(Player(0)));
    let rule =
        boardlore_engine::phrase::Phrase::new("board-rule-race-home-many").with("pieces", 3u8);
    assert_eq!(outcome.rule, rule);
    assert_eq!(outcome.scores, Some(vec![3, 0]));
    let mut moves = Vec::new();
    game.legal_moves(&state, &mut moves);
    assert!(moves.is_empty(), "no moves once the race is won");
}

#[test]
fn clicks_name_the_piece_then_the_square() {
    use boardlore_engine::Click;
    let game = ten_squares();
    let state = position(&game, "1,1/. 1 1 0");
    let mut moves = Vec::new();
    game.legal_moves(&state, &mut moves);
    let clicks: Vec<Vec<Click>> = moves.iter().map(|&m| game.clicks(&state, m)).collect();
    assert!(clicks.contains(&vec![Click::Point(0), Click::Point(1)]));
    assert!(clicks.contains(&vec![
        Click::Point(0),
        Click::Choice("double".into()),
        Click::Point(1)
    ]));
}

#[test]
fn impossible_positions_are_refused_with_a_reason() {
    let game = ten_squares();
    for (text, reason) in [
        ("", "expected 4 or 5 fields"),
        ("./. 1 3", "expected 4 or 5 fields"),
        ("././. 1 3 0", "expected 2 player fields"),
        ("11/. 1 3 0", "not a square of White's path"),
        ("1,2,3,4/. 1 3 0", "White has only 3 pieces"),
        ("2,2,2/. 1 3 0", "too many of White's pieces on 2"),
        ("2/2 1 3 0", "both have pieces on 2"),
        ("./. 3 3 0", "number from 1 to 2"),
        ("./. 1 7 0", "not a possible throw"),
        ("./. 1 3 xyz", "not a generator state"),
        ("./. 1 3 0 turn:3", "expected ply:N"),
    ] {
        let error = game.parse_position(text).expect_err(text);
        assert!(
            error.message.contains(reason),
            "`{text}`: {} (expected: {reason})",
            error.message
        );
    }
    // Two players may meet on the resting square only when the rules let them share it.
    assert!(game.parse_position("5/5 1 3 0").is_err());
}

#[test]
fn ashtapada_paths_visit_every_square_once_and_end_on_different_central_squares() {
    let game = load("ashtapada", "main");
    let mut homes = Vec::new();
    for p in 0..4 {
        let path = game.path_labels(p);
        assert_eq!(path.len(), 64);
        let mut sorted = path.clone();
        sorted.sort();
        sorted.dedup();
        assert_eq!(sorted.len(), 64, "player {p} visits a square twice");
        homes.push(*path.last().unwrap());
    }
    assert_eq!(homes, ["d5", "d4", "e4", "e5"]);
    assert_eq!(&game.path_labels(0)[..3], ["a1", "b1", "c1"]);
    assert_eq!(&game.path_labels(1)[..3], ["h1", "h2", "h3"]);
}

#[test]
fn ashtapada_cowries_give_eight_for_no_mouth_up() {
    let game = load("ashtapada", "main");
    assert_eq!(
        game.throw_odds(),
        [(1, 4, 16), (2, 6, 16), (3, 4, 16), (4, 1, 16), (8, 1, 16)]
    );
    // The seeded throws follow those odds: 16,000 start positions, each within 10% of its share.
    let mut seen = [0u32; 9];
    for seed in 0..16_000 {
        seen[usize::from(game.start_with_seed(seed).throw())] += 1;
    }
    for (throw, ways, _) in game.throw_odds() {
        let expected = 1_000.0 * ways as f64;
        let got = f64::from(seen[usize::from(throw)]);
        assert!(
            (got - expected).abs() < expected * 0.1,
            "throw {throw}: {got} of 16000"
        );
    }
}

#[test]
fn ashtapada_entering_with_an_eight_reaches_the_far_corner() {
    let game = load("ashtapada", "main");
    assert_eq!(moves_in(&game, "./././. 1 8 0"), ["8:+h1"]);
    // Yellow's pieces pass a1 on their way round; one resting there keeps Red from entering
    // with a 1, since a1 is a resting square.
    assert_eq!(moves_in(&game, "./a1/./. 1 1 0"), ["1:pass"]);
}

#[test]
fn ashtapada_a_single_cannot_pass_a_double_but_a_double_can() {
    let game = load("ashtapada", "main");
    // Yellow's double on e1 (Yellow's pieces pass e1 late in their first ring).
    let text = "b1,b1,c1/e1,e1/./. 1 4 0";
    let moves = moves_in(&game, text);
    assert!(moves.contains(&"4:b1*2-f1".to_string()), "{moves:?}");
    assert!(!moves.contains(&"4:b1-f1".to_string()), "{moves:?}");
    assert!(!moves.contains(&"4:c1-g1".to_string()), "{moves:?}");
}

#[test]
fn ashtapada_starts_with_every_piece_in_hand_and_red_to_throw() {
    let game = load("ashtapada", "main");
    assert_eq!(
        game.write_position(&game.start()),
        "./././. 1 1 beeb8da1658eec67"
    );
    assert_eq!(game.start().hand_count(3), 4);
}

#[test]
fn a_faulty_ruleset_reports_every_problem_with_its_field() {
    let yaml = r#"
family: race
board: { kind: track, cells: [[0, 0], [1, 0], [2, 0]] }
throws: { kind: cowries, shells: 4, scores: [8, 1, 2, 3] }
players:
  - { name: White, pieces: 2, path: ["1", "2", "2"] }
  - { name: Black, pieces: 1, path: ["1", "9"] }
safe: [nowhere]
"#;
    // A player with no piece is refused as the ruleset is read, before it is compiled.
    let no_pieces = yaml.replace("Black, pieces: 1", "Black, pieces: 0");
    match boardlore_entry::yaml::ruleset_from_str(&no_pieces) {
        Ok(_) => panic!("a player with no piece is accepted"),
        Err(error) => assert!(error.to_string().contains("players[1].pieces"), "{error}"),
    }
    let spec = match rules_from_str(yaml) {
        boardlore_engine::RulesSpec::Race(spec) => spec,
        _ => unreachable!("family: race"),
    };
    let errors = spec.compile_typed().expect_err("the ruleset is faulty");
    let paths: Vec<&str> = errors.iter().map(|e| e.path.as_str()).collect();
    assert_eq!(
        paths,
        [
            "throws.scores",
            "players[0].path[2]",
            "players[1].path[1]",
            "safe[0]"
        ]
    );
}
