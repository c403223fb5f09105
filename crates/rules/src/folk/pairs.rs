//! Placing two stones in one turn on neighbouring empty points (Cram, Duizi Qi).
//!
//! A pair is one move, `c4-d4`, written from the lower-numbered point; both points must be
//! empty, open to the player's placement, and joined by a drawn line in one of the pair
//! directions. A player with fewer than two pieces in hand cannot place a pair.

use super::state::{FolkAction, FolkMove, FolkState, EMPTY};
use super::FolkGame;
use crate::board::PointId;

impl FolkGame {
    /// Appends the pair placements of the player to move; false when the ruleset places
    /// single stones.
    pub(crate) fn pair_moves(&self, s: &FolkState, out: &mut Vec<FolkMove>) -> bool {
        let Some(dirs) = &self.pair else {
            return false;
        };
        let mover = usize::from(s.to_move);
        if s.hand[mover] < 2 {
            return true;
        }
        let open = |p: PointId| s.at(p) == EMPTY && self.placement[mover][usize::from(p)];
        for p in 0..self.board.len() as PointId {
            if !open(p) {
                continue;
            }
            for &d in dirs {
                match self.board.step_along_line(p, d) {
                    Some(q) if q > p && open(q) => {
                        out.push(FolkMove::new(FolkAction::Place, p, q));
                    }
                    _ => {}
                }
            }
        }
        true
    }
}
