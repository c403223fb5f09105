//! Positions and moves of folk games.

use crate::board::PointId;

/// Cell contents: nothing, a player's piece ([`stone`]) or one of the codes below.
pub(crate) use crate::board::{stone, EMPTY};
/// A shared piece (moved by either player); above every seat's code.
pub(crate) const SHARED: u8 = super::seats::MAX_SEATS as u8 + 1;
/// `chain` value: no capture chain under way.
pub(crate) const NO_CHAIN: u16 = u16::MAX;
/// `chain` value: any of the mover's pieces may continue.
pub(crate) const ANY_PIECE: u16 = u16::MAX - 1;

/// Seat `seat`'s entry of a two-player count (pieces in hand, captures owed, pieces to give
/// up): 0 for a further seat, which never has one (those rules are two-player, see `seats.rs`).
pub(crate) fn two_player_count(counts: &[u8; 2], seat: u8) -> u8 {
    counts.get(usize::from(seat)).copied().unwrap_or(0)
}

/// A complete folk-game position: board contents, whose turn, pieces in hand, pending choice
/// removals, a chain under way, protected pieces, counters, and drawn edges for box games.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct FolkState {
    /// Per point: 0 empty, 1 + seat for a seat's piece, [`SHARED`] for a shared piece.
    pub(crate) cells: Vec<u8>,
    /// The seat to move (0 for the first player).
    pub(crate) to_move: u8,
    /// Who made the last move (2 before any move), for shared-piece goals.
    pub(crate) last_mover: u8,
    /// Pieces in hand per player.
    pub(crate) hand: [u8; 2],
    /// Captures still owed to each player after placement (Wuhuqi's capture phase).
    pub(crate) credit: [u8; 2],
    /// Enemy pieces the player to move must still choose and remove this turn.
    pub(crate) remove: u8,
    /// Own pieces each player still has to give up, of their own choice.
    pub(crate) owe: [u8; 2],
    /// The point of the piece continuing a capture chain, [`ANY_PIECE`] or [`NO_CHAIN`].
    pub(crate) chain: u16,
    /// Bit per point: pieces protected by a scored shape.
    pub(crate) protected: u64,
    /// Plies played (kept only when the ruleset has a move limit).
    pub(crate) ply: u16,
    /// Plies since the last capture (kept only with a quiet limit).
    pub(crate) quiet: u16,
    /// Box games: per edge, 0 undrawn or 1 + the player who drew it.
    pub(crate) edges: Vec<u8>,
    /// Box games: per box, 0 unclaimed or 1 + its owner.
    pub(crate) boxes: Vec<u8>,
    /// Kings, royal pieces, rotation numbers and capture counts (empty when unused).
    pub(crate) marks: super::piece_marks::PieceMarks,
    /// Turns of several stones: what the turn still holds, tokens, a winning row made.
    pub(crate) turn: super::turn_plan::TurnState,
}

impl FolkState {
    /// The occupant code at `p`.
    pub(crate) fn at(&self, p: PointId) -> u8 {
        self.cells[usize::from(p)]
    }

    /// True when the piece at `p` is protected by a scored shape.
    pub(crate) fn is_protected(&self, p: PointId) -> bool {
        p < 64 && self.protected & (1u64 << p) != 0
    }

    /// Number of pieces player `p` has on the board.
    pub(crate) fn count(&self, p: u8) -> usize {
        let code = stone(p);
        self.cells.iter().filter(|&&c| c == code).count()
    }
}

/// What a move does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FolkAction {
    /// Place a piece from hand on `to`.
    Place,
    /// Move the piece on `from` to `to`.
    Move,
    /// Remove the enemy piece on `to` (a chosen capture).
    Remove,
    /// Draw the edge between dots `from` and `to`.
    Edge,
    /// End a capture chain.
    Pass,
    /// Leap from `from` over one piece or a run of pieces onto `to`; nothing is captured.
    Hop,
    /// Leap from `from` over an adjacent enemy piece onto `to`, capturing it.
    Jump,
}

/// A folk-game move: an action and up to two points.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct FolkMove {
    /// What the move does.
    pub action: FolkAction,
    /// Start point (moves), first dot (edges).
    pub from: PointId,
    /// Target point.
    pub to: PointId,
}

impl FolkMove {
    pub(crate) fn new(action: FolkAction, from: PointId, to: PointId) -> FolkMove {
        FolkMove { action, from, to }
    }
}
