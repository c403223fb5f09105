//! The chess family: pieces in Betza notation plus rule flags, compiled once into per-square
//! move tables, with Fairy-Stockfish FEN positions and UCI move names.
//!
//! - [`spec`]: the YAML vocabulary ([`ChessSpec`]).
//! - [`betza`]: the move notation.
//! - `tables`, `compile`: the spec compiled into leap, ray and reverse-attack tables.
//! - `position`, `movegen`, `rules`: positions, move generation and the rules that end games;
//!   `repetition`: the rules that look back over the game's history; `chase`: which moves of a
//!   repeated cycle chase an enemy piece; `facing`: janggi's rules on facing kings; `swap`: the
//!   stalemated king's swap; `count_rights`: who keeps makruk's board count; `arrange`: start
//!   arrangements chosen before play.
//! - [`ChessGame`]: the [`Game`](crate::game::Game) contract, perft included.

use std::sync::Arc;

mod arrange;
pub mod betza;
mod chase;
mod chase_board;
mod compile;
mod count_rights;
mod counting;
mod facing;
mod game;
mod legend;
mod legend_rules;
mod make;
mod movegen;
mod position;
mod repetition;
mod rules;
pub mod spec;
mod swap;
mod tables;
mod values;

pub use compile::Variant;
pub use game::ChessGame;
pub use movegen::{ChessMove, MoveKind, Undo};
pub use position::{History, Position, Seen, Step};
pub use spec::ChessSpec;

use crate::dynamic::{Rules, TypedRules};
use crate::ruleset::SpecError;

impl ChessSpec {
    /// Compiles the ruleset into a playable game, reporting every problem found.
    pub fn compile(&self) -> Result<Arc<dyn Rules>, Vec<SpecError>> {
        Ok(Arc::new(TypedRules::new(self.game()?)))
    }

    /// Compiles the ruleset into a typed [`ChessGame`] (for perft and tests).
    pub fn game(&self) -> Result<ChessGame, Vec<SpecError>> {
        if let Some(players) = self.players.as_ref().filter(|p| p.len() != 2) {
            return Err(vec![SpecError {
                path: "players".into(),
                message: format!("{} players named; a chess-family game has two", players.len()),
                hint: Some(
                    "name the side FEN calls `w` first, e.g. `players: [{ name: Red }, { name: Black }]`"
                        .into(),
                ),
            }]);
        }
        Ok(ChessGame::new(self.build_variant()?))
    }
}
