//! The folk-family ruleset as written in YAML (`rules: { family: folk, ... }`).
//!
//! The spec is a vocabulary of mechanics, not a list of games: a board, two players with their
//! start points or pieces in hand, an optional shared piece, a placement phase, a movement
//! kind, capture rules, scoring shapes, chained captures, edge drawing (boxes) and goals.
//! [`super::FolkSpec::compile`] checks it and builds a [`super::FolkGame`].

use std::collections::BTreeMap;

use serde::de::Deserializer;
use serde::Deserialize;

use crate::board::BoardSpec;
use crate::spec_fields::{read_by_kind, NumberOrWord, WordOrList};

/// The `rules` of a folk-family ruleset.
///
/// ```yaml
/// rules:
///   family: folk
///   board: { kind: square, files: 5, ranks: 5, style: intersections }
///   players:
///     - { name: Black, glyph: "●", start: [a1, b1, c1, d1, e1] }
///     - { name: White, glyph: "○", start: [a5, b5, c5, d5, e5] }
///   movement: { kind: step, directions: orthogonal }
///   captures: [{ name: top, kind: line, pattern: OOX, exact-line: true }]
///   goals: { move-limit: 200 }
/// ```
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct FolkSpec {
    /// The board.
    pub board: Box<BoardSpec>,
    /// Exactly two players, the first one moves first.
    pub players: Vec<PlayerSpec>,
    /// A piece owned by nobody that either player moves (Duziqi).
    #[serde(default)]
    pub shared: Option<Box<SharedSpec>>,
    /// Where pieces in hand may be placed; needed when a player has a `reserve`.
    #[serde(default)]
    pub placement: Option<Box<PlacementSpec>>,
    /// How pieces move once placed.
    #[serde(default)]
    pub movement: Option<Box<MovementSpec>>,
    /// Capture rules checked after each move or placement.
    #[serde(default)]
    pub captures: Vec<CaptureSpec>,
    /// Scoring shapes that earn captures of chosen enemy pieces (Wuhuqi).
    #[serde(default)]
    pub patterns: Option<Box<PatternsSpec>>,
    /// Captures that let the mover continue (xialiu, the cannon follow-up).
    #[serde(default)]
    pub chain: Option<Box<ChainSpec>>,
    /// Edge-drawing play: players draw the unit edges of the dot grid and claim boxes.
    #[serde(default)]
    pub boxes: Option<Box<BoxesSpec>>,
    /// How the game ends.
    #[serde(default)]
    pub goals: Box<GoalsSpec>,
    /// Non-capturing hops over pieces (Halma-like games, races).
    #[serde(default)]
    pub hops: Option<Box<super::HopSpec>>,
    /// Jump captures over an adjacent enemy piece (draughts-like games).
    #[serde(default)]
    pub jumps: Option<Box<super::JumpSpec>>,
    /// Crowning pieces that reach the far row.
    #[serde(default)]
    pub promotion: Option<Box<super::PromotionSpec>>,
    /// Capture by stepping onto an enemy piece.
    #[serde(default)]
    pub replacement: Option<Box<super::ReplacementSpec>>,
    /// Numbered pieces moved in a fixed rotation.
    #[serde(default)]
    pub rotation: Option<Box<super::RotationSpec>>,
    /// Enemy pieces the first player removes, of its choice, before its first move.
    #[serde(default)]
    pub opening_removal: u8,
    /// Turns that place several stones, own and shared, with tokens (Connect-8).
    #[serde(default)]
    pub turns: Option<Box<super::TurnsSpec>>,
    /// Captures of the pieces making a shape, checked after each placement (radish, spear).
    #[serde(default)]
    pub shape_captures: Vec<super::ShapeCaptureSpec>,
    /// Moves made of several steps and jumps that never visit a point twice.
    #[serde(default)]
    pub path: Option<Box<super::PathSpec>>,
    /// A turn each player may take once in the game, removing enemy pieces of their choice.
    #[serde(default)]
    pub once_per_game: Option<Box<super::OncePerGameSpec>>,
}

