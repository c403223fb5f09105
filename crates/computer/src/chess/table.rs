//! The alpha-beta search's transposition table: one entry per slot, keyed by the position's
//! hash, holding the best move found, a score with its bound and the depth it was searched to.

use super::alphabeta::MATE;
use boardlore_rules::chess::ChessMove;

/// The score is exact.
pub const EXACT: u8 = 0;
/// The score is at least this (the search cut off above beta).
pub const LOWER: u8 = 1;
/// The score is at most this (no move reached alpha).
pub const UPPER: u8 = 2;

/// Slots: 2^18 of 16 bytes, 4 MiB.
const BITS: u32 = 18;
/// Scores this near [`MATE`] are mates, stored relative to the node.
const MATE_ZONE: i32 = MATE - 1_000;

/// One stored search result.
#[derive(Clone, Copy, Default)]
pub struct Entry {
    key: u64,
    /// The best (or cutting) move.
    pub mv: Option<ChessMove>,
    score: i16,
    /// Depth searched.
    pub depth: i8,
    /// [`EXACT`], [`LOWER`] or [`UPPER`].
    pub bound: u8,
}

impl Entry {
    /// The score as seen from a node `ply` plies below the root.
    pub fn score(&self, ply: usize) -> i32 {
        let score = i32::from(self.score);
        if score > MATE_ZONE {
            score - ply as i32
        } else if score < -MATE_ZONE {
            score + ply as i32
        } else {
            score
        }
    }
}

/// The table.
pub struct Table {
    slots: Vec<Entry>,
}

impl Table {
    /// An empty table.
    pub fn new() -> Table {
        Table {
            slots: vec![Entry::default(); 1 << BITS],
        }
    }

    fn slot(&self, hash: u64) -> usize {
        (hash as usize) & (self.slots.len() - 1)
    }

    /// The entry stored for `hash`, if any.
    pub fn probe(&self, hash: u64) -> Option<Entry> {
        let entry = self.slots[self.slot(hash)];
        (entry.key == hash).then_some(entry)
    }

    /// Stores a result found `ply` plies below the root, keeping a deeper bound of the same
    /// position.
    pub fn store(
        &mut self,
        hash: u64,
        depth: i32,
        score: i32,
        bound: u8,
        mv: Option<ChessMove>,
        ply: usize,
    ) {
        let slot = self.slot(hash);
        let old = self.slots[slot];
        if old.key == hash && i32::from(old.depth) > depth && bound != EXACT {
            return;
        }
        let relative = if score > MATE_ZONE {
            score + ply as i32
        } else if score < -MATE_ZONE {
            score - ply as i32
        } else {
            score
        };
        self.slots[slot] = Entry {
            key: hash,
            mv: mv.or(if old.key == hash { old.mv } else { None }),
            score: relative.clamp(-32_000, 32_000) as i16,
            depth: depth.clamp(0, 127) as i8,
            bound,
        };
    }
}
