//! What the piece-moving mechanics remember beyond the occupant of each point: kings and royal
//! pieces, the numbers of rotation pieces, the number due to move, capture counts and the
//! opening removals still owed. Every field stays empty or zero in games that do not use it,
//! so their positions compare, hash and print exactly as before.

use crate::board::PointId;

/// Rank of a plain piece.
pub(crate) const PLAIN: u8 = 0;
/// Rank of a crowned piece (a king).
pub(crate) const KING: u8 = 1;
/// Rank of a royal piece (capturing it wins).
pub(crate) const ROYAL: u8 = 2;

/// Per-piece marks and counters of a folk position.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub(crate) struct PieceMarks {
    /// Per point, [`PLAIN`], [`KING`] or [`ROYAL`]; empty when the ruleset has no ranks.
    pub rank: Vec<u8>,
    /// Per point, the number written on the piece (0 for none); empty without a rotation.
    pub number: Vec<u8>,
    /// The number due to move next in a rotation (0 without one).
    pub due: u8,
    /// Enemy pieces each player has captured (kept only when a goal counts them).
    pub captured: [u16; 2],
    /// Enemy pieces the player to move removes before play starts.
    pub opening: u8,
    /// Once-per-game turns each player still has (zero when the ruleset has none).
    pub once: [u8; 2],
}

impl PieceMarks {
    /// The rank of the piece on `p`.
    pub fn rank_at(&self, p: PointId) -> u8 {
        self.rank.get(usize::from(p)).copied().unwrap_or(PLAIN)
    }

    /// The number of the piece on `p` (0 when none).
    pub fn number_at(&self, p: PointId) -> u8 {
        self.number.get(usize::from(p)).copied().unwrap_or(0)
    }

    /// The marks of the piece on `from` travel with it to `to`.
    pub fn carry(&mut self, from: PointId, to: PointId) {
        for marks in [&mut self.rank, &mut self.number] {
            if let (Some(&m), true) = (marks.get(usize::from(from)), usize::from(to) < marks.len())
            {
                marks[usize::from(to)] = m;
                marks[usize::from(from)] = 0;
            }
        }
    }

    /// The piece on `p` left the board.
    pub fn clear(&mut self, p: PointId) {
        for marks in [&mut self.rank, &mut self.number] {
            if let Some(m) = marks.get_mut(usize::from(p)) {
                *m = 0;
            }
        }
    }
}
