//! The board part of a ruleset, as written in YAML, and its compilation into a [`Board`].

use std::collections::BTreeMap;
use std::fmt;

use serde::Deserialize;

use crate::spec_fields::read_by_kind;

use super::{generators, Board, Line, Links, Point, PointId, Style};

/// A board as described in a ruleset (`rules.board`).
///
/// ```yaml
/// board: { kind: square, files: 9, ranks: 10, style: intersections,
///          regions: { palace: [d1, e1, f1, d2, e2, f2, d3, e3, f3] } }
/// ```
///
/// Read as a flat set of fields checked against the `kind` (see `spec_fields`).
#[derive(Clone, Debug, PartialEq)]
pub enum BoardSpec {
    /// A rectangular grid labelled like a chessboard.
    Square {
        /// Number of columns.
        files: usize,
        /// Number of rows.
        ranks: usize,
        /// Which lines are drawn between the points.
        links: LinksSpec,
        /// Pieces in cells (`cells`, the default) or on intersections.
        style: StyleSpec,
        /// Named regions, each a list of point labels or `a1:c3` rectangles.
        regions: BTreeMap<String, Vec<String>>,
        /// How the cells are coloured when drawn.
        pattern: PatternSpec,
        /// Regions whose linked crossings are drawn as arrows (walls drawn where
        /// side-by-side points are not linked).
        passages: Vec<String>,
    },
    /// A hexagon of points with `side` points on each edge.
    Hexagonal {
        /// Points per edge.
        side: usize,
        /// Named regions.
        regions: BTreeMap<String, Vec<String>>,
    },
    /// A triangle of points with `side` points on each edge.
    Triangular {
        /// Points per edge.
        side: usize,
        /// Named regions.
        regions: BTreeMap<String, Vec<String>>,
    },
    /// A race track of cells in playing order, given by their grid coordinates.
    Track {
        /// `[x, y]` of each cell in order.
        cells: Vec<(i32, i32)>,
        /// Named regions.
        regions: BTreeMap<String, Vec<String>>,
    },
    /// An irregular board given point by point, with the lines drawn through them.
    Explicit {
        /// The points with their labels and drawing coordinates.
        points: Vec<ExplicitPoint>,
        /// Drawn lines, each a list of point labels in order; consecutive points are adjacent.
        lines: Vec<Vec<String>>,
        /// Pieces in cells or on intersections (the default for explicit boards).
        style: StyleSpec,
        /// Named regions.
        regions: BTreeMap<String, Vec<String>>,
        /// How the cells are coloured when drawn.
        pattern: PatternSpec,
        /// Regions whose linked crossings are drawn as arrows (walls drawn where
        /// side-by-side points are not linked).
        passages: Vec<String>,
    },
}

read_by_kind! {
    BoardSpec from BoardFields, kind BoardKind {
        /// Columns of a square board.
        files: usize,
        /// Rows of a square board.
        ranks: usize,
        /// Lines drawn on a square board.
        links: LinksSpec,
        /// Cells or intersections (square and explicit boards).
        style: StyleSpec,
        /// Named regions (every kind).
        regions: BTreeMap<String, Vec<String>>,
        /// Points per edge of a hexagonal or triangular board.
        side: usize,
        /// The cells of a track.
        cells: Vec<(i32, i32)>,
        /// The points of an explicit board.
        points: Vec<ExplicitPoint>,
        /// The drawn lines of an explicit board.
        lines: Vec<Vec<String>>,
        /// Plain or chequered cells (square and explicit boards).
        pattern: PatternSpec,
        /// Regions whose crossings are drawn as passages (square and explicit boards).
        passages: Vec<String>,
    }
    Square = "square" {
        files: required,
        ranks: required,
        links: default,
        style: default,
        regions: default,
        pattern: default,
        passages: default,
    },
    Hexagonal = "hexagonal" { side: required, regions: default },
    Triangular = "triangular" { side: required, regions: default },
    Track = "track" { cells: required, regions: default },
    Explicit = "explicit" {
        points: required,
        lines: required,
        style: or(StyleSpec::Intersections),
        regions: default,
        pattern: default,
        passages: default,
    },
}

/// One point of an explicit board.
#[derive(Clone, Debug, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct ExplicitPoint {
    /// Notation label.
    pub id: String,
    /// Column in drawing units.
    pub x: i32,
    /// Row in drawing units, 0 at the bottom.
    pub y: i32,
}

/// `links:` in YAML.
#[derive(Clone, Copy, Debug, Default, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
pub enum LinksSpec {
    /// Rows and columns.
    #[default]
    Orthogonal,
    /// Rows, columns and all diagonals.
    All,
    /// Diagonals through every other point.
    Alquerque,
}

