//! The exact solver's replacement table: a fixed number of slots, two per bucket (one keeps
//! the result that took the most work to find, the other always takes the newest), each
//! holding a position's 128-bit fingerprint and the bounds known on its value. A position is
//! found only when both 64-bit halves of its fingerprint match, so memory stays fixed however
//! many positions the search meets, and an evicted position is simply searched again.

/// One stored result.
#[derive(Clone, Copy, Default)]
pub(super) struct Entry {
    /// The fingerprint's two halves; `used` is false in an empty slot.
    hash: u64,
    check: u64,
    /// The value lies in `lower..=upper` (in the solver's scalar encoding).
    pub lower: i32,
    pub upper: i32,
    /// Positions searched to find it: the bigger, the more worth keeping.
    work: u32,
    /// Index of the best move found, in the order `legal_moves` gives.
    pub best: u16,
    used: bool,
}

/// The table.
pub(super) struct SolveTable {
    slots: Vec<Entry>,
    filled: usize,
}

/// Bytes a slot takes.
pub(super) const SLOT_BYTES: usize = std::mem::size_of::<Entry>();

impl SolveTable {
    /// A table of at most `bytes` bytes and no more slots than `wanted` (rounded to a power of
    /// two buckets, at least one).
    pub fn new(bytes: usize, wanted: usize) -> SolveTable {
        let most = (bytes / SLOT_BYTES / 2).max(1);
        let want = wanted.div_ceil(2).max(1);
        let mut buckets = 1usize;
        while buckets * 2 <= most && buckets < want {
            buckets *= 2;
        }
        SolveTable {
            slots: vec![Entry::default(); buckets * 2],
            filled: 0,
        }
    }

    fn bucket(&self, hash: u64) -> usize {
        ((hash as usize) & (self.slots.len() / 2 - 1)) * 2
    }

    /// The entry for this fingerprint, if still stored.
    pub fn probe(&self, hash: u64, check: u64) -> Option<Entry> {
        let b = self.bucket(hash);
        self.slots[b..b + 2]
            .iter()
            .find(|e| e.used && e.hash == hash && e.check == check)
            .copied()
    }

    /// Stores bounds on a position's value, tightening any bounds already stored for it.
    pub fn store(&mut self, hash: u64, check: u64, bounds: (i32, i32), work: usize, best: u16) {
        let b = self.bucket(hash);
        let work = u32::try_from(work).unwrap_or(u32::MAX);
        let mut entry = Entry {
            hash,
            check,
            lower: bounds.0,
            upper: bounds.1,
            work,
            best,
            used: true,
        };
        let same = (b..b + 2).find(|&i| {
            let e = &self.slots[i];
            e.used && e.hash == hash && e.check == check
        });
        let slot = match same {
            Some(i) => {
                let old = self.slots[i];
                entry.lower = entry.lower.max(old.lower);
                entry.upper = entry.upper.min(old.upper);
                entry.work = entry.work.max(old.work);
                i
            }
            // The first slot keeps the costlier result; the one it displaces moves to the
            // second, which always takes what comes.
            None if !self.slots[b].used || work >= self.slots[b].work => {
                if self.slots[b].used {
                    if !self.slots[b + 1].used {
                        self.filled += 1;
                    }
                    self.slots[b + 1] = self.slots[b];
                }
                b
            }
            None => b + 1,
        };
        if !self.slots[slot].used {
            self.filled += 1;
        }
        self.slots[slot] = entry;
    }

    /// Slots in use.
    pub fn filled(&self) -> usize {
        self.filled
    }

    /// Slots in all.
    pub fn slots(&self) -> usize {
        self.slots.len()
    }
}