/// One player.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct PlayerSpec {
    /// Name used in outcomes, e.g. `Black`, `Hare`.
    pub name: String,
    /// Text drawn on this player's pieces.
    #[serde(default)]
    pub glyph: Option<String>,
    /// Points occupied at the start.
    #[serde(default)]
    pub start: Vec<String>,
    /// Pieces in hand at the start, placed during the placement phase.
    #[serde(default)]
    pub reserve: u8,
    /// Directions this player's pieces move in, overriding `movement.directions`.
    #[serde(default)]
    pub directions: Option<DirectionSet>,
    /// The start point of this player's royal piece: capturing it wins.
    #[serde(default)]
    pub royal: Option<String>,
    /// Text drawn on the royal piece.
    #[serde(default)]
    pub royal_glyph: Option<String>,
}

/// A piece shared by both players.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct SharedSpec {
    /// Text drawn on the piece.
    #[serde(default)]
    pub glyph: Option<String>,
    /// Where the shared pieces start.
    pub start: Vec<String>,
}

/// The placement phase.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct PlacementSpec {
    /// Per player, a region pieces must be placed in; anywhere empty when absent.
    #[serde(default)]
    pub regions: Option<Vec<String>>,
    /// A turn places two stones at once on empty neighbouring points joined by a drawn line
    /// in one of these directions (Cram, Duizi Qi).
    #[serde(default)]
    pub pair: Option<DirectionSet>,
    /// Regions filled in this order: pieces go on the first one with an empty point.
    #[serde(default)]
    pub order: Option<Vec<String>>,
    /// The placing ends as soon as a turn leaves no point empty: the pieces still in hand are
    /// put aside (Liudaoqi's 33 pieces a side, read literally).
    #[serde(default)]
    pub until_full: bool,
}

/// How pieces move.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct MovementSpec {
    /// One step, a slide, or a walk of up to `max-steps` steps.
    pub kind: MoveKindSpec,
    /// Allowed directions (each player's `directions` overrides this).
    #[serde(default = "all_directions")]
    pub directions: DirectionSet,
    /// Steps per walk (`kind: walk`); the direction may change between steps.
    #[serde(default)]
    pub max_steps: Option<u8>,
    /// Move along drawn lines only (true) or by board geometry (false).
    #[serde(default = "yes")]
    pub along_lines: bool,
    /// When a player has one piece left, it moves like this instead (a rook-like `slide`).
    #[serde(default)]
    pub lone_piece: Option<MoveKindSpec>,
    /// A player with this many pieces or fewer on the board moves a piece to any empty point
    /// ("flying", as in the mills games).
    #[serde(default)]
    pub fly_at: Option<u8>,
    /// A move must end on a region later in `placement.order` than the one it starts from.
    #[serde(default)]
    pub onward: bool,
}

fn all_directions() -> DirectionSet {
    DirectionSet::Named(NamedSet::All)
}

fn yes() -> bool {
    true
}

/// Movement kinds.
#[derive(Clone, Copy, Debug, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
pub enum MoveKindSpec {
    /// One step to an adjacent empty point.
    Step,
    /// Any number of steps in one direction over empty points.
    Slide,
    /// One to `max-steps` steps over empty points, turning allowed between steps.
    Walk,
}

/// A set of directions: a named set or a list of direction names (`[n, e]`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DirectionSet {
    /// `all`, `orthogonal`, `diagonal`, `forward`, `straight-forward`.
    Named(NamedSet),
    /// Direction names of the board, e.g. `[n, e]`.
    List(Vec<String>),
}

impl<'de> Deserialize<'de> for DirectionSet {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        Ok(match WordOrList::deserialize(deserializer)? {
            WordOrList::Word(named) => DirectionSet::Named(named),
            WordOrList::List(names) => DirectionSet::List(names),
        })
    }
}

/// Named direction sets; `forward` is towards the opponent's side for each player.
#[derive(Clone, Copy, Debug, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
pub enum NamedSet {
    /// Every direction of the board.
    All,
    /// Rows and columns.
    Orthogonal,
    /// Diagonals.
    Diagonal,
    /// Straight ahead and diagonally ahead.
    Forward,
    /// Straight ahead only.
    StraightForward,
}

/// Which drawn lines a capture or shape looks along.
#[derive(Clone, Copy, Debug, Default, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
pub enum LineClass {
    /// Every drawn line.
    #[default]
    All,
    /// Rows and columns.
    Orthogonal,
    /// Diagonal lines.
    Diagonal,
}