/// `style:` in YAML.
#[derive(Clone, Copy, Debug, Default, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
pub enum StyleSpec {
    /// Pieces stand in cells.
    #[default]
    Cells,
    /// Pieces stand on intersections.
    Intersections,
}

/// `pattern:` in YAML: how the cells of a board of cells are coloured.
#[derive(Clone, Copy, Debug, Default, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
pub enum PatternSpec {
    /// Chequered on an 8x8 board, plain otherwise.
    #[default]
    Auto,
    /// One colour, ruled lines only (a makruk board).
    Plain,
    /// Alternating light and dark cells.
    Checkered,
}

/// A problem in a board description, with the field it concerns.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardError {
    /// Field path inside `board`, e.g. `regions.palace[3]`.
    pub field: String,
    /// What is wrong and what was expected.
    pub message: String,
}

impl fmt::Display for BoardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "board.{}: {}", self.field, self.message)
    }
}

impl BoardSpec {
    /// Builds the board, reporting every problem found (not just the first).
    pub fn build(&self) -> Result<Board, Vec<BoardError>> {
        let mut errors = Vec::new();
        let (mut board, regions) = match self {
            BoardSpec::Square {
                files,
                ranks,
                links,
                style,
                regions,
                ..
            } => {
                if !(1..=26).contains(files) || !(1..=99).contains(ranks) {
                    errors.push(BoardError {
                        field: "files".into(),
                        message: format!(
                            "a {files}x{ranks} board: expected 1-26 files and 1-99 ranks"
                        ),
                    });
                    return Err(errors);
                }
                let links = match links {
                    LinksSpec::Orthogonal => Links::Orthogonal,
                    LinksSpec::All => Links::All,
                    LinksSpec::Alquerque => Links::Alquerque,
                };
                (
                    generators::square(*files, *ranks, links, style.into()),
                    regions,
                )
            }
            BoardSpec::Hexagonal { side, regions } => {
                (generators::hexagonal(edge_points(*side, 13)?), regions)
            }
            BoardSpec::Triangular { side, regions } => {
                (generators::triangular(edge_points(*side, 26)?), regions)
            }
            BoardSpec::Track { cells, regions } => {
                if cells.is_empty() {
                    return Err(vec![BoardError {
                        field: "cells".into(),
                        message: "a track needs at least one cell".into(),
                    }]);
                }
                (generators::track(cells), regions)
            }
            BoardSpec::Explicit {
                points,
                lines,
                style,
                regions,
                ..
            } => (explicit(points, lines, style.into(), &mut errors), regions),
        };
        for (name, items) in regions {
            let mut ids = Vec::new();
            for (i, item) in items.iter().enumerate() {
                match resolve(&board, item) {
                    Some(found) => ids.extend(found),
                    None => errors.push(BoardError {
                        field: format!("regions.{name}[{i}]"),
                        message: format!("`{item}` is not a point of this board (expected a label such as a1, or a rectangle a1:c3)"),
                    }),
                }
            }
            board.set_region(name.clone(), ids);
        }
        self.set_drawing(&mut board, &mut errors);
        if errors.is_empty() {
            Ok(board)
        } else {
            Err(errors)
        }
    }
}

impl BoardSpec {
    /// True when the board names regions whose passages (and walls) its diagram draws.
    pub fn draws_passages(&self) -> bool {
        matches!(
            self,
            BoardSpec::Square { passages, .. } | BoardSpec::Explicit { passages, .. }
                if !passages.is_empty()
        )
    }

    /// The board's own part of its drawing: the cell pattern, passages and walls.
    fn set_drawing(&self, board: &mut Board, errors: &mut Vec<BoardError>) {
        let (pattern, passages) = match self {
            BoardSpec::Square {
                pattern, passages, ..
            }
            | BoardSpec::Explicit {
                pattern, passages, ..
            } => (*pattern, passages),
            _ => return,
        };
        for (i, name) in passages.iter().enumerate() {
            if board.region(name).is_none() {
                errors.push(BoardError {
                    field: format!("passages[{i}]"),
                    message: format!(
                        "`{name}` is not one of the board's regions (name a region of \
                         `regions`, e.g. an island)"
                    ),
                });
            }
        }
        let (arrows, walls) = board.passages_of(passages);
        let drawing = board.drawing_mut();
        drawing.plain_cells = pattern == PatternSpec::Plain;
        drawing.checkered_cells = pattern == PatternSpec::Checkered;
        drawing.passage_regions = passages.clone();
        drawing.passages = arrows;
        drawing.walls = walls;
    }
}

