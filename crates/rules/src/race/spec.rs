//! The race-family ruleset as written in YAML (`rules: { family: race, ... }`).
//!
//! A race game is a board, two to four players each with their own path through it, a way of
//! throwing (cowrie shells or dice), and a handful of switches: resting squares, what happens
//! when two pieces meet, whether the last square needs an exact throw, and which throws earn
//! another throw. [`RaceSpec::compile`](super::RaceSpec::compile) checks it and builds a
//! [`RaceGame`](super::RaceGame).

use serde::Deserialize;

use crate::board::BoardSpec;
use crate::spec_fields::read_by_kind;

/// The `rules` of a race-family ruleset.
///
/// ```yaml
/// rules:
///   family: race
///   board: { kind: square, files: 8, ranks: 8 }
///   throws: { kind: cowries, shells: 4, scores: [8, 1, 2, 3, 4] }
///   players:
///     - { name: Red, pieces: 4, path: [a1, b1, c1, ...] }
///     - { name: Green, pieces: 4, path: [h1, h2, h3, ...] }
///   safe: [a1, h1, d4, e5]
///   stacking: doubles
/// ```
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct RaceSpec {
    /// The board the paths run over (a track, a square grid, or an explicit board).
    pub board: Box<BoardSpec>,
    /// Two to four players in turn order; the first one throws first.
    pub players: Vec<RacePlayerSpec>,
    /// How a player finds out how far to move.
    pub throws: ThrowSpec,
    /// Resting squares: point labels or names of board regions. An opponent's piece standing
    /// on one cannot be captured.
    #[serde(default)]
    pub safe: Vec<String>,
    /// Pieces of different players may stand together on a resting square (instead of the
    /// resting piece blocking the square).
    #[serde(default)]
    pub share_safe: bool,
    /// What happens when a piece lands on a piece of its own side.
    #[serde(default)]
    pub stacking: Stacking,
    /// Landing on an opponent's piece sends it back to its owner's hand (true by default);
    /// when false, pieces of different players simply share squares.
    #[serde(default = "yes")]
    pub capture: bool,
    /// The last square of a path must be reached by an exact throw (true by default); when
    /// false, a throw that goes past the end also brings the piece home.
    #[serde(default = "yes")]
    pub exact_finish: bool,
    /// Throws after which the same player throws again (e.g. `[4, 8]`).
    #[serde(default)]
    pub extra_throws: Vec<u8>,
    /// Throws that may bring a piece from the hand onto its path; any throw when absent.
    #[serde(default)]
    pub enter_on: Option<Vec<u8>>,
    /// Seed of the random generator for the start position (a game replays exactly).
    #[serde(default = "default_seed")]
    pub seed: u64,
    /// A draw after this many plies (the race cannot stall with random play, but a position
    /// set up by hand can).
    #[serde(
        default,
        deserialize_with = "crate::spec_fields::optional_at_least_one"
    )]
    pub move_limit: Option<u32>,
}

fn yes() -> bool {
    true
}

fn default_seed() -> u64 {
    1
}

/// One player of a race game.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct RacePlayerSpec {
    /// Name used in outcomes, e.g. `Red`.
    pub name: String,
    /// Text drawn on this player's pieces.
    #[serde(default)]
    pub glyph: Option<String>,
    /// Number of pieces the player races.
    #[serde(deserialize_with = "crate::spec_fields::at_least_one")]
    pub pieces: u8,
    /// The squares this player's pieces visit, in order; the first is where a piece enters,
    /// the last is home. A square may appear only once.
    pub path: Vec<String>,
    /// Squares of the path holding one of the player's pieces at the start (a square listed
    /// twice holds two); the other pieces start in hand.
    #[serde(default)]
    pub start: Vec<String>,
}

/// What happens when a piece lands on a square holding a piece of its own side.
#[derive(Clone, Copy, Debug, Default, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
pub enum Stacking {
    /// Any number of one player's pieces may share a square, with no special powers.
    #[default]
    Free,
    /// A piece may not land on a piece of its own side.
    None,
    /// Two pieces of one side make a double (never more): a double cannot be passed by a
    /// single piece, can be captured only by a double, and may move as one.
    Doubles,
}

/// How a throw is made.
///
/// Read as a flat set of fields checked against the `kind` (see `spec_fields`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ThrowSpec {
    /// `shells` cowrie shells, each landing mouth up or down with equal chance; the move is
    /// `scores[k]` when `k` shells lie mouth up (so `scores` has `shells + 1` entries).
    Cowries {
        /// Number of shells thrown.
        shells: u8,
        /// Move per number of mouths up, from 0 to `shells`.
        scores: Vec<u8>,
    },
    /// `count` dice of `sides` sides; the move is their sum.
    Dice {
        /// Number of dice thrown.
        count: u8,
        /// Sides of each die, numbered from 1.
        sides: u8,
    },
}

read_by_kind! {
    ThrowSpec from ThrowFields, kind ThrowKind {
        /// Number of shells thrown.
        shells: u8,
        /// Move per number of mouths up.
        scores: Vec<u8>,
        /// Number of dice thrown.
        count: u8,
        /// Sides of each die.
        sides: u8,
    }
    Cowries = "cowries" { shells: required, scores: required },
    Dice = "dice" { count: required, sides: required },
}
