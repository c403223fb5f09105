//! The take-family ruleset as written in YAML (`rules: { family: take, ... }`).
//!
//! A take game starts from a board full of pieces in two colours, and a turn takes pieces off:
//! one piece, or a straight run of neighbouring pieces along a drawn line, under conditions on
//! the colours, the pieces around them and, for some games, a die.
//! [`TakeSpec::compile`](super::TakeSpec::compile) checks it and builds a
//! [`TakeGame`](super::TakeGame).

use serde::Deserialize;

use crate::board::BoardSpec;

/// The `rules` of a take-family ruleset.
///
/// ```yaml
/// rules:
///   family: take
///   board: { kind: explicit, points: [...], lines: [...] }
///   players: [{ name: Red, glyph: R }, { name: Green, glyph: G }]
///   fill: { block: 4 }
///   take: { shape: run, most: 8, colours: parity }
///   hemmed-in: 6
///   stuck: pass
///   last-piece: wins
/// ```
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct TakeSpec {
    /// The board; two points are neighbours when a drawn line joins them directly.
    pub board: Box<BoardSpec>,
    /// The two players in turn order; the first one's colour is the first colour of `fill`.
    pub players: Vec<TakePlayerSpec>,
    /// How the full board is coloured at the start.
    #[serde(default)]
    pub fill: FillSpec,
    /// What one turn may take.
    pub take: TakeRuleSpec,
    /// A piece with at least this many occupied neighbouring points is hemmed in and may not
    /// be taken (6 on a board where inner points have six neighbours); none when absent.
    #[serde(default)]
    pub hemmed_in: Option<u8>,
    /// A die thrown before every turn that decides which single pieces may be taken.
    #[serde(default)]
    pub dice: Option<DiceSpec>,
    /// What happens to a player who cannot take.
    #[serde(default)]
    pub stuck: Stuck,
    /// Whether taking the last piece wins (the usual rule) or loses (the misère variant).
    #[serde(default)]
    pub last_piece: LastPiece,
    /// Seed of the generator the die throws come from (a game replays exactly).
    #[serde(default = "default_seed")]
    pub seed: u64,
}

fn default_seed() -> u64 {
    1
}

/// One player of a take game; the player's name is also the name of a piece colour.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct TakePlayerSpec {
    /// The player's and the colour's name, e.g. `Red`.
    pub name: String,
    /// The letter or character drawn on pieces of this colour.
    pub glyph: String,
    /// Points this player may never take a piece from (point labels or region names), e.g.
    /// the rim on the player's own side.
    #[serde(default)]
    pub barred: Vec<String>,
}

/// How the board is filled at the start: every point holds a piece, and the colours go in
/// by turns in blocks of `block` points in the board's point order (a1, a2, ..., then the
/// next row), starting with the first player's colour.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct FillSpec {
    /// Points per block of one colour.
    pub block: u8,
}

impl Default for FillSpec {
    fn default() -> Self {
        FillSpec { block: 1 }
    }
}

/// What one turn may take.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct TakeRuleSpec {
    /// One piece, or a straight run of neighbouring pieces.
    pub shape: TakeShape,
    /// The most pieces one turn may take; no limit when absent.
    #[serde(default)]
    pub most: Option<u8>,
    /// Conditions on the colours of the pieces taken together.
    #[serde(default)]
    pub colours: ColourRule,
}

/// The shape of what one turn takes.
#[derive(Clone, Copy, Debug, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
pub enum TakeShape {
    /// Exactly one piece.
    Single,
    /// One piece, or two or more pieces standing next to each other along one drawn line.
    Run,
}

/// Conditions on the colours of the pieces taken together.
#[derive(Clone, Copy, Debug, Default, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
pub enum ColourRule {
    /// Colours do not matter.
    #[default]
    Any,
    /// An even number of pieces must all be of one colour, an odd number of two or more must
    /// hold both colours; a single piece is free.
    Parity,
}

/// A die thrown before each turn: the piece taken needs at least as many occupied
/// neighbouring points as the die shows, a throw below `least` counting as `least`.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct DiceSpec {
    /// Faces of the die.
    pub sides: u8,
    /// The lowest number a throw counts as.
    #[serde(default = "one")]
    pub least: u8,
}

fn one() -> u8 {
    1
}

/// What happens to a player who cannot take.
#[derive(Clone, Copy, Debug, Default, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
pub enum Stuck {
    /// The player misses the turn; when both players in a row cannot take, the game is drawn.
    /// With a die, a throw that allows nothing is always a missed turn.
    #[default]
    Pass,
    /// The player loses. With a die: loses when no throw at all would allow a taking, and
    /// misses the turn when only this throw allows none.
    Lose,
}

/// Who wins when the board is empty.
#[derive(Clone, Copy, Debug, Default, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
pub enum LastPiece {
    /// The player who takes the last piece wins.
    #[default]
    Wins,
    /// The player who takes the last piece loses (misère).
    Loses,
}
