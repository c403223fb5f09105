//! What the compiled move tables say about a piece's worth, read the way the legend reads
//! them (from a square of an otherwise empty board): its weighted reach from each square, and
//! how many of its own moves it needs to enter a zone. The search's evaluation is built on these.

use super::tables::{SquareSet, CAPTURES, HOP_CAPTURES, HOP_MOVES, MOVES, NONE};
use super::variant::Variant;

/// Weight of one destination by what the move may do there: a square a piece can both enter
/// and capture on counts 1; a hop (which needs a screen) counts less.
fn flag_weight(flags: u8) -> f64 {
    let mut w = 0.0;
    if flags & MOVES != 0 {
        w += 0.45;
    }
    if flags & CAPTURES != 0 {
        w += 0.55;
    }
    if flags & HOP_MOVES != 0 {
        w += 0.15;
    }
    if flags & HOP_CAPTURES != 0 {
        w += 0.25;
    }
    w
}

/// Each square that must be empty for a leap (a lame leg) costs this factor.
const LEG_FACTOR: f64 = 0.85;
/// Each further square along a slide counts this much less than the one before: on a full
/// board the far squares are rarely open.
const RAY_DECAY: f64 = 0.9;

impl Variant {
    /// The table index of `side`'s piece kind `ty` on `sq`.
    fn table_index(&self, side: usize, ty: usize, sq: u8) -> usize {
        (side * self.pieces.len() + ty) * self.grid.len() + usize::from(sq)
    }

    /// The weighted number of destinations of `side`'s piece kind `ty` standing on `sq` of an
    /// empty board: leaps and slide squares, each by what it may do (`flag_weight`), lame
    /// leaps and far slide squares counting less.
    pub fn reach(&self, side: usize, ty: usize, sq: u8) -> f64 {
        let t = &self.tables;
        let i = self.table_index(side, ty, sq);
        let leaps: f64 = t.leaps[t.leap_index.get(i)]
            .iter()
            .map(|l| {
                let legs = l.legs.iter().filter(|&&s| s != NONE).count();
                flag_weight(l.flags) * LEG_FACTOR.powi(legs as i32)
            })
            .sum();
        let rays: f64 = t.rays[t.ray_index.get(i)]
            .iter()
            .map(|r| {
                let w = flag_weight(r.flags);
                (0..r.len)
                    .map(|k| w * RAY_DECAY.powi(i32::from(k)))
                    .sum::<f64>()
            })
            .sum();
        leaps + rays
    }

    /// The squares the first player's pieces of kind `ty` can stand on (the legend's reading).
    pub fn standing_squares(&self, ty: usize) -> SquareSet {
        self.reachable(ty)
    }

    /// How many of its own moves `side`'s piece kind `ty` on `sq` of an empty board needs to
    /// stand inside `zone` (0 when it already does), or `None` when it never gets there.
    pub fn moves_to_zone(&self, side: usize, ty: usize, sq: u8, zone: SquareSet) -> Option<u32> {
        let mut seen: SquareSet = 1u128 << sq;
        let mut frontier = seen;
        for steps in 0..self.grid.len() as u32 {
            if frontier & zone != 0 {
                return Some(steps);
            }
            let mut next: SquareSet = 0;
            let mut rest = frontier;
            while rest != 0 {
                let at = rest.trailing_zeros() as u8;
                rest &= rest - 1;
                next |= self.destination_set(self.table_index(side, ty, at));
            }
            frontier = next & !seen;
            if frontier == 0 {
                return None;
            }
            seen |= next;
        }
        None
    }
}