/// One capture rule, named so chains and readers can refer to it.
///
/// Read as a flat set of fields checked against the `kind` (see `spec_fields`).
#[derive(Clone, Debug)]
pub enum CaptureSpec {
    /// A run of consecutive points on a drawn line through the moved piece matching
    /// `pattern` (`O` the mover's piece, `X` an enemy piece, `.` empty), read either way.
    Line {
        /// Name shown to readers, e.g. `top`, `two against one`.
        name: String,
        /// e.g. `OOX` (two against one), `OXO` (custodial), `XOX` (centre).
        pattern: String,
        /// Pattern positions the moved piece may stand on (0-based); any `O` when absent.
        moved: Option<Vec<usize>>,
        /// Pattern positions captured; every `X` when absent.
        capture: Option<Vec<usize>>,
        /// The rest of the drawn line must be empty (Er Chi Yi's "no other piece on the line").
        exact_line: bool,
        /// Which drawn lines count.
        lines: LineClass,
    },
    /// The drawn line through the moved piece is completely filled with at least `pieces`
    /// pieces: the mover then removes `remove` enemy pieces of their choice.
    FullLine {
        /// Name shown to readers.
        name: String,
        /// Pieces needed on the line.
        pieces: usize,
        /// Enemy pieces the mover chooses to remove.
        remove: u8,
        /// Which drawn lines count.
        lines: LineClass,
    },
    /// Encirclement: an enemy piece (or, with `group`, a connected group of enemy pieces)
    /// next to the moved piece that has no empty neighbouring point left is captured.
    Enclosed {
        /// Name shown to readers, e.g. `encirclement`.
        name: String,
        /// Pieces joined by drawn lines share their liberties (Go); otherwise each piece on
        /// its own needs an empty neighbour.
        group: bool,
    },
    /// An unbroken run of enemy pieces along the board's rim that turns exactly one corner,
    /// with a piece of the mover's at each end (one of them the piece just moved): the whole
    /// run is captured (Three-Friends' L-shaped edge capture).
    EdgeRun {
        /// Name shown to readers.
        name: String,
    },
    /// Moving straight away from an adjacent enemy piece captures it (pulling).
    Withdrawal {
        /// Name shown to readers.
        name: String,
        /// A player whose pulls do not capture when they start in a region.
        not_from: Option<RegionRestriction>,
        /// A player whose pulls do not capture a piece standing in a region.
        not_taking_in: Option<RegionRestriction>,
    },
}

read_by_kind! {
    CaptureSpec from CaptureFields, kind CaptureKind {
        /// The rule's name (every kind).
        name: String,
        /// A line capture's pattern.
        pattern: String,
        /// A line capture: where the moved piece may stand.
        moved: Vec<usize>,
        /// A line capture: the positions captured.
        capture: Vec<usize>,
        /// A line capture: the rest of the line must be empty.
        exact_line: bool,
        /// Which lines a line or full-line capture looks along.
        lines: LineClass,
        /// A full line: pieces needed.
        pieces: usize,
        /// A full line: enemy pieces removed.
        remove: u8,
        /// Encirclement of whole groups.
        group: bool,
        /// Withdrawal: who does not capture from where.
        not_from: RegionRestriction,
        /// Withdrawal: who does not capture pieces standing where.
        not_taking_in: RegionRestriction,
    }
    Line = "line" {
        name: required,
        pattern: required,
        moved: optional,
        capture: optional,
        exact_line: default,
        lines: default,
    },
    FullLine = "full-line" { name: required, pieces: required, remove: required, lines: default },
    Enclosed = "enclosed" { name: required, group: default },
    EdgeRun = "edge-run" { name: required },
    Withdrawal = "withdrawal" { name: required, not_from: optional, not_taking_in: optional },
}

impl CaptureSpec {
    /// The rule's name.
    pub fn name(&self) -> &str {
        match self {
            CaptureSpec::Line { name, .. }
            | CaptureSpec::FullLine { name, .. }
            | CaptureSpec::Enclosed { name, .. }
            | CaptureSpec::EdgeRun { name }
            | CaptureSpec::Withdrawal { name, .. } => name,
        }
    }
}

/// "This player does not capture from that region".
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct RegionRestriction {
    /// Player index (0 or 1).
    pub player: u8,
    /// Region name of the board.
    pub region: String,
}

