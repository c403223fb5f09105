//! Shared helpers for the race tests: a small test track, the real entries in `content/games`,
//! positions and moves by name.
#![allow(dead_code)]

use super::typed;
use boardlore_engine::race::{RaceGame, RaceState};
use boardlore_engine::Game;

use super::entry::state_after;
#[allow(unused_imports)] // not every test file uses each of them
pub use super::entry::{position, sorted_move_names as move_names};

/// A ten-square track shared by two players with three pieces each, one die of four sides,
/// square 5 a resting square, doubles, and another throw after a 4.
pub const TEN_SQUARES: &str = r#"
family: race
board:
  kind: track
  cells: [[0, 0], [1, 0], [2, 0], [3, 0], [4, 0], [5, 0], [6, 0], [7, 0], [8, 0], [9, 0]]
throws: { kind: dice, count: 1, sides: 4 }
players:
  - { name: White, pieces: 3, path: ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"] }
  - { name: Black, pieces: 3, path: ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"] }
safe: ["5"]
stacking: doubles
extra-throws: [4]
"#;

/// Compiles a race ruleset written in YAML.
pub fn compile(yaml: &str) -> RaceGame {
    typed::compile(yaml)
}

/// The ten-square test game.
pub fn ten_squares() -> RaceGame {
    compile(TEN_SQUARES)
}

/// Compiles one ruleset of a game entry.
pub fn load(game: &str, ruleset: &str) -> RaceGame {
    typed::load(game, ruleset)
}

/// The legal moves of a position given in notation.
pub fn moves_in(game: &RaceGame, text: &str) -> Vec<String> {
    move_names(game, &position(game, text))
}

/// Plays a move by name and returns the new state.
pub fn after(game: &RaceGame, text: &str, mv: &str) -> RaceState {
    state_after(game, text, mv)
}

/// The pieces part of a position in notation (before the first space).
pub fn pieces_of(game: &RaceGame, state: &RaceState) -> String {
    game.write_position(state)
        .split(' ')
        .next()
        .unwrap_or_default()
        .to_string()
}
