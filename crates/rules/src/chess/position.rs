//! Chess-family positions (their FEN is read and written in `notation.rs`).
//!
//! The board is a mailbox of piece codes indexed by square (`rank * files + file`, the
//! board's point ids): 0 is empty, otherwise `type + 1`, plus 128 for Black.

use super::tables::{SquareSet, NONE};
use super::variant::Variant;

/// Most piece types a ruleset may declare.
pub const MAX_TYPES: usize = 24;
/// Most squares on a board.
pub const MAX_SQUARES: usize = 128;

/// Counters and flags that a move changes and an unmove restores wholesale.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Flags {
    /// The side to move (0 White, 1 Black).
    pub side: u8,
    /// Square of each side's royal piece when it has exactly one, else `NONE`.
    pub royal: [u8; 2],
    /// Number of royal pieces per side.
    pub royal_count: [u8; 2],
    /// Squares whose pieces still have their first-move right.
    pub gates: SquareSet,
    /// Whether each king still has its special leap.
    pub leap: [bool; 2],
    /// The kings face each other on an open file (janggi).
    pub bikjang: bool,
    /// They also did in the position before.
    pub prev_bikjang: bool,
    /// Each side has made the kings face each other and so gave up the right to win.
    pub facing_forfeit: [bool; 2],
    /// A setup drop has just displaced a piece, which the same side now places again.
    pub displaced: bool,
    /// Players still to choose their start arrangement (`start-swaps`).
    pub arranging: u8,
    /// The last move was a pass.
    pub passed: bool,
    /// The move before was a pass too.
    pub prev_passed: bool,
    /// Plies played since this position was set up (game-ending repetitions need at least one).
    pub plies: u16,
    /// Plies since the last capture or pawn move (FEN's halfmove clock).
    pub halfmove: u16,
    /// FEN's move number.
    pub fullmove: u16,
    /// Plies played in the opening phase so far; `u16::MAX` once it is over.
    pub opening_ply: u16,
    /// Counting: the limit in plies (0 when no count runs).
    pub count_limit: u16,
    /// Plies counted so far (the game is drawn when it exceeds the limit).
    pub count_ply: u16,
    /// The side keeping the count (`weaker-side-counts`), 2 for none.
    pub counter: u8,
    /// The count was stopped by its keeper and starts again only after the other side captures.
    pub count_waived: bool,
    /// Shatar: whether each side's current run of checks contains a shak.
    pub shak_run: [bool; 2],
    /// Shatar: whether each side's last move gave a check.
    pub checking: [bool; 2],
    /// The last move dropped a piece whose dropping mate loses.
    pub dropped_mate_loser: bool,
}

/// One position of a game's history, as the repetition rules compare positions.
#[derive(Clone, Copy, Debug)]
pub struct Seen {
    /// What makes two positions the same: pieces, hands, side to move and move rights.
    pub key: u64,
    /// The side to move stands in check.
    pub check: bool,
    /// The position's `plies` counter (the history belongs to the position with this count).
    pub ply: u16,
    /// The move that reached it (`None` for the position the game or the FEN started from).
    pub step: Option<Step>,
}

/// The move that reached a position of the history: enough to put the board back as it was
/// before it, which the perpetual-chase rule does when a position repeats.
#[derive(Clone, Copy, Debug)]
pub struct Step {
    /// Origin square.
    pub from: u8,
    /// Destination square.
    pub to: u8,
    /// The moving piece's code before the move.
    pub moved: u8,
    /// The captured piece's code (0 for none).
    pub captured: u8,
    /// A piece moved from `from` to `to` and nothing else changed on the board (not a drop,
    /// a pass, castling or an in-place promotion).
    pub plain: bool,
}

/// The positions a game went through since the last irreversible move (capture, pawn move,
/// drop or promotion; in games with drops, since the start), oldest first, the current one
/// last. Kept by [`ChessGame`](super::ChessGame)'s moves, not by perft or the search, which
/// judge repetition their own way; empty when no rule needs it.
///
/// The history tells how a position was reached, not what it is: two positions are equal (and
/// hash alike) whatever their histories.
#[derive(Clone, Debug, Default)]
pub struct History(pub Vec<Seen>);

impl PartialEq for History {
    fn eq(&self, _: &History) -> bool {
        true
    }
}

impl Eq for History {}

impl std::hash::Hash for History {
    fn hash<H: std::hash::Hasher>(&self, _: &mut H) {}
}

/// A complete position.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    /// Piece codes per square.
    pub board: [u8; MAX_SQUARES],
    /// Pieces in hand per side and type.
    pub hands: [[u8; MAX_TYPES]; 2],
    /// Pieces on the board per side and type.
    pub counts: [[u8; MAX_TYPES]; 2],
    /// Side to move, counters and rights.
    pub flags: Flags,
    /// The positions since the last irreversible move, for the repetition rules.
    pub history: History,
}

impl Position {
    /// An empty board with White to move.
    pub fn empty() -> Position {
        Position {
            board: [0; MAX_SQUARES],
            hands: [[0; MAX_TYPES]; 2],
            counts: [[0; MAX_TYPES]; 2],
            flags: Flags {
                side: 0,
                royal: [NONE; 2],
                royal_count: [0; 2],
                gates: 0,
                leap: [false; 2],
                bikjang: false,
                prev_bikjang: false,
                facing_forfeit: [false; 2],
                arranging: 0,
                displaced: false,
                passed: false,
                prev_passed: false,
                plies: 0,
                halfmove: 0,
                fullmove: 1,
                opening_ply: u16::MAX,
                count_limit: 0,
                count_ply: 0,
                counter: super::count_rights::NO_COUNTER,
                count_waived: false,
                shak_run: [false; 2],
                checking: [false; 2],
                dropped_mate_loser: false,
            },
            history: History::default(),
        }
    }

    /// The code of a piece of `side` and type `ty`.
    #[inline]
    pub fn code(side: usize, ty: u8) -> u8 {
        (ty + 1) | ((side as u8) << 7)
    }

    /// The type of a non-empty code.
    #[inline]
    pub fn kind(code: u8) -> u8 {
        (code & 0x7f) - 1
    }

    /// The side of a non-empty code.
    #[inline]
    pub fn side_of(code: u8) -> usize {
        usize::from(code >> 7)
    }

    /// Non-royal pieces of `side` on the board and in hand.
    pub fn army(&self, v: &Variant, side: usize) -> u32 {
        (0..v.pieces.len())
            .filter(|&t| !v.pieces[t].royal)
            .map(|t| u32::from(self.counts[side][t]) + u32::from(self.hands[side][t]))
            .sum()
    }

    /// Whether `side` still holds pieces to place in the setup phase.
    pub fn in_setup(&self, v: &Variant, side: usize) -> bool {
        v.setup.is_some() && self.hands[side].iter().any(|&h| h > 0)
    }
}
