//! Groups and liberties: which stones are joined, whether a group still has a free
//! neighbouring point, taking groups, and the area count at the end.
//!
//! Searches reuse one marker buffer per call (`Marks`) so legal move generation on a 17 x 17
//! board allocates once per position, not once per point.

use super::{stone, GoGame, GoState, EMPTY};
use crate::board::PointId;

/// Visited marks for flood fills: a point is marked when it holds the current stamp.
pub(crate) struct Marks {
    stamp: u32,
    seen: Vec<u32>,
    stack: Vec<PointId>,
}

impl Marks {
    /// Markers for a board of `len` points.
    pub(crate) fn new(len: usize) -> Marks {
        Marks {
            stamp: 0,
            seen: vec![0; len],
            stack: Vec::new(),
        }
    }

    fn next(&mut self) -> u32 {
        self.stamp += 1;
        self.stamp
    }
}

impl GoGame {
    /// Whether the group on `start` has a free neighbouring point other than `except`.
    pub(crate) fn breathes(
        &self,
        cells: &[u8],
        start: PointId,
        except: Option<PointId>,
        marks: &mut Marks,
    ) -> bool {
        let colour = cells[usize::from(start)];
        let stamp = marks.next();
        marks.stack.clear();
        marks.stack.push(start);
        marks.seen[usize::from(start)] = stamp;
        while let Some(p) = marks.stack.pop() {
            for &q in self.neighbours(p) {
                let cell = cells[usize::from(q)];
                if cell == EMPTY && Some(q) != except {
                    return true;
                }
                if cell == colour && marks.seen[usize::from(q)] != stamp {
                    marks.seen[usize::from(q)] = stamp;
                    marks.stack.push(q);
                }
            }
        }
        false
    }

    /// Removes the group on `start`, appending its points to `removed`.
    pub(crate) fn remove_group(
        &self,
        cells: &mut [u8],
        start: PointId,
        removed: &mut Vec<PointId>,
    ) {
        let colour = cells[usize::from(start)];
        let first = removed.len();
        cells[usize::from(start)] = EMPTY;
        removed.push(start);
        let mut next = first;
        while next < removed.len() {
            let p = removed[next];
            next += 1;
            for &q in self.neighbours(p) {
                if cells[usize::from(q)] == colour {
                    cells[usize::from(q)] = EMPTY;
                    removed.push(q);
                }
            }
        }
    }

    /// Takes every group of colour `target` next to `at` that has no liberty left, appending
    /// the removed points to `removed`.
    pub(crate) fn take_around(
        &self,
        cells: &mut [u8],
        at: PointId,
        target: u8,
        marks: &mut Marks,
        removed: &mut Vec<PointId>,
    ) {
        for i in 0..self.neighbours(at).len() {
            let q = self.neighbours(at)[i];
            if cells[usize::from(q)] == target && !self.breathes(cells, q, None, marks) {
                self.remove_group(cells, q, removed);
            }
        }
    }

    /// Whether placing a stone of `mover` on the empty point `p` leaves that stone's group a
    /// liberty, counting the liberties won by taking enemy groups.
    pub(crate) fn placement_lives(
        &self,
        cells: &[u8],
        p: PointId,
        mover: u8,
        marks: &mut Marks,
    ) -> bool {
        let own = stone(mover);
        let enemy = stone(mover ^ 1);
        self.neighbours(p).iter().any(|&q| {
            let cell = cells[usize::from(q)];
            cell == EMPTY
                || (cell == own && self.breathes(cells, q, Some(p), marks))
                || (cell == enemy && !self.breathes(cells, q, Some(p), marks))
        })
    }

    /// Area count: each player's stones plus the empty regions bordered by their stones and no
    /// stone of the opponent, plus the bonuses for sets of points they control.
    pub(crate) fn area_scores(&self, state: &GoState) -> [i32; 2] {
        let cells = &state.cells;
        let mut owner = vec![None::<u8>; cells.len()];
        for (i, &cell) in cells.iter().enumerate() {
            if cell == stone(0) || cell == stone(1) {
                owner[i] = Some(cell - 1);
            }
        }
        let mut seen = vec![false; cells.len()];
        let mut region = Vec::new();
        for start in 0..cells.len() {
            if cells[start] != EMPTY || seen[start] {
                continue;
            }
            region.clear();
            region.push(start as PointId);
            seen[start] = true;
            let mut borders = [false; 2];
            let mut next = 0;
            while next < region.len() {
                let p = region[next];
                next += 1;
                for &q in self.neighbours(p) {
                    let cell = cells[usize::from(q)];
                    if cell == EMPTY && !seen[usize::from(q)] {
                        seen[usize::from(q)] = true;
                        region.push(q);
                    } else if cell == stone(0) || cell == stone(1) {
                        borders[usize::from(cell - 1)] = true;
                    }
                }
            }
            if borders[0] != borders[1] {
                let side = if borders[0] { 0 } else { 1 };
                region
                    .iter()
                    .for_each(|&p| owner[usize::from(p)] = Some(side));
            }
        }
        let mut scores = [0i32; 2];
        owner
            .iter()
            .flatten()
            .for_each(|&p| scores[usize::from(p)] += 1);
        for (_, points, value) in &self.bonuses {
            for side in 0..2u8 {
                if points.iter().all(|&p| owner[usize::from(p)] == Some(side)) {
                    scores[usize::from(side)] += value;
                }
            }
        }
        scores
    }
}
