//! The YAML vocabulary of piece-moving mechanics: hops over pieces, jump captures with chains
//! and promotion, capture by replacement, royal pieces, an opening removal, pieces moved in a
//! fixed numbered rotation, and the goals that go with them (every piece home, capture counts).
//! Compiled by `compile.rs`, played by `rules.rs` beside it.

use serde::Deserialize;

use crate::folk::spec::DirectionSet;
use crate::spec_fields::NumberOrWord;

/// Non-capturing hops (Halma, Huanwei Qi): a piece leaps over one piece or a run of pieces
/// along a drawn line onto the empty point just beyond; the leapt pieces stay.
///
/// ```yaml
/// hops: { over: enemy, run: true, directions: [n, e, w] }
/// ```
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct HopSpec {
    /// Whose pieces may be leapt.
    #[serde(default)]
    pub over: HopOver,
    /// A run of several adjacent pieces may be leapt at once (otherwise exactly one).
    #[serde(default)]
    pub run: bool,
    /// After a hop the same piece may hop again (a Halma chain), or stop (`pass`).
    #[serde(default)]
    pub chain: bool,
    /// Hop directions; the movement directions when absent.
    #[serde(default)]
    pub directions: Option<DirectionSet>,
    /// Points or regions where a hop may neither start nor land (Du Hai Qi's islands, in the
    /// translation's reading).
    #[serde(default)]
    pub not_in: Vec<String>,
}

/// Whose pieces a hop may pass over.
#[derive(Clone, Copy, Debug, Default, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
pub enum HopOver {
    /// Pieces of either side.
    #[default]
    Any,
    /// Only enemy pieces.
    Enemy,
    /// Only the mover's own pieces.
    Own,
}

/// Jump captures (draughts): a piece leaps an adjacent enemy piece along a drawn line onto the
/// empty point just beyond, and the leapt piece is removed.
///
/// ```yaml
/// jumps: { directions: orthogonal, chain: compulsory }
/// ```
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct JumpSpec {
    /// Jump directions; the movement directions when absent.
    #[serde(default)]
    pub directions: Option<DirectionSet>,
    /// Whether the jumping piece goes on jumping in the same turn.
    #[serde(default)]
    pub chain: JumpChain,
    /// A player who can capture must capture.
    #[serde(default)]
    pub compulsory: bool,
    /// An enemy piece may not be jumped along a row (or column) that holds two adjacent pieces
    /// of its side, gaps or not (Wang Tiao Qi's protecting pairs).
    #[serde(default)]
    pub pairs_protect: Option<PairProtection>,
}

/// Which lines a protecting pair guards (Wang Tiao Qi).
#[derive(Clone, Copy, Debug, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
pub enum PairProtection {
    /// Two adjacent pieces in a row guard every piece of their side in that row against
    /// sideways jumps.
    Rows,
    /// The same for rows and for columns.
    RowsAndColumns,
}

/// Continuing a turn with further jumps.
#[derive(Clone, Copy, Debug, Default, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
pub enum JumpChain {
    /// One jump per turn.
    #[default]
    None,
    /// The piece may jump again or stop (`pass`).
    Optional,
    /// The piece must jump again while it can.
    Compulsory,
}

/// Promotion: a piece that arrives on the far row becomes a king with its own movement.
///
/// ```yaml
/// promotion: { regions: [white-camp, black-camp], by: jump, king: { kind: step, directions: all } }
/// ```
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct PromotionSpec {
    /// Per player, the region where its pieces are crowned.
    pub regions: Vec<String>,
    /// Which arrivals crown: any move, or only a jump.
    #[serde(default)]
    pub by: PromoteBy,
    /// How kings move and capture.
    pub king: KingSpec,
    /// Text drawn on kings.
    #[serde(default)]
    pub glyphs: Option<Vec<String>>,
}

/// Which arrivals crown a piece.
#[derive(Clone, Copy, Debug, Default, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
pub enum PromoteBy {
    /// Any arrival.
    #[default]
    Any,
    /// Only arriving by a jump capture.
    Jump,
}

/// A king's movement and jumps.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct KingSpec {
    /// `step` or `slide`.
    pub kind: crate::folk::spec::MoveKindSpec,
    /// Directions of its moves and jumps.
    #[serde(default = "all")]
    pub directions: DirectionSet,
    /// Its jump chains (may differ from the men's).
    #[serde(default)]
    pub chain: Option<JumpChain>,
    /// After a non-capturing move the king may add one jump capture in the same turn.
    #[serde(default)]
    pub jump_after_move: bool,
}

fn all() -> DirectionSet {
    DirectionSet::Named(crate::folk::spec::NamedSet::All)
}

/// Capture by replacement (chess-like): a step onto an adjacent enemy piece removes it.
///
/// ```yaml
/// replacement: { players: [0] }
/// ```
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct ReplacementSpec {
    /// Players who capture this way; both when absent.
    #[serde(default)]
    pub players: Option<Vec<u8>>,
    /// Capture directions; the movement directions when absent.
    #[serde(default)]
    pub directions: Option<DirectionSet>,
}

/// Pieces moved in a fixed numbered rotation (Lunxing Qi): the numbers travel with the pieces,
/// and the turn passes round the numbers in order.
///
/// ```yaml
/// rotation: { numbers: [[1, 3, 5, 7], [2, 4, 6, 8]] }
/// ```
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct RotationSpec {
    /// Per player, the numbers of its pieces in the order of its `start` points.
    pub numbers: Vec<Vec<u8>>,
}

/// "Fill that region while leaving this one empty", per player.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct FillAndVacateSpec {
    /// Per player, the region to fill completely.
    pub fill: Vec<String>,
    /// Per player, the region to have no piece in.
    pub vacate: Vec<String>,
}

/// The result when the move limit runs out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LimitResultSpec {
    /// That player wins (a survival goal, e.g. the mouse).
    Player(u8),
    /// A count decides, or a draw: `draw`, `most-captures`, `most-pieces`, `most-points`.
    Count(crate::folk::spec::EndResult),
}

impl<'de> Deserialize<'de> for LimitResultSpec {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        Ok(match NumberOrWord::deserialize(deserializer)? {
            NumberOrWord::Number(player) => LimitResultSpec::Player(player),
            NumberOrWord::Word(result) => LimitResultSpec::Count(result),
        })
    }
}
