//! The search and the rules that look back over the game: a position met again since the
//! last irreversible move, in the game already played or on the line searched, ends that
//! line as the rules judge the cycle. Under a perpetual-check rule the side that checked at
//! every move of the cycle loses.

use crate::support::chess as chess_support;

use boardlore_engine::chess::{ChessGame, Position};
use boardlore_engine::computer::chess::{AlphaBeta, Found, Limits, MATE};
use boardlore_engine::game::{Game, Player};
use chess_support::{load, play};

/// Xiangqi as Fairy-Stockfish plays it, the computer (Red, 1 s a move) against Fairy-Stockfish
/// at Skill Level 0: game 19 of session 34's match. Far ahead (a chariot, cannon, horse and
/// elephant against a chariot and an elephant), Red checked from c10 and c9 until the
/// position stood for the third time, and lost by perpetual check.
const GAME_19: &str = "b3g3 h8g8 g1e3 b10c8 b1c3 b8b7 h1f2 g10e8 g3g7 h10f9 g7c7 g8g7 a1b1 \
    a10b10 c7g7 f9g7 f2d3 b7b3 f1e2 d10e9 h3g3 g7e6 i1f1 b10b4 e4e5 b3d3 g3d3 b4c4 e5e6 c4g4 \
    e6e7 c8e7 b1b7 e7g8 f1g1 g8f6 g1g4 f6g4 b7a7 g4e5 d3d2 i10i8 d2b2 e8g6 b2b10 c10e8 a7a10 \
    e5g4 b10f10 e9d10 f10d10 g4e3 c1e3 i7i6 d10d8 e8c10 a10c10 e10e9 c10c9 e9e10 c9c10 e10e9 \
    c10c9 e9e10 c9c10";

/// The position after the first `plies` moves of game 19, its history kept.
fn game_19_after(game: &ChessGame, plies: usize) -> Position {
    let moves: Vec<&str> = GAME_19.split_whitespace().collect();
    let mut pos = game.start();
    play(game, &mut pos, &moves[..plies]);
    pos
}

/// A search of 1,600,000 positions, about what the computer looks at in a second.
fn search(game: &ChessGame, pos: &Position) -> Found {
    let mut always = || true;
    AlphaBeta::new(game, 0, &mut always).search(
        pos,
        Limits {
            depth: 30,
            nodes: 1_600_000,
        },
    )
}

#[test]
fn game_19_ended_as_the_record_says() {
    let game = load("xiangqi", "fairy-stockfish");
    let end = game_19_after(&game, 65);
    let outcome = game.outcome(&end).expect("the game is over");
    assert_eq!(outcome.winner, Some(Player(1)), "{:?}", outcome.rule);
    assert!(
        outcome.rule.mentions("board-rule-perpetual-check"),
        "{:?}",
        outcome.rule
    );
}

#[test]
fn the_computer_does_not_check_a_third_time_where_perpetual_check_loses() {
    let game = load("xiangqi", "fairy-stockfish");
    // Black's general has just come back to e10 for the second time: the chariot's check
    // from c10 stood after plies 57 and 61, and would stand a third time. Searching without
    // the game's history, the computer played c9c10 here and lost.
    let pos = game_19_after(&game, 64);
    let found = search(&game, &pos);
    let name = game.move_name(&pos, found.best.expect("a move"));
    assert_ne!(name, "c9c10", "the third time loses");
    assert!(
        found.score > -(MATE - 100),
        "Red is not lost: {}",
        found.score
    );
}
