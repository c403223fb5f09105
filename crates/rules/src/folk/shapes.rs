//! Where a shape fits on a board: every placed instance of a line, cell, step or region shape.
//!
//! Four ways of describing a shape share this code:
//! - `line` + `length`: runs of consecutive points on drawn lines;
//! - `cells`: grid offsets, tried under the 8 symmetries of the square and anchored at every
//!   point, so a shape whose bounding-box corner is not a point (a plus) still fits;
//! - `steps`: paths of direction names walked along drawn lines from an anchor, tried under
//!   the rotations and reflections of the board's directions (a triangle on the triangular
//!   lattice, a rectangle of a brick pattern that must not straddle a missing line);
//! - `regions`: named point sets of the board, one instance each.

use std::collections::{BTreeMap, BTreeSet};

use super::spec::{LineClass, ShapeSpec};
use crate::board::{Board, PointId};
use crate::small_sort::sort_small;
use crate::spec_problems::SpecError;

/// Every instance of `shape` on `board`, each as its points, without repeats.
pub(crate) fn instances(
    board: &Board,
    shape: &ShapeSpec,
    path: &str,
) -> Result<Vec<Vec<PointId>>, SpecError> {
    let problem = |message: String, hint: Option<&str>| SpecError {
        path: path.to_string(),
        message,
        hint: hint.map(str::to_string),
    };
    let kinds = [
        shape.line.is_some() || shape.length.is_some(),
        shape.cells.is_some(),
        shape.steps.is_some(),
        shape.regions.is_some(),
    ];
    if kinds.iter().filter(|&&k| k).count() != 1 {
        return Err(problem(
            format!("the shape `{}` needs exactly one of `line` and `length`, `cells`, `steps` or `regions`", shape.name),
            Some("e.g. { line: diagonal, length: 3 }, { cells: [[0,0],[1,0],[0,1],[1,1]] }, { steps: [[], [e], [ne]] } or { regions: [goal] }"),
        ));
    }
    if shape.inner && shape.line.is_none() {
        return Err(problem(
            format!(
                "the shape `{}` has `inner`, which applies to line shapes only",
                shape.name
            ),
            Some("use `inner: true` with `line` and `length`, or leave it out"),
        ));
    }
    let rim = super::rim::on_rim(board);
    let mut found = Vec::new();
    let mut seen = BTreeSet::new();
    let mut add = |points: Vec<PointId>| {
        let mut key = points.clone();
        sort_small(&mut key);
        if seen.insert(key) {
            found.push(points);
        }
    };
    match (
        shape.line,
        shape.length,
        &shape.cells,
        &shape.steps,
        &shape.regions,
    ) {
        (Some(class), Some(length), ..) => {
            for line in board.lines() {
                let pts = &line.points;
                if pts.len() < 2 || !class_matches(board, pts, class) {
                    continue;
                }
                if shape.inner && pts.iter().all(|&p| rim[usize::from(p)]) {
                    continue;
                }
                if shape.whole {
                    if pts.len() == length {
                        add(pts.clone());
                    }
                } else {
                    for window in pts.windows(length.max(1)) {
                        add(window.to_vec());
                    }
                }
            }
        }
        (_, _, Some(cells), ..) if !cells.is_empty() && shape.outline => {
            outline_instances(board, cells, &mut add)
        }
        (_, _, Some(cells), ..) if !cells.is_empty() => cell_instances(board, cells, &mut add),
        (_, _, _, Some(steps), _) if !steps.is_empty() => {
            let paths = resolve_paths(board, steps).map_err(|m| {
                let known: Vec<&str> = board.directions().iter().map(|d| d.name.as_str()).collect();
                problem(
                    m,
                    Some(&format!("directions of this board: {}", known.join(", "))),
                )
            })?;
            step_instances(board, &paths, &mut add);
        }
        (_, _, _, _, Some(regions)) => {
            for name in regions {
                match board.region(name) {
                    Some(points) => add(points.to_vec()),
                    None => {
                        let known: Vec<&String> = board.regions().keys().collect();
                        return Err(problem(
                            format!("the board has no region `{name}`"),
                            Some(&format!("define it under board.regions (known: {known:?})")),
                        ));
                    }
                }
            }
        }
        _ => {
            return Err(problem(
                format!("the shape `{}` is incomplete or empty", shape.name),
                Some("a line shape needs both `line` and `length`; cells and steps need members"),
            ))
        }
    }
    if found.is_empty() {
        return Err(problem(
            format!("the shape `{}` fits nowhere on this board", shape.name),
            None,
        ));
    }
    Ok(found)
}

