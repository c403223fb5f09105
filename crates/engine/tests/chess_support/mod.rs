//! Shared by the chess tests: loads a ruleset from the content entries, so every ruleset
//! lives in one place (content/games/<id>.yaml).

#![allow(dead_code)]

use std::path::PathBuf;

use boardlore_engine::chess::{ChessGame, Position};
use boardlore_engine::game::Game;
use boardlore_engine::RulesSpec;

/// The repository's content/games folder.
pub fn games_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../content/games")
}

/// Compiles ruleset `ruleset` of game `game` from its content entry.
pub fn load(game: &str, ruleset: &str) -> ChessGame {
    let path = games_dir().join(format!("{game}.yaml"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let entry: serde_yaml::Value =
        serde_yaml::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let rulesets = entry["rulesets"].as_sequence().expect("rulesets");
    let chosen = rulesets
        .iter()
        .find(|r| r["id"].as_str() == Some(ruleset))
        .unwrap_or_else(|| panic!("{game} has no ruleset {ruleset}"));
    let spec: RulesSpec = serde_yaml::from_value(chosen["rules"].clone())
        .unwrap_or_else(|e| panic!("{game}/{ruleset}: {e}"));
    match spec {
        RulesSpec::Chess(spec) => spec
            .game()
            .unwrap_or_else(|e| panic!("{game}/{ruleset}: {e:?}")),
        _ => panic!("{game}/{ruleset} is not a chess ruleset"),
    }
}

/// A position from FEN, or the start position for `startpos`.
pub fn position(game: &ChessGame, fen: &str) -> Position {
    if fen == "startpos" {
        game.start()
    } else {
        game.parse_position(fen)
            .unwrap_or_else(|e| panic!("{fen}: {e}"))
    }
}

/// The sorted legal move names of a position.
pub fn move_names(game: &ChessGame, pos: &Position) -> Vec<String> {
    let mut moves = Vec::new();
    game.legal_moves(pos, &mut moves);
    let mut names: Vec<String> = moves.iter().map(|&m| game.move_name(pos, m)).collect();
    names.sort();
    names
}

/// Plays moves given by name.
pub fn play(game: &ChessGame, pos: &mut Position, moves: &[&str]) {
    for name in moves {
        let mv = game
            .parse_move(pos, name)
            .unwrap_or_else(|e| panic!("{name} in {}: {e}", game.write_position(pos)));
        game.play(pos, mv);
    }
}