/// Scoring shapes: forming one captures enemy pieces of the mover's choice.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct PatternsSpec {
    /// The shapes.
    pub shapes: Vec<ShapeSpec>,
    /// Pieces of a shape that scored cannot be captured (until they move).
    #[serde(default)]
    pub protect: bool,
    /// Shapes formed while placing are captured for only once the board is full.
    #[serde(default)]
    pub defer_during_placement: bool,
    /// Captures each player makes after placement when neither formed a shape (with
    /// `defer_during_placement`), or, with `placement.until-full`, when the placing ends on a
    /// full board and no shape is waiting to be paid for.
    #[serde(default)]
    pub none_formed: u8,
}

/// One scoring shape: a line of own pieces, a set of cells under rotation and reflection,
/// a figure walked along drawn lines (`steps`), or named point sets of the board (`regions`).
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct ShapeSpec {
    /// Name shown to readers, e.g. `five tigers`.
    pub name: String,
    /// Enemy pieces captured when the shape is formed.
    #[serde(default)]
    pub captures: u8,
    /// Points the shape is worth to its owner (for `goals.board-full: most-points`).
    #[serde(default)]
    pub points: u8,
    /// A line shape: which lines.
    #[serde(default)]
    pub line: Option<LineClass>,
    /// A line shape: number of points.
    #[serde(default)]
    pub length: Option<usize>,
    /// A line shape must be a whole drawn line (a corner diagonal of exactly `length` points).
    #[serde(default)]
    pub whole: bool,
    /// A line shape must not run along the board's rim: a line all of whose points lie on the
    /// outermost rows or columns does not count (Liudaoqi's dragon, an inner row or column).
    #[serde(default)]
    pub inner: bool,
    /// A cell shape: grid offsets `[dx, dy]`, matched under the 8 symmetries.
    #[serde(default)]
    pub cells: Option<Vec<(i32, i32)>>,
    /// A cell shape whose cells, in the order listed, trace its outline: each cell must be
    /// joined to the next (and the last to the first) by a straight run of drawn line, so a
    /// rectangle of a brick pattern does not match across a missing line.
    #[serde(default)]
    pub outline: bool,
    /// The opponent then gives up this many of their own pieces, of their own choice.
    #[serde(default)]
    pub surrenders: u8,
    /// A line-following shape: each member is the path of direction names walked from an
    /// anchor point along drawn lines (`[]` is the anchor itself; when it is not listed the
    /// anchor may hold anything). Matched under the rotations and reflections of the board's
    /// directions; paths with the same steps in another order must meet at the same point.
    #[serde(default)]
    pub steps: Option<Vec<Vec<String>>>,
    /// Named regions of the board, each one instance of the shape.
    #[serde(default)]
    pub regions: Option<Vec<String>>,
}

/// Chained captures: after a capture the mover may (or must) move again, capturing.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct ChainSpec {
    /// `same`: only the capturing piece continues; `any`: any of the mover's pieces.
    pub piece: ChainPiece,
    /// The continuation may be declined (a `pass`).
    #[serde(default)]
    pub optional: bool,
    /// Directions of the continuation step; the movement directions when absent.
    #[serde(default)]
    pub directions: Option<DirectionSet>,
    /// Capture rules a continuation must use (by name); every rule when absent.
    #[serde(default)]
    pub captures: Option<Vec<String>>,
}

/// Which piece continues a chain.
#[derive(Clone, Copy, Debug, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
pub enum ChainPiece {
    /// The piece that captured.
    Same,
    /// Any piece of the mover.
    Any,
}

/// Edge drawing on a square grid of dots (dots and boxes).
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct BoxesSpec {
    /// Value of a box unless listed in `values`.
    #[serde(default = "one")]
    pub default_value: i32,
    /// Values of particular boxes, keyed by the box's lower-left dot (`b2: 2`).
    #[serde(default)]
    pub values: BTreeMap<String, i32>,
    /// Completing a box gives the same player another edge.
    #[serde(default)]
    pub extra_move: bool,
    /// The first player to reach this score wins at once.
    #[serde(default)]
    pub first_to: Option<i32>,
    /// At the end, the lower score wins.
    #[serde(default)]
    pub lower_wins: bool,
}

fn one() -> i32 {
    1
}

