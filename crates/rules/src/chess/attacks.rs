//! Attack detection over the compiled tables: whether a square is attacked, whether a side
//! is in check, whether the kings face each other.

use super::position::Position;
use super::tables::NONE;
use super::variant::Variant;

impl Variant {
    /// Whether `target` is attacked by a piece of `by`.
    pub fn attacked(&self, pos: &Position, target: u8, by: usize) -> bool {
        self.attacker_types::<false>(pos, target, by) != 0
    }

    /// The types of `by`'s pieces attacking `target`, one bit a type; with `ALL` false it
    /// stops at the first attacker found (a non-zero answer then names only that one).
    pub(super) fn attacker_types<const ALL: bool>(
        &self,
        pos: &Position,
        target: u8,
        by: usize,
    ) -> u32 {
        let mut found = 0u32;
        let t = &self.tables;
        let i = by * self.n() + usize::from(target);
        for rl in &t.reverse_leaps[t.reverse_leap_index.get(i)] {
            let code = pos.board[usize::from(rl.from)];
            if code != 0
                && Position::side_of(code) == by
                && rl.types & (1 << Position::kind(code)) != 0
                && (rl.legs[0] == NONE || pos.board[usize::from(rl.legs[0])] == 0)
                && (rl.legs[1] == NONE || pos.board[usize::from(rl.legs[1])] == 0)
            {
                found |= 1 << Position::kind(code);
                if !ALL {
                    return found;
                }
            }
        }
        for rr in &t.reverse_rays[t.reverse_ray_index.get(i)] {
            let start = rr.start as usize;
            let end = start + usize::from(rr.len);
            let mut k = start;
            while k < end && pos.board[usize::from(t.reverse_squares[k])] == 0 {
                k += 1;
            }
            if k == end {
                continue;
            }
            let code = pos.board[usize::from(t.reverse_squares[k])];
            if Position::side_of(code) == by
                && t.reverse_slides[k] & (1 << Position::kind(code)) != 0
            {
                found |= 1 << Position::kind(code);
                if !ALL {
                    return found;
                }
            }
            if !rr.hops {
                continue;
            }
            let screen = Position::kind(code);
            k += 1;
            while k < end && pos.board[usize::from(t.reverse_squares[k])] == 0 {
                k += 1;
            }
            if k == end {
                continue;
            }
            let code = pos.board[usize::from(t.reverse_squares[k])];
            let ty = Position::kind(code);
            if Position::side_of(code) == by
                && t.reverse_hops[k] & (1 << ty) != 0
                && !(self.pieces[usize::from(ty)].no_hop_over_same && screen == ty)
            {
                found |= 1 << ty;
                if !ALL {
                    return found;
                }
            }
        }
        found
    }

    /// The types of the pieces giving check to `side`'s single royal piece, one bit a type.
    pub(super) fn checker_types(&self, pos: &Position, side: usize) -> u32 {
        if pos.flags.royal_count[side] != 1 {
            return 0;
        }
        self.attacker_types::<true>(pos, pos.flags.royal[side], 1 - side)
    }

    /// Whether `side`'s single royal piece is attacked.
    pub fn in_check(&self, pos: &Position, side: usize) -> bool {
        let k = pos.flags.royal[side];
        pos.flags.royal_count[side] == 1 && self.attacked(pos, k, 1 - side)
    }

    /// Whether the two kings stand on one file with nothing between them.
    pub fn kings_face(&self, pos: &Position) -> bool {
        self.between_kings_on_file(pos)
            .is_some_and(|mut between| between.all(|s| pos.board[s] == 0))
    }

    /// The squares between the two kings when both stand on one file; `None` otherwise.
    #[inline]
    pub(super) fn between_kings_on_file(
        &self,
        pos: &Position,
    ) -> Option<impl Iterator<Item = usize>> {
        let (a, b) = (pos.flags.royal[0], pos.flags.royal[1]);
        if a == NONE || b == NONE {
            return None;
        }
        let files = self.grid.files as usize;
        let (a, b) = (usize::from(a.min(b)), usize::from(a.max(b)));
        (a % files == b % files).then(|| (a + files..b).step_by(files))
    }
}
