//! The race vocabulary's switches, each on the ten-square test track with one line of the
//! ruleset changed: entry throws, shared resting squares, no captures, overshooting home,
//! stacking rules, dice sums and the move limit.

use crate::support::race as race_support;

use boardlore_engine::{Game, Player};
use race_support::{after, compile, moves_in, TEN_SQUARES};

/// The test track with `line` added to (or replacing the same key in) the ruleset.
fn with(line: &str) -> boardlore_engine::race::RaceGame {
    let key = line.split(':').next().unwrap_or_default();
    let kept: Vec<&str> = TEN_SQUARES
        .lines()
        .filter(|l| !l.starts_with(&format!("{key}:")))
        .collect();
    compile(&format!("{}\n{line}\n", kept.join("\n")))
}

#[test]
fn only_the_listed_throws_bring_a_piece_in() {
    let game = with("enter-on: [1]");
    assert_eq!(moves_in(&game, "./. 1 3 0"), ["3:pass"]);
    assert_eq!(moves_in(&game, "./. 1 1 0"), ["1:+1"]);
}

#[test]
fn a_shared_resting_square_lets_enemies_meet_there() {
    let game = with("share-safe: true");
    let state = after(&game, "1/5 1 4 0", "4:1-5");
    assert_eq!(game.write_position(&state).split(' ').next(), Some("5/5"));
}

#[test]
fn without_captures_pieces_of_both_sides_share_squares() {
    let game = with("capture: false");
    let state = after(&game, "1/4 1 3 0", "3:1-4");
    assert_eq!(game.write_position(&state).split(' ').next(), Some("4/4"));
    assert_eq!(state.hand_count(1), 2);
}

#[test]
fn without_an_exact_finish_a_long_throw_still_brings_a_piece_home() {
    let game = with("exact-finish: false");
    assert!(moves_in(&game, "8/. 1 3 0").contains(&"3:8-10".to_string()));
}

#[test]
fn with_no_stacking_a_piece_cannot_join_its_own() {
    let game = with("stacking: none");
    assert_eq!(moves_in(&game, "1,2/. 1 1 0"), ["1:2-3"]);
}

#[test]
fn with_free_stacking_three_pieces_share_a_square_and_bar_nobody() {
    let game = with("stacking: free");
    let state = after(&game, "2,3,3/. 1 1 0", "1:2-3");
    assert_eq!(
        game.write_position(&state).split(' ').next(),
        Some("3,3,3/.")
    );
    // Black passes over the three freely, and a piece landing on them captures all three.
    assert_eq!(moves_in(&game, "3,3,3/1 2 3 0"), ["3:+x3", "3:1-4"]);
}

#[test]
fn two_dice_are_summed() {
    let game = with("throws: { kind: dice, count: 2, sides: 3 }");
    let odds = game.throw_odds();
    assert_eq!(
        odds,
        [(2, 1, 9), (3, 2, 9), (4, 3, 9), (5, 2, 9), (6, 1, 9)]
    );
    assert!(
        game.parse_position("./. 1 1 0").is_err(),
        "two dice never total 1"
    );
}

#[test]
fn the_move_limit_ends_the_race_in_a_draw() {
    let game = with("move-limit: 3");
    let state = game.parse_position("./. 1 3 0 ply:3").unwrap();
    let outcome = game.outcome(&state).expect("the limit is reached");
    assert_eq!(outcome.winner, None);
    let rule = boardlore_engine::phrase::Phrase::new("board-rule-move-limit").with("limit", 3u16);
    assert_eq!(outcome.rule, rule);
    let state = game.parse_position("./. 1 3 0 ply:2").unwrap();
    assert_eq!(game.outcome(&state), None);
    assert_eq!(game.to_move(&state), Player(0));
}