fn class_matches(board: &Board, points: &[PointId], class: LineClass) -> bool {
    let ((ax, ay), (bx, by)) = (board.grid(points[0]), board.grid(points[1]));
    let orthogonal = ax == bx || ay == by;
    match class {
        LineClass::All => true,
        LineClass::Orthogonal => orthogonal,
        LineClass::Diagonal => !orthogonal,
    }
}

/// Each point by its grid coordinates (inserted one by one: collecting into a map would sort
/// first, and that sort costs the browser build a copy of the sorting code).
fn points_by_grid(board: &Board) -> BTreeMap<(i32, i32), PointId> {
    let mut at = BTreeMap::new();
    for p in 0..board.len() as PointId {
        at.insert(board.grid(p), p);
    }
    at
}

/// Cell shapes: first anchored by their bounding-box corner (the order earlier versions used),
/// then by each of their own cells, so shapes whose corner is not a point fit too.
fn cell_instances(board: &Board, cells: &[(i32, i32)], add: &mut dyn FnMut(Vec<PointId>)) {
    let at = points_by_grid(board);
    let variants = symmetries(cells);
    let place = |variant: &[(i32, i32)], (bx, by): (i32, i32)| -> Option<Vec<PointId>> {
        variant
            .iter()
            .map(|&(dx, dy)| at.get(&(bx + dx, by + dy)).copied())
            .collect()
    };
    for variant in &variants {
        for p in 0..board.len() as PointId {
            if let Some(points) = place(variant, board.grid(p)) {
                add(points);
            }
        }
    }
    for variant in &variants {
        for p in 0..board.len() as PointId {
            let (gx, gy) = board.grid(p);
            for &(cx, cy) in variant {
                if let Some(points) = place(variant, (gx - cx, gy - cy)) {
                    add(points);
                }
            }
        }
    }
}

/// Outline shapes: like cell shapes, but each side must be a straight run of drawn line.
fn outline_instances(board: &Board, cells: &[(i32, i32)], add: &mut dyn FnMut(Vec<PointId>)) {
    let at = points_by_grid(board);
    for variant in ordered_symmetries(cells) {
        for p in 0..board.len() as PointId {
            let (gx, gy) = board.grid(p);
            let (cx, cy) = variant[0];
            let points: Option<Vec<PointId>> = variant
                .iter()
                .map(|&(dx, dy)| at.get(&(gx - cx + dx, gy - cy + dy)).copied())
                .collect();
            let Some(points) = points else { continue };
            let closed =
                (0..points.len()).all(|i| joined(board, points[i], points[(i + 1) % points.len()]));
            if closed {
                add(points);
            }
        }
    }
}

/// True when a straight run of drawn line leads from `a` to `b`.
fn joined(board: &Board, a: PointId, b: PointId) -> bool {
    let ((ax, ay), (bx, by)) = (board.grid(a), board.grid(b));
    let (sx, sy) = ((bx - ax).signum(), (by - ay).signum());
    let Some(dir) = board
        .directions()
        .iter()
        .position(|d| i32::from(d.dx).signum() == sx && i32::from(d.dy).signum() == sy)
    else {
        return false;
    };
    let mut at = a;
    while let Some(next) = board.step_along_line(at, dir) {
        if next == b {
            return true;
        }
        at = next;
    }
    false
}

/// The images of a cell shape under the 8 symmetries of the square, keeping the cell order.
fn ordered_symmetries(cells: &[(i32, i32)]) -> Vec<Vec<(i32, i32)>> {
    type Map = fn(i32, i32) -> (i32, i32);
    let maps: [Map; 8] = [
        |x, y| (x, y),
        |x, y| (-y, x),
        |x, y| (-x, -y),
        |x, y| (y, -x),
        |x, y| (-x, y),
        |x, y| (x, -y),
        |x, y| (y, x),
        |x, y| (-y, -x),
    ];
    maps.iter()
        .map(|map| cells.iter().map(|&(x, y)| map(x, y)).collect())
        .collect()
}

