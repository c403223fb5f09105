//! The board's symmetries, derived from the board itself: the rotations and reflections of
//! its drawing that carry every point onto a point, every step in a direction onto a step in
//! one direction, every drawn link onto a drawn link and every drawn line onto a drawn line.
//! A candidate that fails any of these checks is not a symmetry, so a board whose drawing
//! looks symmetric but whose graph is not gets only the identity.

use std::collections::{HashMap, HashSet};

use super::{Board, PointId};

/// One symmetry of a board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Symmetry {
    /// `points[p]`: the point that `p` is carried to.
    pub points: Vec<PointId>,
    /// `directions[d]`: the direction that `d` is carried to.
    pub directions: Vec<usize>,
}

impl Symmetry {
    /// Whether the symmetry carries the set of points marked in `set` onto itself.
    pub fn keeps_points(&self, set: &[bool]) -> bool {
        set.iter()
            .enumerate()
            .all(|(p, &v)| set.get(usize::from(self.points[p])) == Some(&v))
    }

    /// Whether the symmetry carries the set of directions `dirs` onto itself.
    pub fn keeps_directions(&self, dirs: &[usize]) -> bool {
        let mut image: Vec<usize> = dirs.iter().map(|&d| self.directions[d]).collect();
        let mut own = dirs.to_vec();
        image.sort_unstable();
        own.sort_unstable();
        image == own
    }

    /// True for the symmetry that moves nothing.
    pub fn is_identity(&self) -> bool {
        self.points
            .iter()
            .enumerate()
            .all(|(p, &q)| p == usize::from(q))
    }
}

/// Drawing coordinates are compared to a thousandth of a unit.
fn snap(v: f32) -> i64 {
    (f64::from(v) * 1000.0).round() as i64
}

impl Board {
    /// Every symmetry of the board's graph that is also a rotation or reflection of its
    /// drawing (by a multiple of 30 degrees about the centre, so square, hexagonal and
    /// triangular boards are all covered), the identity first.
    pub fn symmetries(&self) -> Vec<Symmetry> {
        let n = self.len();
        let identity = Symmetry {
            points: (0..n as PointId).collect(),
            directions: (0..self.directions.len()).collect(),
        };
        let mut found = vec![identity];
        if n == 0 {
            return found;
        }
        let cx = self.points.iter().map(|p| f64::from(p.x)).sum::<f64>() / n as f64;
        let cy = self.points.iter().map(|p| f64::from(p.y)).sum::<f64>() / n as f64;
        let at: HashMap<(i64, i64), PointId> = self
            .points
            .iter()
            .enumerate()
            .map(|(i, p)| ((snap(p.x), snap(p.y)), i as PointId))
            .collect();
        for turn in 0..12 {
            let angle = f64::from(turn) * std::f64::consts::PI / 6.0;
            let (sin, cos) = angle.sin_cos();
            for reflect in [false, true] {
                let image = self.points.iter().map(|p| {
                    let (dx, mut dy) = (f64::from(p.x) - cx, f64::from(p.y) - cy);
                    if reflect {
                        dy = -dy;
                    }
                    let (x, y) = (cx + dx * cos - dy * sin, cy + dx * sin + dy * cos);
                    at.get(&(snap(x as f32), snap(y as f32))).copied()
                });
                let Some(points) = image.collect::<Option<Vec<PointId>>>() else {
                    continue;
                };
                if found.iter().any(|s| s.points == points) {
                    continue;
                }
                if let Some(symmetry) = self.check_symmetry(points) {
                    found.push(symmetry);
                }
            }
        }
        found
    }

    /// The symmetry with these point images, when they preserve steps, drawn links and lines.
    fn check_symmetry(&self, points: Vec<PointId>) -> Option<Symmetry> {
        let n = self.len();
        let mut seen = vec![false; n];
        for &q in &points {
            if std::mem::replace(&mut seen[usize::from(q)], true) {
                return None;
            }
        }
        let map = |p: Option<PointId>| p.map(|p| points[usize::from(p)]);
        let dirs = self.directions.len();
        let mut directions = Vec::with_capacity(dirs);
        for d in 0..dirs {
            let image = (0..dirs).find(|&e| {
                (0..n as PointId).all(|p| {
                    let q = points[usize::from(p)];
                    self.step(q, e) == map(self.step(p, d))
                        && self.step_along_line(q, e) == map(self.step_along_line(p, d))
                })
            })?;
            if directions.contains(&image) {
                return None;
            }
            directions.push(image);
        }
        let key = |line: Vec<PointId>| {
            let mut back = line.clone();
            back.reverse();
            line.min(back)
        };
        let lines: HashSet<Vec<PointId>> =
            self.lines.iter().map(|l| key(l.points.clone())).collect();
        let kept = self.lines.iter().all(|l| {
            let image = l.points.iter().map(|&p| points[usize::from(p)]).collect();
            lines.contains(&key(image))
        });
        kept.then_some(Symmetry { points, directions })
    }
}
