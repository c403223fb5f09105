//! A compiled chess-family ruleset ([`Variant`]): piece tables, regions as square sets, and the
//! rule flags that move generation, making moves and the rules read.

use super::position::{Position, MAX_TYPES};
use super::spec::{
    BareKingRule, CountingRule, LineMove, OpeningSpec, PromotionRule, ShakBy, StalemateRule,
    Tradition,
};
use super::tables::{Grid, Leap, SquareSet, Tables};
use crate::board::Board;

/// Promotion of one piece type, compiled.
#[derive(Clone, Debug)]
pub struct Promotion {
    /// Types it may become.
    pub to: Vec<u8>,
    /// Per-side zone.
    pub zone: [SquareSet; 2],
    /// How it promotes.
    pub rule: PromotionRule,
    /// Only to a type the side has lost.
    pub only_lost: bool,
    /// The zone's region name as written (`promotion`).
    pub zone_name: String,
}

/// One piece type, compiled.
#[derive(Clone, Debug)]
pub struct PieceInfo {
    /// Ruleset id.
    pub id: String,
    /// FEN letter, lowercase (`+p` for promoted shogi pieces).
    pub letter: String,
    /// Glyph per side.
    pub glyphs: [String; 2],
    /// Royal.
    pub royal: bool,
    /// May not hop over or capture its own type.
    pub no_hop_over_same: bool,
    /// Promotion.
    pub promotion: Option<Promotion>,
    /// The type it reverts to when captured into a hand (`+p` -> `p`).
    pub unpromoted: u8,
    /// One unpromoted piece per file when dropping.
    pub one_per_file: bool,
    /// May not be dropped to give immediate mate.
    pub no_drop_mate: bool,
    /// Dropping it to give mate loses.
    pub drop_mate_loses: bool,
    /// Setup-phase placement region per side.
    pub setup_region: Option<[SquareSet; 2]>,
    /// Squares from which the piece could never move (per side).
    pub stuck: [SquareSet; 2],
    /// Impasse points.
    pub impasse_points: u32,
    /// Shatar: gives a shak check.
    pub shak: bool,
    /// Shatar: may not mate.
    pub cannot_mate: bool,
    /// A mate given by pieces of this type alone loses.
    pub mate_loses: bool,
    /// Has a first-move extra move.
    pub first_move: bool,
    /// A pawn for the halfmove clock: its moves cannot be undone, so each resets the clock
    /// (a piece that promotes on reaching its zone; shogi-style promoters and unpromoting
    /// pieces do not).
    pub pawn_clock: bool,
    /// What a reader is told: the moves as written, where they change, where the piece stays.
    pub described: PieceText,
    /// The squares it may stand on per side: its `confined` region (a palace), or `None`.
    pub confined: Option<[SquareSet; 2]>,
}

/// A piece's moves as written in its ruleset, kept for readers (the legend).
#[derive(Clone, Debug, Default)]
pub struct PieceText {
    /// The moves in Betza notation.
    pub betza: String,
    /// The region the piece never leaves: its name as written and its squares per side.
    pub confined: Option<(String, [SquareSet; 2])>,
    /// Moves replacing `betza` inside a region: (region name, squares per side, Betza).
    pub zones: Vec<(String, [SquareSet; 2], String)>,
    /// The extra move while the piece has never moved, in Betza notation.
    pub first_move: Option<String>,
    /// How it moves along the palace lines.
    pub palace_lines: Option<LineMove>,
}

/// The king's special leap, compiled.
#[derive(Clone, Debug)]
pub struct KingLeap {
    /// Leaps per (side, square).
    pub leaps: Vec<Vec<Leap>>,
    /// Right ends with the king's first move.
    pub first_move_only: bool,
    /// Right ends when checked.
    pub lost_when_checked: bool,
    /// Right ends when an enemy piece of this type lines up with the king
    /// (`lost-when-aimed-by`).
    pub lost_when_aimed_by: Option<u8>,
    /// Not while in check.
    pub not_in_check: bool,
}