/// How the game ends; a player who cannot move loses unless `no-moves` says otherwise.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct GoalsSpec {
    /// What happens to a player who has no legal move.
    #[serde(default)]
    pub no_moves: NoMoves,
    /// A player reduced to no pieces loses (on by default when there are captures).
    #[serde(default)]
    pub capture_all: Option<bool>,
    /// A player with a piece on a region wins (`player: mover` for shared pieces).
    #[serde(default)]
    pub reach: Option<ReachSpec>,
    /// A connected group touching all these regions wins.
    #[serde(default)]
    pub connect: Option<Vec<String>>,
    /// Both players down to one piece each: a draw.
    #[serde(default)]
    pub lone_pieces_draw: bool,
    /// A draw after this many plies.
    #[serde(
        default,
        deserialize_with = "crate::spec_fields::optional_at_least_one"
    )]
    pub move_limit: Option<u16>,
    /// A draw after this many plies without a capture.
    #[serde(
        default,
        deserialize_with = "crate::spec_fields::optional_at_least_one"
    )]
    pub quiet_limit: Option<u16>,
    /// Per player, a region: a player whose pieces all stand in it wins.
    #[serde(default)]
    pub all_home: Option<Vec<String>>,
    /// With `all-home`: the opponent gets one reply; bringing every piece home with it draws.
    #[serde(default)]
    pub home_reply: bool,
    /// A player who fills one region and has no piece left in another wins.
    #[serde(default)]
    pub fill_and_vacate: Option<super::FillAndVacateSpec>,
    /// The first player to capture this many enemy pieces wins.
    #[serde(
        default,
        deserialize_with = "crate::spec_fields::optional_at_least_one"
    )]
    pub capture_count: Option<u16>,
    /// What the move limit decides: `draw` (the default), `most-captures`, `most-pieces`,
    /// `most-points`, or a player index (that player wins by lasting).
    #[serde(default)]
    pub at_move_limit: Option<super::LimitResultSpec>,
    /// Once no point is empty the game ends with this result.
    #[serde(default)]
    pub board_full: Option<EndResult>,
    /// Completing one of these shapes with one's own pieces wins.
    #[serde(default)]
    pub form: Option<Box<FormSpec>>,
    /// A row of this many stones across, down or diagonally wins.
    #[serde(default)]
    pub in_a_row: Option<super::InARowSpec>,
    /// A player none of whose pieces has an empty neighbouring point loses.
    #[serde(default)]
    pub enclose_all: bool,
    /// Points for each connected group of a player's pieces, by its size.
    #[serde(default)]
    pub group_scores: Option<super::GroupScoresSpec>,
    /// Once nothing is left in hand and neither player can move, the game ends with this result.
    #[serde(default)]
    pub neither_moves: Option<EndResult>,
}

/// How a game ended by the board filling up or a move limit is decided.
#[derive(Clone, Copy, Debug, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
pub enum EndResult {
    /// The higher total of shape points (`points` of the scoring shapes) wins.
    MostPoints,
    /// More pieces on the board wins.
    MostPieces,
    /// More enemy pieces captured wins.
    MostCaptures,
    /// A draw.
    Draw,
}

/// A goal of forming a shape: the first to own every point of one instance wins.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct FormSpec {
    /// The winning shapes (their `captures` and `points` are ignored).
    pub shapes: Vec<ShapeSpec>,
    /// The opponent gets one reply: if it completes a shape of theirs too, a draw.
    #[serde(default)]
    pub reply: bool,
    /// Shared pieces count as the mover's own in a shape (at least one own piece needed).
    #[serde(default)]
    pub shared_count: bool,
}

/// The result for a player left without a legal move.
#[derive(Clone, Copy, Debug, Default, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
pub enum NoMoves {
    /// The player who cannot move loses (immobilisation; "last move wins").
    #[default]
    Lose,
    /// The player who cannot move wins (misère).
    Win,
    /// The game is drawn.
    Draw,
    /// The player passes; the game is drawn when neither player can move.
    Pass,
}

/// A reach goal.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct ReachSpec {
    /// `0`, `1`, or `mover` (whoever moved a shared piece there).
    pub player: ReachPlayer,
    /// The target region.
    pub region: String,
}

/// Who wins by reaching.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReachPlayer {
    /// A player by index.
    Index(u8),
    /// The keyword `mover`.
    Keyword(MoverKeyword),
}

impl<'de> Deserialize<'de> for ReachPlayer {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        Ok(match NumberOrWord::deserialize(deserializer)? {
            NumberOrWord::Number(index) => ReachPlayer::Index(index),
            NumberOrWord::Word(keyword) => ReachPlayer::Keyword(keyword),
        })
    }
}

/// The keyword `mover`.
#[derive(Clone, Copy, Debug, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
pub enum MoverKeyword {
    /// Whoever made the move.
    Mover,
}
