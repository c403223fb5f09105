//! Checks a [`PolyominoSpec`] and compiles it into a [`PolyominoGame`]: every placement of
//! the piece on the board, and where each placement goes when slid.

use std::collections::HashMap;

use super::spec::*;
use super::PolyominoGame;
use crate::board::Board;
use crate::small_sort::{sort_dedup_small, sort_small};
use crate::spec_problems::SpecError;
use crate::spec_problems::{build_board, Problems};

/// Every orientation of a polyomino, each normalised and sorted, without repeats.
fn orientations(cells: &[[i32; 2]], mirror: bool) -> Vec<Vec<(i32, i32)>> {
    let mut all: Vec<Vec<(i32, i32)>> = Vec::new();
    let mut shape: Vec<(i32, i32)> = cells.iter().map(|c| (c[0], c[1])).collect();
    for flip in 0..(1 + usize::from(mirror)) {
        if flip == 1 {
            shape = shape.iter().map(|&(x, y)| (-x, y)).collect();
        }
        for _ in 0..4 {
            shape = shape.iter().map(|&(x, y)| (-y, x)).collect();
            let min_x = shape.iter().map(|c| c.0).min().unwrap_or(0);
            let min_y = shape.iter().map(|c| c.1).min().unwrap_or(0);
            let mut normal: Vec<(i32, i32)> =
                shape.iter().map(|&(x, y)| (x - min_x, y - min_y)).collect();
            sort_small(&mut normal);
            if !all.contains(&normal) {
                all.push(normal);
            }
        }
    }
    all
}

/// Puts a placement's points in click order: the point joined to most of the others first,
/// then the rest by point order.
fn click_order(board: &Board, mut points: Vec<u16>) -> Vec<u16> {
    let joined = |p: u16| {
        let (x, y) = board.grid(p);
        points
            .iter()
            .filter(|&&q| {
                let (qx, qy) = board.grid(q);
                (qx - x).abs() + (qy - y).abs() == 1
            })
            .count()
    };
    let mut keyed: Vec<(usize, u16)> = points
        .iter()
        .map(|&p| (usize::MAX - joined(p), p))
        .collect();
    sort_small(&mut keyed);
    points = keyed.into_iter().map(|(_, p)| p).collect();
    points
}

/// Every triangle of three points joined to each other along drawn lines.
fn triangles(board: &Board) -> Vec<Vec<u16>> {
    let mut joined = vec![0u128; board.len()];
    for line in board.lines() {
        for pair in line.points.windows(2) {
            joined[usize::from(pair[0])] |= 1 << pair[1];
            joined[usize::from(pair[1])] |= 1 << pair[0];
        }
    }
    let mut all = Vec::new();
    for p in 0..board.len() as u16 {
        for q in (p + 1)..board.len() as u16 {
            for r in (q + 1)..board.len() as u16 {
                let j = |a: u16, b: u16| joined[usize::from(a)] >> b & 1 == 1;
                if j(p, q) && j(q, r) && j(p, r) {
                    all.push(vec![p, q, r]);
                }
            }
        }
    }
    all
}

pub(super) fn compile(spec: &PolyominoSpec) -> Result<PolyominoGame, Vec<SpecError>> {
    let board = build_board(&spec.board)?;
    let mut problems = Problems::default();
    if !problems.board_within(&board, 128, "polyomino") {
        return Err(problems.0);
    }
    problems.player_count(spec.players.len(), 2, None);
    for (i, p) in spec.players.iter().enumerate() {
        if p.pieces == 0 {
            problems.push(
                format!("players[{i}].pieces"),
                "a player needs at least one piece",
                None,
            );
        }
    }
    let at: HashMap<(i32, i32), u16> = (0..board.len() as u16)
        .map(|p| (board.grid(p), p))
        .collect();
    let placements: Vec<Vec<u16>> = match &spec.piece {
        PieceShape::Triangle => triangles(&board),
        PieceShape::Cells { cells, mirror } => {
            let mut unique = cells.clone();
            sort_dedup_small(&mut unique);
            if cells.is_empty() || unique.len() != cells.len() {
                problems.push(
                    "piece.cells",
                    "expected one or more different cells",
                    Some("e.g. [[0, 0], [1, 0], [0, 1]] for an L of three"),
                );
            }
            let mut all = Vec::new();
            for shape in orientations(cells, *mirror) {
                for p in 0..board.len() as u16 {
                    let (x, y) = board.grid(p);
                    let points: Option<Vec<u16>> = shape
                        .iter()
                        .map(|&(dx, dy)| at.get(&(x + dx, y + dy)).copied())
                        .collect();
                    if let Some(points) = points {
                        all.push(click_order(&board, points));
                    }
                }
            }
            all
        }
    };
    if placements.is_empty() && problems.0.is_empty() {
        problems.push("piece", "the piece fits nowhere on this board", None);
    }
    let mut directions = Vec::new();
    for (i, name) in spec.slide.iter().enumerate() {
        match board.direction(name) {
            Some(d) => directions.push(&board.directions()[d]),
            None => problems.push(
                format!("slide[{i}]"),
                format!("`{name}` is not a direction of this board"),
                Some("square boards have n, e, s, w, ne, nw, se, sw"),
            ),
        }
    }
    if spec.then == AfterPlacing::Slide && spec.slide.is_empty() {
        problems.push(
            "slide",
            "`then: slide` needs the directions a piece slides in",
            Some("e.g. [n, e, s, w]"),
        );
    }
    if spec.move_limit == Some(0) {
        problems.push(
            "move-limit",
            "a limit of 0 plies ends the game at once",
            None,
        );
    }
    problems.check()?;
    let masks: Vec<u128> = placements
        .iter()
        .map(|pts| pts.iter().fold(0u128, |m, &p| m | 1 << p))
        .collect();
    let index: HashMap<u128, u32> = masks
        .iter()
        .enumerate()
        .map(|(i, &m)| (m, i as u32))
        .collect();
    let steps = placements
        .iter()
        .zip(&masks)
        .map(|(pts, &from)| {
            directions
                .iter()
                .filter_map(|dir| {
                    let mut mask = 0u128;
                    for &p in pts {
                        let (x, y) = board.grid(p);
                        let q = at.get(&(x + i32::from(dir.dx), y + i32::from(dir.dy)))?;
                        mask |= 1 << q;
                    }
                    let to = index.get(&mask).copied()?;
                    Some((to, mask & !from))
                })
                .collect()
        })
        .collect();
    Ok(PolyominoGame {
        players: spec
            .players
            .iter()
            .map(|p| (p.name.clone(), p.glyph.clone(), p.pieces))
            .collect(),
        placements,
        masks,
        steps,
        then: spec.then,
        move_limit: spec.move_limit,
        board,
    })
}
