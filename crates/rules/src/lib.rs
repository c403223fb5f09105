//! The boardlore rules: boards as graphs, rulesets read from data and compiled into playable
//! games of eight families, legal moves with click paths, position and move notation, the
//! legends readers are shown, and perft. What a player may do, not what a player should do:
//! the computer opponent, the solvers and the claims are the layer above
//! (`boardlore-computer`), which depends on this crate and never the other way.
//!
//! The crate does no file or network access and builds for `wasm32-unknown-unknown` as it is.
//! Its top-level modules import each other without cycles (`cargo xtask layers` checks it):
//! the families use `board`, `game`, `legend` and the spec helpers; `ruleset` names the
//! families; `spec_legend` and `vocabulary` read rulesets.
#![forbid(unsafe_code)]
#![warn(missing_docs)]
// A build that leaves some families out (a module of the web board) leaves helpers that only
// those families use unused; the full build, which the lints check, uses them all.
#![cfg_attr(
    not(all(
        feature = "chess",
        feature = "folk",
        feature = "race",
        feature = "go",
        feature = "halma",
        feature = "stacks",
        feature = "take",
        feature = "polyomino"
    )),
    allow(unused_imports, unused_variables, dead_code, unreachable_patterns)
)]

pub mod board;
pub mod board_link;
/// The modules the web board is published in, each carrying some families.
pub mod board_modules;
pub mod chess;
pub mod folk;
pub mod game;
pub mod go;
pub mod halma;
pub mod legend;
pub mod limits;
pub mod memo;
pub mod phrase;
pub mod players;
pub mod polyomino;
pub mod race;
pub mod record;
pub mod rng;
pub mod ruleset;
pub mod small_sort;
mod spec_fields;
pub mod spec_legend;
mod spec_problems;
pub mod stacks;
pub mod take;
pub mod vocabulary;

pub use game::{
    Canonical, Click, Game, MoveStyle, NotationError, Outcome, Player, PositionView, Presentation,
    ENGINE_STYLE,
};
pub use players::{Colour, PlayerInfo};
pub use ruleset::{RulesSpec, SpecError, TypedGame};
pub use vocabulary::{vocabulary, Vocabulary, Word, Words};
