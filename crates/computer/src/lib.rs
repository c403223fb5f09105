//! The boardlore computer: what plays, solves and checks the games whose rules
//! `boardlore-rules` defines. It depends on the rules and the rules never on it.
//!
//! - [`search`]: the generic searches (playouts, MCTS, material alpha-beta, the exact solver,
//!   whole-game tables) over any game that gives [`Hints`]; [`search::computer_move`] states
//!   per family which search plays and why.
//! - [`chess`]: the chess family's own alpha-beta and evaluation.
//! - [`hints`]: what the other families tell the search.
//! - [`compile`] and [`dynamic`]: a ruleset compiled into a type-erased game ([`Rules`],
//!   [`Match`]) with the computer's moves, for the command line, the site and the web board.
//! - [`claims`] and [`divergence`]: an entry's claims checked by search, and the first line
//!   where two readings of a game part.
//!
//! Its top-level modules import each other without cycles (`cargo xtask layers` checks it).
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod chess;
// The claims check folk and stacks rulesets; built without those families (a module of the
// web board), their checks are left unused.
#[cfg_attr(
    not(all(feature = "folk", feature = "stacks")),
    allow(dead_code, unused_variables, unreachable_patterns)
)]
pub mod claims;
pub mod compile;
pub mod divergence;
pub mod dynamic;
pub mod hints;
pub mod search;

pub use compile::{Compile, GameVisitor};
pub use dynamic::{Match, MoveInfo, Rules, TurnInfo};
pub use search::Hints;
