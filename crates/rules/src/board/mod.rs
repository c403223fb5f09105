//! Boards as graphs: points with drawing coordinates, named directions, drawn lines and regions.
//!
//! Every game in the archive plays on a [`Board`]. Chess-family games move by geometry (a
//! knight's leap ignores drawn lines), folk games move along the lines drawn on the board, so a
//! board keeps both: a geometric neighbour table per direction and, per point, which of those
//! neighbours are joined to it by a drawn line.

mod drawing;
mod generators;
mod goal_steps;
mod occupant;
mod spec;
mod symmetry;

pub use drawing::{Drawing, EdgeLabels, Figure, Passage};
pub use generators::{alquerque, hexagonal, square, track, triangular, Links};
pub(crate) use goal_steps::GoalSteps;
pub(crate) use occupant::{stone, EMPTY};
pub use spec::{BoardError, BoardSpec, ExplicitPoint, PatternSpec};
pub use symmetry::Symmetry;

use std::collections::BTreeMap;

/// Index of a point on its board (dense, `0..board.len()`).
pub type PointId = u16;

/// A point where a piece can stand: an intersection, a cell centre or an edge.
#[derive(Clone, Debug, PartialEq)]
pub struct Point {
    /// Column in drawing units (grid boards use whole numbers, 0 at the left).
    pub x: f32,
    /// Row in drawing units, 0 at the bottom (the first player's side).
    pub y: f32,
    /// The name used in notation, e.g. `e4` or `17`.
    pub label: String,
}

/// A direction of movement, e.g. `n` (towards the second player) or `ne`.
#[derive(Clone, Debug, PartialEq)]
pub struct Direction {
    /// Short name used in rulesets: `n`, `ne`, `e`, ... or `next` on tracks.
    pub name: String,
    /// Column step in grid units.
    pub dx: i8,
    /// Row step in grid units (positive is towards the second player).
    pub dy: i8,
}

/// How pieces sit on the board when it is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Style {
    /// Pieces stand on intersections of drawn lines (xiangqi, go, alquerque).
    Intersections,
    /// Pieces stand inside squares or cells (chess, shogi, race tracks).
    Cells,
}

/// A drawn straight line through a sequence of points, e.g. a board row or a diagonal.
#[derive(Clone, Debug, PartialEq)]
pub struct Line {
    /// Points in order along the line.
    pub points: Vec<PointId>,
}

/// A board: points, directions, neighbour tables, drawn lines and named regions.
#[derive(Clone, Debug, PartialEq)]
pub struct Board {
    points: Vec<Point>,
    directions: Vec<Direction>,
    /// `neighbours[p * directions.len() + d]`: the point one step from `p` in direction `d`.
    neighbours: Vec<Option<PointId>>,
    /// Integer lattice coordinates used to find neighbours (`(x, y)` for square boards,
    /// doubled columns for hexagonal and triangular ones).
    grid: Vec<(i32, i32)>,
    /// `linked[p]`: bit `d` is set when a drawn line joins `p` to its neighbour in direction `d`.
    linked: Vec<u32>,
    lines: Vec<Line>,
    regions: BTreeMap<String, Vec<PointId>>,
    style: Style,
    drawing: Drawing,
    width: f32,
    height: f32,
}

impl Board {
    /// Builds a board from points and directions; neighbours are found by grid coordinates.
    ///
    /// `links` tells, for a lattice point and a direction, whether a line is drawn that way.
    pub(crate) fn from_grid(
        points: Vec<Point>,
        grid: Vec<(i32, i32)>,
        directions: Vec<Direction>,
        links: impl Fn((i32, i32), &Direction) -> bool,
        style: Style,
    ) -> Board {
        let mut at = BTreeMap::new();
        for (i, &g) in grid.iter().enumerate() {
            at.insert(g, i as PointId);
        }
        let dirs = directions.len();
        let mut neighbours = vec![None; points.len() * dirs];
        let mut linked = vec![0u32; points.len()];
        for (i, &(gx, gy)) in grid.iter().enumerate() {
            for (d, dir) in directions.iter().enumerate() {
                let key = (gx + i32::from(dir.dx), gy + i32::from(dir.dy));
                if let Some(&q) = at.get(&key) {
                    neighbours[i * dirs + d] = Some(q);
                    if links((gx, gy), dir) {
                        linked[i] |= 1 << d;
                    }
                }
            }
        }
        let mut board = Board::from_parts(
            points,
            grid,
            directions,
            neighbours,
            linked,
            Vec::new(),
            style,
        );
        board.lines = board.trace_lines();
        board
    }

