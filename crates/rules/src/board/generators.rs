//! Generators for the common board shapes.

use super::{square_label, Board, Direction, Point, PointId, Style};

/// Which drawn lines join the points of a square grid.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Links {
    /// Rows and columns only (xiangqi, go, most folk boards).
    #[default]
    Orthogonal,
    /// Rows, columns and both diagonals through every point.
    All,
    /// Rows, columns, and diagonals through every other point (the alquerque pattern):
    /// a diagonal is drawn from points whose `x + y` is even.
    Alquerque,
}

const COMPASS: [(&str, i8, i8); 8] = [
    ("n", 0, 1),
    ("ne", 1, 1),
    ("e", 1, 0),
    ("se", 1, -1),
    ("s", 0, -1),
    ("sw", -1, -1),
    ("w", -1, 0),
    ("nw", -1, 1),
];

/// The eight compass directions, `n` first and clockwise: a square grid's and an explicit
/// board's.
pub(super) fn compass() -> Vec<Direction> {
    directions(&COMPASS)
}

/// Directions from their names and steps.
fn directions(table: &[(&str, i8, i8)]) -> Vec<Direction> {
    table
        .iter()
        .map(|&(name, dx, dy)| Direction {
            name: name.to_string(),
            dx,
            dy,
        })
        .collect()
}

/// A `files` x `ranks` grid labelled like a chessboard (`a1` at the bottom left).
///
/// Directions are the eight compass points, `n` towards the second player. `style` says whether
/// pieces stand in cells (chess) or on intersections (xiangqi); `links` says which lines are drawn.
pub fn square(files: usize, ranks: usize, links: Links, style: Style) -> Board {
    let mut points = Vec::with_capacity(files * ranks);
    let mut grid = Vec::with_capacity(files * ranks);
    for rank in 0..ranks {
        for file in 0..files {
            points.push(Point {
                x: file as f32,
                y: rank as f32,
                label: square_label(file, rank),
            });
            grid.push((file as i32, rank as i32));
        }
    }
    Board::from_grid(
        points,
        grid,
        compass(),
        move |(x, y), dir| match links {
            Links::Orthogonal => dir.dx == 0 || dir.dy == 0,
            Links::All => true,
            Links::Alquerque => dir.dx == 0 || dir.dy == 0 || (x + y) % 2 == 0,
        },
        style,
    )
}

/// An alquerque-pattern board of intersections: `files` x `ranks` points, diagonals through
/// every other point.
pub fn alquerque(files: usize, ranks: usize) -> Board {
    square(files, ranks, Links::Alquerque, Style::Intersections)
}

const HEX_DIRECTIONS: [(&str, i8, i8); 6] = [
    ("e", 2, 0),
    ("ne", 1, 1),
    ("nw", -1, 1),
    ("w", -2, 0),
    ("sw", -1, -1),
    ("se", 1, -1),
];

fn hex_directions() -> Vec<Direction> {
    directions(&HEX_DIRECTIONS)
}

/// Height of one row of a triangular lattice, in column units.
const ROW_HEIGHT: f32 = 0.866_025_4;

/// A hexagon of lattice points with `side` points on each edge (`side = 3` gives 19 points).
///
/// Points are labelled by row from the bottom (`a`, `b`, ...) and position in the row from 1.
pub fn hexagonal(side: usize) -> Board {
    let n = side as i32 - 1;
    let mut points = Vec::new();
    let mut grid = Vec::new();
    for row in -n..=n {
        let count = 2 * n + 1 - row.abs();
        let first = -(count - 1);
        for i in 0..count {
            let gx = first + 2 * i;
            let label = format!("{}{}", (b'a' + (row + n) as u8) as char, i + 1);
            points.push(Point {
                x: (gx + 2 * n) as f32 / 2.0,
                y: (row + n) as f32 * ROW_HEIGHT,
                label,
            });
            grid.push((gx, row));
        }
    }
    Board::from_grid(
        points,
        grid,
        hex_directions(),
        |_, _| true,
        Style::Intersections,
    )
}

/// A triangle of lattice points with `side` points on each edge, apex at the top.
///
/// Rows are labelled from the bottom (`a` is the longest row), points in a row from 1.
pub fn triangular(side: usize) -> Board {
    let n = side as i32;
    let mut points = Vec::new();
    let mut grid = Vec::new();
    for row in 0..n {
        let count = n - row;
        for i in 0..count {
            let gx = row + 2 * i;
            let label = format!("{}{}", (b'a' + row as u8) as char, i + 1);
            points.push(Point {
                x: gx as f32 / 2.0,
                y: row as f32 * ROW_HEIGHT,
                label,
            });
            grid.push((gx, row));
        }
    }
    let mut board = Board::from_grid(
        points,
        grid,
        hex_directions(),
        |_, _| true,
        Style::Intersections,
    );
    let side_points = |pred: &dyn Fn(i32, i32) -> bool| -> Vec<PointId> {
        (0..board.len() as PointId)
            .filter(|&p| {
                let (gx, row) = board.grid(p);
                pred(gx, row)
            })
            .collect()
    };
    let bottom = side_points(&|_, row| row == 0);
    let left = side_points(&|gx, row| gx == row);
    let right = side_points(&|gx, row| gx == 2 * (n - 1) - row);
    board.set_region("side-bottom", bottom);
    board.set_region("side-left", left);
    board.set_region("side-right", right);
    board
}

/// A track of cells in playing order, drawn at the given grid coordinates; directions `next`
/// and `prev` follow the order, not the geometry. Cells are labelled 1, 2, 3, ...
pub fn track(cells: &[(i32, i32)]) -> Board {
    let points: Vec<Point> = cells
        .iter()
        .enumerate()
        .map(|(i, &(x, y))| Point {
            x: x as f32,
            y: y as f32,
            label: (i + 1).to_string(),
        })
        .collect();
    let directions = vec![
        Direction {
            name: "next".into(),
            dx: 1,
            dy: 0,
        },
        Direction {
            name: "prev".into(),
            dx: -1,
            dy: 0,
        },
    ];
    let last = cells.len().saturating_sub(1);
    let mut neighbours = Vec::with_capacity(cells.len() * 2);
    for i in 0..cells.len() {
        neighbours.push((i < last).then(|| (i + 1) as PointId));
        neighbours.push((i > 0).then(|| (i - 1) as PointId));
    }
    let linked = vec![0b11; cells.len()];
    Board::from_parts(
        points,
        cells.to_vec(),
        directions,
        neighbours,
        linked,
        Vec::new(),
        Style::Cells,
    )
}
