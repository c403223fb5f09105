//! The rim of a board: which points lie on it (inner line shapes), and the rim walked round
//! as a loop with its corners (the edge-run capture, an enemy run bent round a corner).

use crate::board::{Board, PointId};

/// For each point, whether it lies on the board's rim: on the outermost row or column of its
/// grid coordinates.
pub(crate) fn on_rim(board: &Board) -> Vec<bool> {
    let grid: Vec<(i32, i32)> = (0..board.len() as PointId).map(|p| board.grid(p)).collect();
    let (min_x, max_x) = (
        grid.iter().map(|g| g.0).min(),
        grid.iter().map(|g| g.0).max(),
    );
    let (min_y, max_y) = (
        grid.iter().map(|g| g.1).min(),
        grid.iter().map(|g| g.1).max(),
    );
    grid.iter()
        .map(|&(x, y)| Some(x) == min_x || Some(x) == max_x || Some(y) == min_y || Some(y) == max_y)
        .collect()
}

/// The rim of a rectangular board as a closed loop of points, starting at its lowest-left
/// corner and going round, with the corners marked.
pub(crate) fn rim_loop(board: &Board) -> Result<(Vec<PointId>, Vec<bool>), String> {
    let mut at = std::collections::BTreeMap::new();
    for p in 0..board.len() as PointId {
        at.insert(board.grid(p), p);
    }
    let (Some(x0), Some(x1)) = (at.keys().map(|g| g.0).min(), at.keys().map(|g| g.0).max()) else {
        return Err("the board has no points".into());
    };
    let (y0, y1) = (
        at.keys().map(|g| g.1).min().unwrap_or(0),
        at.keys().map(|g| g.1).max().unwrap_or(0),
    );
    if x1 - x0 < 2 || y1 - y0 < 2 {
        return Err("the board is too small to have a rim with corners".into());
    }
    let mut coords = Vec::new();
    coords.extend((x0..x1).map(|x| (x, y0)));
    coords.extend((y0..y1).map(|y| (x1, y)));
    coords.extend((x0 + 1..=x1).rev().map(|x| (x, y1)));
    coords.extend((y0 + 1..=y1).rev().map(|y| (x0, y)));
    let mut rim = Vec::new();
    let mut corner = Vec::new();
    for (x, y) in coords {
        let Some(&p) = at.get(&(x, y)) else {
            return Err(format!("the board's rim has no point at grid ({x}, {y})"));
        };
        rim.push(p);
        corner.push((x == x0 || x == x1) && (y == y0 || y == y1));
    }
    Ok((rim, corner))
}

/// From the mover's piece at rim index `start`, each way round the rim: the unbroken run of
/// enemy pieces that ends at another of the mover's pieces and turns exactly one corner on the
/// way (an L: the corner inside the run, run pieces on both sides of it).
pub(crate) fn edge_runs(
    cells: &[u8],
    rim: &[PointId],
    corner: &[bool],
    start: usize,
    own: u8,
    enemy: u8,
) -> Vec<Vec<PointId>> {
    let n = rim.len();
    let mut found = Vec::new();
    for forward in [true, false] {
        let mut run: Vec<(PointId, bool)> = Vec::new();
        for k in 1..n {
            let i = if forward {
                (start + k) % n
            } else {
                (start + n - k) % n
            };
            let c = cells[usize::from(rim[i])];
            if c == enemy {
                run.push((rim[i], corner[i]));
                continue;
            }
            let corners = run.iter().filter(|&&(_, c)| c).count();
            let ends_straight =
                !run.first().is_some_and(|e| e.1) && !run.last().is_some_and(|e| e.1);
            let bent = corners == 1 && ends_straight;
            if c == own && bent {
                found.push(run.iter().map(|&(p, _)| p).collect());
            }
            break;
        }
    }
    found
}