    /// Number of points.
    pub fn len(&self) -> usize {
        self.points.len()
    }

    /// True for a board without points (never produced by the generators).
    pub fn is_empty(&self) -> bool {
        self.points.is_empty()
    }

    /// All points, indexed by [`PointId`].
    pub fn points(&self) -> &[Point] {
        &self.points
    }

    /// One point.
    pub fn point(&self, id: PointId) -> &Point {
        &self.points[usize::from(id)]
    }

    /// The point with this notation label, if any.
    pub fn find(&self, label: &str) -> Option<PointId> {
        self.points
            .iter()
            .position(|p| p.label == label)
            .map(|i| i as PointId)
    }

    /// The board's directions; a direction's index is its id in [`Board::step`].
    pub fn directions(&self) -> &[Direction] {
        &self.directions
    }

    /// Index of the direction with this name.
    pub fn direction(&self, name: &str) -> Option<usize> {
        self.directions.iter().position(|d| d.name == name)
    }

    /// The point one geometric step from `from` in direction `dir`, drawn line or not.
    pub fn step(&self, from: PointId, dir: usize) -> Option<PointId> {
        self.neighbours[usize::from(from) * self.directions.len() + dir]
    }

    /// The point one step from `from` along a drawn line in direction `dir`.
    pub fn step_along_line(&self, from: PointId, dir: usize) -> Option<PointId> {
        if self.linked[usize::from(from)] & (1 << dir) != 0 {
            self.step(from, dir)
        } else {
            None
        }
    }

    /// The point at grid offset (`dx`, `dy`) from `from`, if the board has one there.
    pub fn offset(&self, from: PointId, dx: i32, dy: i32) -> Option<PointId> {
        let (x, y) = self.grid[usize::from(from)];
        let target = (x + dx, y + dy);
        self.grid
            .iter()
            .position(|&g| g == target)
            .map(|i| i as PointId)
    }

    /// Integer lattice coordinates of a point (doubled columns on hexagonal lattices).
    pub fn grid(&self, id: PointId) -> (i32, i32) {
        self.grid[usize::from(id)]
    }

    /// The points row by row from the top, each row from the left: the order in which
    /// position notations list them (one copy for every family that needs it).
    pub fn rows_from_top(&self) -> Vec<Vec<PointId>> {
        let mut ids: Vec<PointId> = (0..self.len() as PointId).collect();
        ids.sort_by_key(|&p| {
            let (x, y) = self.grid(p);
            (-y, x)
        });
        let mut rows: Vec<Vec<PointId>> = Vec::new();
        for p in ids {
            match rows.last_mut() {
                Some(row) if self.grid(row[0]).1 == self.grid(p).1 => row.push(p),
                _ => rows.push(vec![p]),
            }
        }
        rows
    }

    /// Writes the points in notation order ([`Board::rows_from_top`], rows parted by `/`),
    /// each by `cell`'s sign and each run of empty points (`None`) as its length.
    pub fn write_rows(&self, out: &mut String, mut cell: impl FnMut(PointId) -> Option<char>) {
        for (r, row) in self.rows_from_top().iter().enumerate() {
            if r > 0 {
                out.push('/');
            }
            write_empty_runs(out, row.iter().map(|&p| cell(p)), |out, sign| {
                out.push(sign)
            });
        }
    }

    /// The drawn straight lines, each as an ordered run of points (used for drawing and for
    /// line patterns such as "three in a row").
    pub fn lines(&self) -> &[Line] {
        &self.lines
    }

