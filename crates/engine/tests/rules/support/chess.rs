//! Shared by the chess tests: a chess ruleset compiled from its content entry, so every
//! ruleset lives in one place (content/games/<id>.yaml), and the entry helpers under the names
//! the chess tests use.

#![allow(dead_code)]

use super::typed;
use boardlore_engine::chess::{ChessGame, Position};
use boardlore_engine::game::Game;

use super::entry::play_names;
#[allow(unused_imports)] // not every test file uses each of them
pub use super::entry::{
    after_moves, assert_result, moves_starting, outcome_after, outcome_of,
    sorted_move_names as move_names,
};

/// Compiles ruleset `ruleset` of game `game` from its content entry.
pub fn load(game: &str, ruleset: &str) -> ChessGame {
    typed::load(game, ruleset)
}

/// A position from FEN, or the start position for `startpos`.
pub fn position(game: &ChessGame, fen: &str) -> Position {
    if fen == "startpos" {
        game.start()
    } else {
        super::entry::position(game, fen)
    }
}

/// Plays moves given by name.
pub fn play(game: &ChessGame, pos: &mut Position, moves: &[&str]) {
    play_names(game, pos, moves);
}

/// Whether the move `mv` is among the move names `names`.
pub fn has(names: &[String], mv: &str) -> bool {
    names.iter().any(|n| n == mv)
}
