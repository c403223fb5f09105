//! Capture by encirclement: enemy pieces left without an empty neighbouring point.
//!
//! Neighbours are the points joined by a drawn line. Only enemy pieces next to the point the
//! mover's piece arrived on can have lost their last free neighbour, so only those are
//! examined. Without `group` each enemy piece is judged on its own (Bamboo-Basket: a piece
//! whose every neighbour is taken, one of them by the mover's piece); with `group` pieces of
//! one colour joined by lines share their free points, as in Go.

use super::state::{stone, EMPTY};
use super::FolkGame;
use crate::board::PointId;

impl FolkGame {
    /// The points joined to `p` by a drawn line.
    pub(crate) fn line_neighbours(&self, p: PointId) -> impl Iterator<Item = PointId> + '_ {
        (0..self.board.directions().len()).filter_map(move |d| self.board.step_along_line(p, d))
    }

    /// The enemy pieces (of `mover`'s opponent) next to `to` that have no free point left.
    pub(crate) fn enclosed_by(
        &self,
        cells: &[u8],
        mover: u8,
        to: PointId,
        group: bool,
    ) -> Vec<PointId> {
        let enemy = stone(mover ^ 1);
        let mut taken: Vec<PointId> = Vec::new();
        for start in self.line_neighbours(to) {
            if cells[usize::from(start)] != enemy || taken.contains(&start) {
                continue;
            }
            let members = if group {
                self.group_of(cells, start)
            } else {
                vec![start]
            };
            let breathes = members.iter().any(|&m| {
                self.line_neighbours(m)
                    .any(|q| cells[usize::from(q)] == EMPTY)
            });
            if !breathes {
                taken.extend(members);
            }
        }
        taken
    }

    /// The connected pieces of the colour standing on `start`, joined by drawn lines.
    fn group_of(&self, cells: &[u8], start: PointId) -> Vec<PointId> {
        let colour = cells[usize::from(start)];
        let mut members = vec![start];
        let mut seen = vec![false; cells.len()];
        seen[usize::from(start)] = true;
        let mut next = 0;
        while next < members.len() {
            let p = members[next];
            next += 1;
            for q in self.line_neighbours(p) {
                if !seen[usize::from(q)] && cells[usize::from(q)] == colour {
                    seen[usize::from(q)] = true;
                    members.push(q);
                }
            }
        }
        members
    }
}
