//! The stacks-family ruleset as written in YAML (`rules: { family: stacks, ... }`).
//!
//! A stacks game is a board whose points hold ordered piles of pieces (shared or owned), a
//! list of move kinds (jumps that count what they pass, slides that lift the top of a pile,
//! walks that pick a piece up, loaded steps that deliver it), an optional placement phase
//! from a shared pool, and a goal. [`StacksSpec::compile`](super::StacksSpec::compile) checks
//! it and builds a [`StacksGame`](super::StacksGame).

use serde::Deserialize;

use crate::board::BoardSpec;
use crate::spec_fields::read_by_kind;

/// The `rules` of a stacks-family ruleset.
///
/// ```yaml
/// rules:
///   family: stacks
///   board: { kind: square, files: 7, ranks: 5, style: intersections }
///   pieces: [{ id: stone, letter: s }]
///   start: [{ piece: stone, at: [all] }]
///   moves: [{ kind: jump, directions: [orthogonal], lift: single, count: stones, over: 2 }]
///   goal: { kind: last-move, last-mover: wins }
/// ```
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct StacksSpec {
    /// The board.
    pub board: Box<BoardSpec>,
    /// The two players' names in turn order (`First`, `Second` when absent).
    #[serde(default)]
    pub players: Vec<String>,
    /// The kinds of piece (at most four).
    pub pieces: Vec<StackPieceSpec>,
    /// Pieces on the board at the start.
    #[serde(default)]
    pub start: Vec<StartSpec>,
    /// A placement phase from a shared pool, played before any move.
    #[serde(default)]
    pub pool: Option<PoolSpec>,
    /// Points or regions whose pieces never move again (e.g. an end spot).
    #[serde(default)]
    pub frozen: Vec<String>,
    /// The kinds of move a player may make.
    pub moves: Vec<MoveSpec>,
    /// How the game is won.
    pub goal: GoalSpec,
    /// A draw after this many plies (a safeguard where the rules have no end of their own).
    #[serde(
        default,
        deserialize_with = "crate::spec_fields::optional_at_least_one"
    )]
    pub move_limit: Option<u32>,
}

/// A kind of piece.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct StackPieceSpec {
    /// Piece id used elsewhere in the ruleset.
    pub id: String,
    /// One letter naming the piece in position notation.
    pub letter: char,
    /// Text drawn on the piece (none by default).
    #[serde(default)]
    pub glyph: String,
    /// Who owns it.
    #[serde(default)]
    pub owner: OwnerSpec,
}

/// Who owns a kind of piece.
#[derive(Clone, Copy, Debug, Default, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
pub enum OwnerSpec {
    /// Nobody: either player may move it.
    #[default]
    Shared,
    /// The first player.
    First,
    /// The second player.
    Second,
}

/// Pieces standing somewhere at the start.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct StartSpec {
    /// The piece id.
    pub piece: String,
    /// Point labels, region names, or `all`; a point listed twice gets two pieces.
    pub at: Vec<String>,
    /// Pieces put on each point listed (1 by default).
    #[serde(default = "one")]
    pub count: u8,
}

fn one() -> u8 {
    1
}

/// A placement phase: pieces from a shared pool, several on one point in a turn.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct PoolSpec {
    /// The piece id placed.
    pub piece: String,
    /// Pieces in the pool at the start.
    pub count: u8,
    /// Points or regions where nothing may be placed.
    #[serde(default)]
    pub not_on: Vec<String>,
    /// Who moves first once the pool is empty.
    #[serde(default)]
    pub then: AfterPlacement,
}

/// Who takes the first move after the last piece is placed.
#[derive(Clone, Copy, Debug, Default, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
pub enum AfterPlacement {
    /// Turns simply alternate.
    #[default]
    NextPlayer,
    /// The player who placed the last piece moves again.
    SamePlayer,
}