impl From<&StyleSpec> for Style {
    fn from(s: &StyleSpec) -> Style {
        match s {
            StyleSpec::Cells => Style::Cells,
            StyleSpec::Intersections => Style::Intersections,
        }
    }
}

/// A point label, or an `a1:c3` rectangle of a grid board.
fn resolve(board: &Board, item: &str) -> Option<Vec<PointId>> {
    if let Some((from, to)) = item.split_once(':') {
        let (x0, y0) = board.grid(board.find(from)?);
        let (x1, y1) = board.grid(board.find(to)?);
        let ids = (0..board.len() as PointId)
            .filter(|&p| {
                let (x, y) = board.grid(p);
                (x0.min(x1)..=x0.max(x1)).contains(&x) && (y0.min(y1)..=y0.max(y1)).contains(&y)
            })
            .collect();
        return Some(ids);
    }
    board.find(item).map(|p| vec![p])
}

/// An irregular board: directions are the compass directions of each drawn segment.
fn explicit(
    points: &[ExplicitPoint],
    lines: &[Vec<String>],
    style: Style,
    errors: &mut Vec<BoardError>,
) -> Board {
    let directions = generators::compass();
    // Filled one by one: collecting into a map sorts first, which costs code in the browser.
    let mut index: BTreeMap<&str, PointId> = BTreeMap::new();
    let mut placed: BTreeMap<(i32, i32), &str> = BTreeMap::new();
    if points.is_empty() {
        errors.push(BoardError {
            field: "points".into(),
            message: "an explicit board needs at least one point: list them as \
                      `{ id: a1, x: 0, y: 0 }`"
                .into(),
        });
    }
    for (i, p) in points.iter().enumerate() {
        if let Some(first) = index.insert(p.id.as_str(), i as PointId) {
            errors.push(BoardError {
                field: format!("points[{i}].id"),
                message: format!(
                    "the label `{}` is given to points[{first}] already; each point needs its \
                     own label",
                    p.id
                ),
            });
        }
        if let Some(other) = placed.insert((p.x, p.y), p.id.as_str()) {
            errors.push(BoardError {
                field: format!("points[{i}]"),
                message: format!(
                    "`{}` stands at ({}, {}) where `{other}` stands already; two points at one \
                     place would be drawn over each other, so give each its own `x` and `y`",
                    p.id, p.x, p.y
                ),
            });
        }
    }
    let dirs = directions.len();
    let mut neighbours = vec![None; points.len() * dirs];
    let mut linked = vec![0u32; points.len()];
    let mut drawn = Vec::new();
    for (l, line) in lines.iter().enumerate() {
        let mut ids = Vec::new();
        for (i, label) in line.iter().enumerate() {
            match index.get(label.as_str()) {
                Some(&p) => ids.push(p),
                None => errors.push(BoardError {
                    field: format!("lines[{l}][{i}]"),
                    message: format!("`{label}` is not one of the listed points"),
                }),
            }
        }
        for pair in ids.windows(2) {
            let (a, b) = (&points[usize::from(pair[0])], &points[usize::from(pair[1])]);
            let (dx, dy) = ((b.x - a.x).signum() as i8, (b.y - a.y).signum() as i8);
            let forward = directions.iter().position(|d| d.dx == dx && d.dy == dy);
            let back = directions.iter().position(|d| d.dx == -dx && d.dy == -dy);
            if let (Some(f), Some(r)) = (forward, back) {
                neighbours[usize::from(pair[0]) * dirs + f] = Some(pair[1]);
                neighbours[usize::from(pair[1]) * dirs + r] = Some(pair[0]);
                linked[usize::from(pair[0])] |= 1 << f;
                linked[usize::from(pair[1])] |= 1 << r;
            } else {
                errors.push(BoardError {
                    field: format!("lines[{l}]"),
                    message: "a line joins a point to itself".into(),
                });
            }
        }
        drawn.push(Line { points: ids });
    }
    let pts = points
        .iter()
        .map(|p| Point {
            x: p.x as f32,
            y: p.y as f32,
            label: p.id.clone(),
        })
        .collect();
    let grid = points.iter().map(|p| (p.x, p.y)).collect();
    Board::from_parts(pts, grid, directions, neighbours, linked, drawn, style)
}

/// `side`, the points per edge of a hexagonal or triangular board, when it is from 2 to `most`.
fn edge_points(side: usize, most: usize) -> Result<usize, Vec<BoardError>> {
    if (2..=most).contains(&side) {
        Ok(side)
    } else {
        Err(vec![BoardError {
            field: "side".into(),
            message: format!("expected 2 to {most} points per edge"),
        }])
    }
}