/// A compiled chess-family ruleset.
#[derive(Clone, Debug)]
pub struct Variant {
    /// The board.
    pub board: Board,
    /// Its geometry.
    pub grid: Grid,
    /// Piece types.
    pub pieces: Vec<PieceInfo>,
    /// Move tables.
    pub tables: Tables,
    /// First-move extra moves per (side, type, square).
    pub first_moves: Tables,
    /// Royal leap.
    pub king_leap: Option<KingLeap>,
    /// Captures go to hand.
    pub drops: bool,
    /// Setup region per side (sittuyin).
    pub setup: Option<[SquareSet; 2]>,
    /// Setup drops may displace a side's start pieces (`setup.displace-pawns`).
    pub displace_pawns: bool,
    /// The piece type the first player objects to in the second player's setup
    /// (`setup.objection`).
    pub setup_objection: Option<usize>,
    /// Flying general rule.
    pub flying_general: bool,
    /// Bikjang rule.
    pub bikjang: bool,
    /// Creating the facing gives up the right to win.
    pub facing_forfeits_win: bool,
    /// A lone undefended screen piece checking the enemy king draws.
    pub screen_check_draws: bool,
    /// A stalemated king may swap squares with one of its pieces.
    pub stalemate_swap: bool,
    /// The pairs each player may swap before its first move: squares per pair and side.
    pub start_swaps: Vec<[[u8; 2]; 2]>,
    /// Passing allowed.
    pub pass: bool,
    /// Passing allowed only without another move.
    pub pass_when_stuck: bool,
    /// Stalemate result.
    pub stalemate: StalemateRule,
    /// Bare king result.
    pub bare_king: BareKingRule,
    /// Counting rule.
    pub counting: Option<CountingRule>,
    /// The pieces the counting rule weighs, found by what they do.
    pub(crate) counted: super::counting::CountedPieces,
    /// The weaker side keeps the board count (`weaker-side-counts`).
    pub weaker_side_counts: bool,
    /// Each piece type's worth for judging who is weaker (filled for `weaker-side-counts`).
    pub type_worth: Vec<f64>,
    /// Repetition rule: how many times a position may stand, and whether perpetual check
    /// loses.
    pub repetition: Option<(u32, bool)>,
    /// Repetition compares positions without their first-move rights.
    pub repetition_ignores_first_moves: bool,
    /// Perpetual chase: each piece type's rank as a chaser (0: it never chases; a higher
    /// rank is a stronger piece), when the rule is played.
    pub chase: Option<Vec<u8>>,
    /// The n-move rule in moves, and whether checks extend it (xiangqi).
    pub move_limit: Option<(u32, bool)>,
    /// Shatar mate rules.
    pub shatar_mate: bool,
    /// Which checks count as a shak.
    pub shak_by: ShakBy,
    /// Material scoring instead of a draw: points per piece type and the second player's
    /// bonus.
    pub material_count: Option<(Vec<u32>, f64)>,
    /// Impasse threshold.
    pub impasse: Option<u32>,
    /// Promotion zones per side for impasse (from the royal piece's zone or `promotion`).
    pub impasse_zone: [SquareSet; 2],
    /// Opening phase.
    pub opening: Option<OpeningSpec>,
    /// Home squares per side for the opening's stay-home rule.
    pub opening_home: [SquareSet; 2],
    /// Piece types in the order FEN lists a hand.
    pub hand_order: Vec<u8>,
    /// Whether positions carry hands.
    pub has_hands: bool,
    /// Start position.
    pub start: Position,
    /// Piece counts per side and type at the start (on board and in hand).
    pub start_counts: [[u8; MAX_TYPES]; 2],
    /// Piece type standing on each square at the start (`NONE` if empty).
    pub start_types: Vec<u8>,
    /// The piece type the king castles with (`opening.castle-right`), if any.
    pub castle_partner: Option<u8>,
    /// Some rule needs to look at the opponent's replies to judge a move's legality.
    pub lookahead: bool,
    /// The rule of the piece that promotes sittuyin-style (in place or with a diagonal step),
    /// if one does.
    pub in_place_promotion: Option<PromotionRule>,
    /// The tradition whose move notation names moves for readers.
    pub tradition: Tradition,
}