/// One kind of move.
///
/// Read as a flat set of fields checked against the `kind` (see `spec_fields`).
#[derive(Clone, Debug)]
pub enum MoveSpec {
    /// Straight along a line over exactly `over` counted obstacles (empty points do not
    /// count), landing on top of the next occupied point.
    Jump {
        /// Direction names, or `orthogonal`, `diagonal`, `all`.
        directions: Vec<String>,
        /// What may be lifted.
        lift: Lift,
        /// What is counted on the way.
        count: Count,
        /// How many must be passed.
        over: u8,
    },
    /// Straight along a line, one point or more, over anything, onto an empty point or on top
    /// of a pile.
    Slide {
        /// Direction names, or `orthogonal`, `diagonal`, `all`.
        directions: Vec<String>,
        /// What may be lifted.
        lift: Lift,
    },
    /// An empty-handed piece walks exactly `steps` steps along drawn lines over empty points;
    /// the last step may end on a lone `pick-up` piece, which it then carries.
    Walk {
        /// The pieces that walk.
        pieces: Vec<String>,
        /// Steps in a walk.
        steps: u8,
        /// The piece that can be picked up.
        pick_up: String,
        /// Points or regions where a piece lying there cannot be picked up (delivered goods).
        not_from: Vec<String>,
    },
    /// A loaded piece steps once along a drawn line to an empty point; on a point of
    /// `unload-in` it may put its load down there (a delivery).
    CarryStep {
        /// The pieces that carry.
        pieces: Vec<String>,
        /// Points or regions where the load may be delivered.
        unload_in: Vec<String>,
    },
}

/// What part of a pile a move lifts.
#[derive(Clone, Copy, Debug, Default, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
pub enum Lift {
    /// Only a lone piece moves; a pile never does.
    #[default]
    Single,
    /// The top piece, the top two, ... or the whole pile, landing together.
    Top,
}

/// What a jump counts.
#[derive(Clone, Copy, Debug, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
pub enum Count {
    /// Every piece: a pile of two counts two.
    Stones,
    /// Every occupied point: a pile of any height counts one.
    Stacks,
}

/// How the game is won.
///
/// Read as a flat set of fields checked against the `kind` (see `spec_fields`).
#[derive(Clone, Debug)]
pub enum GoalSpec {
    /// The game ends when the player to move has no move; the last mover wins or loses.
    LastMove {
        /// `wins` (normal play) or `loses` (misère).
        last_mover: LastMover,
    },
    /// A player who has delivered `count` loads and then picks up another wins. A player
    /// without a move passes.
    Deliveries {
        /// Deliveries needed before the winning pick-up.
        count: u8,
    },
}

/// What making the last move means.
#[derive(Clone, Copy, Debug, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
pub enum LastMover {
    /// Normal play.
    Wins,
    /// Misère play.
    Loses,
}

read_by_kind! {
    MoveSpec from MoveFields, kind MoveKind {
        /// Directions of a jump or slide.
        directions: Vec<String>,
        /// What a jump or slide lifts.
        lift: Lift,
        /// What a jump counts.
        count: Count,
        /// How many a jump passes.
        over: u8,
        /// The pieces that walk or carry.
        pieces: Vec<String>,
        /// Steps in a walk.
        steps: u8,
        /// The piece a walk picks up.
        pick_up: String,
        /// Where a walk does not pick up.
        not_from: Vec<String>,
        /// Where a carried load may be put down.
        unload_in: Vec<String>,
    }
    Jump = "jump" { directions: required, lift: default, count: required, over: required },
    Slide = "slide" { directions: required, lift: default },
    Walk = "walk" { pieces: required, steps: required, pick_up: required, not_from: default },
    CarryStep = "carry-step" { pieces: required, unload_in: required },
}

read_by_kind! {
    GoalSpec from GoalFields, kind GoalKind {
        /// Whether the last mover wins or loses.
        last_mover: LastMover,
        /// Deliveries needed.
        count: u8,
    }
    LastMove = "last-move" { last_mover: required },
    Deliveries = "deliveries" { count: required },
}
