//! The boardlore rules engine: boards as graphs, rulesets compiled from data, legal move
//! generation with click paths, position notation, perft and search.
//!
//! The crate does no file or network access and builds for `wasm32-unknown-unknown` as it is.
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod board;
pub mod board_link;
pub mod chess;
pub mod claims;
pub mod divergence;
pub mod dynamic;
pub mod folk;
pub mod game;
pub mod go;
pub mod halma;
pub mod legend;
pub mod limits;
pub mod players;
pub mod polyomino;
pub mod race;
pub mod record;
pub mod ruleset;
pub mod search;
pub mod small_sort;
mod spec_fields;
mod spec_problems;
pub mod stacks;
pub mod take;
pub mod vocabulary;

pub use dynamic::{Match, MoveInfo, Rules, TurnInfo};
pub use game::{
    Canonical, Click, Game, MoveStyle, NotationError, Outcome, Player, PositionView, Presentation,
    ENGINE_STYLE,
};
pub use players::{Colour, PlayerInfo};
pub use ruleset::{RulesSpec, SpecError};
pub use search::Hints;
pub use vocabulary::{vocabulary, Vocabulary, Word, Words};
