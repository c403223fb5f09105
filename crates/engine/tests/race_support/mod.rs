//! Shared helpers for the race tests: a small test track, the real entries in `content/games`,
//! positions and moves by name.
#![allow(dead_code)]

use std::path::PathBuf;

use boardlore_engine::race::{RaceGame, RaceState};
use boardlore_engine::{Game, RulesSpec};

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
    match serde_yaml::from_str::<RulesSpec>(yaml).expect("race rules are YAML") {
        RulesSpec::Race(spec) => spec.compile_typed().unwrap_or_else(|e| panic!("{e:?}")),
        _ => panic!("not a race ruleset"),
    }
}

/// The ten-square test game.
pub fn ten_squares() -> RaceGame {
    compile(TEN_SQUARES)
}

/// Compiles one ruleset of a game entry.
pub fn load(game: &str, ruleset: &str) -> RaceGame {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../content/games")
        .join(format!("{game}.yaml"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let entry: serde_yaml::Value = serde_yaml::from_str(&text).expect("entry is YAML");
    let rules = entry["rulesets"]
        .as_sequence()
        .expect("rulesets")
        .iter()
        .find(|r| r["id"].as_str() == Some(ruleset))
        .unwrap_or_else(|| panic!("{game} has no ruleset {ruleset}"))["rules"]
        .clone();
    match serde_yaml::from_value::<RulesSpec>(rules).expect("rules") {
        RulesSpec::Race(spec) => spec.compile_typed().unwrap_or_else(|e| panic!("{e:?}")),
        _ => panic!("{game}/{ruleset} is not a race ruleset"),
    }
}

/// A position from notation (panics with the notation error).
pub fn position(game: &RaceGame, text: &str) -> RaceState {
    game.parse_position(text)
        .unwrap_or_else(|e| panic!("`{text}`: {e}"))
}

/// The names of the legal moves, sorted.
pub fn move_names(game: &RaceGame, state: &RaceState) -> Vec<String> {
    let mut moves = Vec::new();
    game.legal_moves(state, &mut moves);
    let mut names: Vec<String> = moves.iter().map(|&m| game.move_name(state, m)).collect();
    names.sort();
    names
}

/// The legal moves of a position given in notation.
pub fn moves_in(game: &RaceGame, text: &str) -> Vec<String> {
    move_names(game, &position(game, text))
}

/// Plays a move by name and returns the new state.
pub fn after(game: &RaceGame, text: &str, mv: &str) -> RaceState {
    let mut state = position(game, text);
    let parsed = game.parse_move(&state, mv).unwrap_or_else(|e| {
        panic!(
            "{mv} in `{text}`: {e} (legal: {:?})",
            move_names(game, &state)
        )
    });
    game.play(&mut state, parsed);
    state
}

/// The pieces part of a position in notation (before the first space).
pub fn pieces_of(game: &RaceGame, state: &RaceState) -> String {
    game.write_position(state)
        .split(' ')
        .next()
        .unwrap_or_default()
        .to_string()
}