/// The distinct images of a cell shape under rotation and reflection, each normalised.
fn symmetries(cells: &[(i32, i32)]) -> Vec<Vec<(i32, i32)>> {
    let mut out: Vec<Vec<(i32, i32)>> = Vec::new();
    for moved in ordered_symmetries(cells) {
        let (mx, my) = (
            moved.iter().map(|c| c.0).min().unwrap_or(0),
            moved.iter().map(|c| c.1).min().unwrap_or(0),
        );
        let mut norm: Vec<(i32, i32)> = moved.iter().map(|&(x, y)| (x - mx, y - my)).collect();
        sort_small(&mut norm);
        if !out.contains(&norm) {
            out.push(norm);
        }
    }
    out
}

/// Direction names to indexes; the message names the first unknown direction.
fn resolve_paths(board: &Board, steps: &[Vec<String>]) -> Result<Vec<Vec<usize>>, String> {
    steps
        .iter()
        .map(|path| {
            path.iter()
                .map(|name| {
                    board
                        .direction(name)
                        .ok_or_else(|| format!("the board has no direction `{name}`"))
                })
                .collect()
        })
        .collect()
}

/// The direction vector of `dir` in drawing proportions (triangular lattices store doubled
/// columns, so their columns are halved and their rows scaled to equilateral height).
fn vector(board: &Board, dir: usize) -> (f64, f64) {
    let hex = board.directions().iter().any(|d| d.dx.abs() == 2);
    let d = &board.directions()[dir];
    if hex {
        (f64::from(d.dx) * 0.5, f64::from(d.dy) * 0.866_025_4)
    } else {
        (f64::from(d.dx), f64::from(d.dy))
    }
}

/// The rotations and reflections of the board's direction set that keep angles and lengths:
/// each as a permutation of direction indexes (8 on square boards, 12 on triangular ones).
pub(crate) fn direction_symmetries(board: &Board) -> Vec<Vec<usize>> {
    let n = board.directions().len();
    let vectors: Vec<(f64, f64)> = (0..n).map(|d| vector(board, d)).collect();
    let polar: Vec<(f64, f64)> = vectors
        .iter()
        .map(|&(x, y)| (y.atan2(x), x.hypot(y)))
        .collect();
    let close = |a: f64, b: f64| (a - b).abs() < 1e-6;
    let same_angle = |a: f64, b: f64| {
        let turn = (a - b).rem_euclid(std::f64::consts::TAU);
        turn < 1e-6 || std::f64::consts::TAU - turn < 1e-6
    };
    let mut out: Vec<Vec<usize>> = Vec::new();
    if n == 0 {
        return out;
    }
    let (a0, l0) = polar[0];
    for target in 0..n {
        if !close(polar[target].1, l0) {
            continue;
        }
        for sign in [1.0, -1.0] {
            let image: Option<Vec<usize>> = (0..n)
                .map(|d| {
                    let angle = polar[target].0 + sign * (polar[d].0 - a0);
                    (0..n).find(|&e| same_angle(polar[e].0, angle) && close(polar[e].1, polar[d].1))
                })
                .collect();
            if let Some(image) = image {
                if !out.contains(&image) {
                    out.push(image);
                }
            }
        }
    }
    out
}

/// Step shapes: every anchor point under every direction symmetry.
fn step_instances(board: &Board, paths: &[Vec<usize>], add: &mut dyn FnMut(Vec<PointId>)) {
    let cell_of = |path: &[usize]| {
        let mut key = path.to_vec();
        sort_small(&mut key);
        key
    };
    let mut cells = BTreeSet::new();
    for path in paths {
        cells.insert(cell_of(path));
    }
    for symmetry in direction_symmetries(board) {
        'anchor: for anchor in 0..board.len() as PointId {
            let mut reached: BTreeMap<Vec<usize>, PointId> = BTreeMap::new();
            for path in paths {
                let mut at = anchor;
                for &d in path {
                    match board.step_along_line(at, symmetry[d]) {
                        Some(next) => at = next,
                        None => continue 'anchor,
                    }
                }
                match reached.insert(cell_of(path), at) {
                    Some(before) if before != at => continue 'anchor,
                    _ => {}
                }
            }
            let points: Vec<PointId> = reached.values().copied().collect();
            let mut distinct = BTreeSet::new();
            for &p in &points {
                distinct.insert(p);
            }
            if distinct.len() == cells.len() {
                add(points);
            }
        }
    }
}