    /// Named regions (palace, river half, home rows, ...).
    pub fn regions(&self) -> &BTreeMap<String, Vec<PointId>> {
        &self.regions
    }

    /// The points of a named region.
    pub fn region(&self, name: &str) -> Option<&[PointId]> {
        self.regions.get(name).map(Vec::as_slice)
    }

    /// Adds or replaces a named region.
    pub fn set_region(&mut self, name: impl Into<String>, points: Vec<PointId>) {
        self.regions.insert(name.into(), points);
    }

    /// Whether pieces stand on intersections or in cells.
    pub fn style(&self) -> Style {
        self.style
    }

    /// What a diagram shows beyond points and lines (see [`Drawing`]).
    pub fn drawing(&self) -> &Drawing {
        &self.drawing
    }

    /// Sets what a diagram shows beyond points and lines; the ruleset's compiler calls this.
    pub fn set_drawing(&mut self, drawing: Drawing) {
        self.drawing = drawing;
    }

    /// Width and height of the board's bounding box in grid units (cells count as one unit).
    pub fn extent(&self) -> (f32, f32) {
        (self.width, self.height)
    }

    /// Follows drawn lines through every point, once per direction pair, to list maximal lines.
    fn trace_lines(&self) -> Vec<Line> {
        let dirs = self.directions.len();
        let mut lines = Vec::new();
        for start in 0..self.points.len() as PointId {
            for d in 0..dirs {
                let Some(back) = self.opposite(d) else {
                    continue;
                };
                // A line starts where it cannot be extended backwards; walk it forwards.
                let starts_here = self.step_along_line(start, d).is_some()
                    && self.step_along_line(start, back).is_none();
                if !starts_here || !self.is_canonical(d, back) {
                    continue;
                }
                let mut points = vec![start];
                let mut at = start;
                while let Some(next) = self.step_along_line(at, d) {
                    points.push(next);
                    at = next;
                }
                lines.push(Line { points });
            }
        }
        lines
    }

    /// The direction pointing the other way from `dir`, if the board has it.
    pub fn opposite(&self, dir: usize) -> Option<usize> {
        let d = &self.directions[dir];
        self.directions
            .iter()
            .position(|o| o.dx == -d.dx && o.dy == -d.dy)
    }

    /// Of two opposite directions, only one traces lines (the one listed first).
    fn is_canonical(&self, dir: usize, back: usize) -> bool {
        dir < back
    }

    pub(crate) fn from_parts(
        points: Vec<Point>,
        grid: Vec<(i32, i32)>,
        directions: Vec<Direction>,
        neighbours: Vec<Option<PointId>>,
        linked: Vec<u32>,
        lines: Vec<Line>,
        style: Style,
    ) -> Board {
        let width = points.iter().map(|p| p.x).fold(0.0, f32::max) + 1.0;
        let height = points.iter().map(|p| p.y).fold(0.0, f32::max) + 1.0;
        Board {
            points,
            grid,
            directions,
            neighbours,
            linked,
            lines,
            regions: BTreeMap::new(),
            style,
            drawing: Drawing::default(),
            width,
            height,
        }
    }
}

/// The label of a grid point: file letter then rank number from 1, as in chess (`a1`, `i10`).
pub fn square_label(file: usize, rank: usize) -> String {
    let letter = (b'a' + (file as u8 % 26)) as char;
    if file >= 26 {
        format!("{letter}{letter}{}", rank + 1)
    } else {
        format!("{letter}{}", rank + 1)
    }
}

/// Writes `cells` as position notations do: each run of empty cells (`None`) as its length,
/// every other cell by `write`.
pub fn write_empty_runs<T>(
    out: &mut String,
    cells: impl IntoIterator<Item = Option<T>>,
    mut write: impl FnMut(&mut String, T),
) {
    let mut empty = 0;
    for cell in cells {
        let Some(cell) = cell else {
            empty += 1;
            continue;
        };
        if empty > 0 {
            out.push_str(&empty.to_string());
            empty = 0;
        }
        write(out, cell);
    }
    if empty > 0 {
        out.push_str(&empty.to_string());
    }
}
