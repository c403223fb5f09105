//! The board itself: background, cells or drawn lines, palace diagonals, the river, edges drawn
//! by the players and claimed cells.

use std::collections::BTreeSet;

use boardlore_engine::board::{Board, PointId, Style};
use boardlore_engine::PositionView;

use crate::layout::{Grid, Layout};
use crate::palette::{self, UNIT};
use crate::writer::{num, PathData, Svg};
use crate::CellPattern;

/// Draws the background and the board's drawn structure.
pub(crate) fn draw_board(svg: &mut Svg, board: &Board, layout: &Layout, pattern: CellPattern) {
    let grid = Grid::of(board);
    match layout.style {
        Style::Cells => {
            if grid.is_some() {
                draw_frame(svg, layout);
            }
            let pattern = if board.drawing().plain_cells {
                CellPattern::Plain
            } else if board.drawing().checkered_cells {
                CellPattern::Checkered
            } else {
                pattern
            };
            draw_cells(svg, board, layout, grid.as_ref(), pattern);
            draw_marked(svg, board, layout);
        }
        Style::Intersections => {
            draw_frame(svg, layout);
            if board.drawing().dots_only {
                draw_dots(svg, board, layout);
            } else {
                draw_lines(svg, board, layout, grid.as_ref());
            }
        }
    }
}

/// The board's background: a filled rectangle inside the frame, edged in ink.
fn draw_frame(svg: &mut Svg, layout: &Layout) {
    let frame = format!(
        "fill=\"{}\" stroke=\"{}\" stroke-width=\"2\"",
        palette::BOARD_FILL,
        palette::BOARD_INK
    );
    svg.rect(
        layout.frame_left,
        layout.frame_top,
        layout.frame_right - layout.frame_left,
        layout.frame_bottom - layout.frame_top,
        &frame,
    );
}

/// A dot per point, for games whose lines the players draw (dots and boxes).
fn draw_dots(svg: &mut Svg, board: &Board, layout: &Layout) {
    svg.open_group(&format!(
        "class=\"bl-dots\" fill=\"{}\"",
        palette::BOARD_INK
    ));
    for p in 0..board.len() as PointId {
        let (x, y) = layout.at(board, p);
        svg.circle(x, y, UNIT * 0.07, "");
    }
    svg.close_group();
}

/// A cross in each cell the rules single out (a race game's resting squares).
fn draw_marked(svg: &mut Svg, board: &Board, layout: &Layout) {
    let marked = &board.drawing().marked;
    if marked.is_empty() {
        return;
    }
    let mut cross = PathData::default();
    let h = UNIT * 0.36;
    for &p in marked.iter().filter(|&&p| usize::from(p) < board.len()) {
        let (x, y) = layout.at(board, p);
        cross.move_to((x - h, y - h));
        cross.line_to((x + h, y + h));
        cross.move_to((x + h, y - h));
        cross.line_to((x - h, y + h));
    }
    svg.path(
        cross.as_str(),
        &format!(
            "class=\"bl-marked\" fill=\"none\" stroke=\"{}\" stroke-width=\"1.5\" stroke-opacity=\"0.7\"",
            palette::BOARD_INK
        ),
    );
}

/// One square per point; checkered when asked (or for an 8x8 board when left to `Auto`).
fn draw_cells(
    svg: &mut Svg,
    board: &Board,
    layout: &Layout,
    grid: Option<&Grid>,
    pattern: CellPattern,
) {
    let checkered = match pattern {
        CellPattern::Checkered => true,
        CellPattern::Plain => false,
        CellPattern::Auto => grid.is_some_and(|g| g.files == 8 && g.ranks == 8),
    };
    let half = UNIT / 2.0;
    if checkered {
        // Light background, dark squares on top: half the elements of drawing both.
        let mut dark = PathData::default();
        for (i, p) in board.points().iter().enumerate() {
            let (gx, gy) = board.grid(i as PointId);
            if (gx + gy).rem_euclid(2) == 0 {
                let (x, y) = layout.at_xy(p.x, p.y);
                square(&mut dark, x - half, y - half);
            }
        }
        let mut light = PathData::default();
        for p in board.points() {
            let (x, y) = layout.at_xy(p.x, p.y);
            square(&mut light, x - half, y - half);
        }
        svg.path(light.as_str(), &format!("fill=\"{}\"", palette::LIGHT_CELL));
        svg.path(dark.as_str(), &format!("fill=\"{}\"", palette::DARK_CELL));
    } else {
        let mut cells = PathData::default();
        for p in board.points() {
            let (x, y) = layout.at_xy(p.x, p.y);
            square(&mut cells, x - half, y - half);
        }
        svg.path(
            cells.as_str(),
            &format!(
                "fill=\"{}\" stroke=\"{}\" stroke-width=\"1.2\"",
                palette::BOARD_FILL,
                palette::BOARD_INK
            ),
        );
    }
}

fn square(path: &mut PathData, x: f32, y: f32) {
    path.move_to((x, y));
    path.line_to((x + UNIT, y));
    path.line_to((x + UNIT, y + UNIT));
    path.line_to((x, y + UNIT));
    path.line_to((x, y));
}

/// The drawn lines, with the river gap and palace diagonals of xiangqi-like boards.
fn draw_lines(svg: &mut Svg, board: &Board, layout: &Layout, grid: Option<&Grid>) {
    let river = grid.and_then(|g| river_row(board, g));
    let mut path = PathData::default();
    for line in board.lines() {
        let mut pen_down = false;
        for pair in line.points.windows(2) {
            let (a, b) = (board.point(pair[0]), board.point(pair[1]));
            let crosses_river = river.is_some_and(|r| {
                let (low, high) = (a.y.min(b.y), a.y.max(b.y));
                let on_edge =
                    grid.is_some_and(|g| a.x == b.x && (a.x == 0.0 || a.x == (g.files - 1) as f32));
                low <= r && high >= r + 1.0 && !on_edge
            });
            if crosses_river {
                pen_down = false;
                continue;
            }
            if !pen_down {
                path.move_to(layout.at_xy(a.x, a.y));
                pen_down = true;
            }
            path.line_to(layout.at_xy(b.x, b.y));
        }
    }
    for corners in palace_diagonals(board) {
        path.move_to(layout.at_xy(corners.0 .0, corners.0 .1));
        path.line_to(layout.at_xy(corners.1 .0, corners.1 .1));
    }
    if !path.is_empty() {
        svg.path(
            path.as_str(),
            &format!(
                "fill=\"none\" stroke=\"{}\" stroke-width=\"1.4\" stroke-linecap=\"square\"",
                palette::BOARD_INK
            ),
        );
    }
    if let (Some(r), Some(g)) = (river, grid) {
        draw_river_inscription(svg, layout, r, g);
    }
}

/// The row below the river on a rectangular intersections board: present when a region is named
/// after the river or is exactly one half of the board (the elephants' side in xiangqi).
fn river_row(board: &Board, grid: &Grid) -> Option<f32> {
    if grid.ranks < 4 || grid.ranks % 2 != 0 {
        return None;
    }
    let half = (grid.ranks / 2) as f32;
    // The sets are filled point by point: collecting into a set sorts first, and that sort
    // would cost the browser build its own copy of the sorting code.
    let (mut lower, mut upper) = (BTreeSet::new(), BTreeSet::new());
    for p in 0..board.len() as PointId {
        if board.point(p).y < half {
            lower.insert(p);
        } else {
            upper.insert(p);
        }
    }
    let has_river = board.regions().iter().any(|(name, points)| {
        let mut set = BTreeSet::new();
        for &p in points {
            set.insert(p);
        }
        name.to_lowercase().contains("river") || set == lower || set == upper
    });
    has_river.then_some(half - 1.0)
}

/// The two diagonals of every region named like a palace that fills an odd square of points.
fn palace_diagonals(board: &Board) -> Vec<((f32, f32), (f32, f32))> {
    let mut out = Vec::new();
    for (name, points) in board.regions() {
        if !name.to_lowercase().contains("palace") || points.is_empty() {
            continue;
        }
        let xs = points.iter().map(|&p| board.point(p).x);
        let ys = points.iter().map(|&p| board.point(p).y);
        let (x0, x1) = (
            xs.clone().fold(f32::MAX, f32::min),
            xs.fold(f32::MIN, f32::max),
        );
        let (y0, y1) = (
            ys.clone().fold(f32::MAX, f32::min),
            ys.fold(f32::MIN, f32::max),
        );
        let (w, h) = (x1 - x0, y1 - y0);
        let full = (w + 1.0) * (h + 1.0) == points.len() as f32;
        if full && w == h && w >= 2.0 && w % 2.0 == 0.0 {
            out.push(((x0, y0), (x1, y1)));
            out.push(((x0, y1), (x1, y0)));
        }
    }
    out
}

/// "楚河 漢界" written in the river, facing the reader.
fn draw_river_inscription(svg: &mut Svg, layout: &Layout, row: f32, grid: &Grid) {
    let last = (grid.files - 1) as f32;
    let (left_x, y) = layout.at_xy(last * 0.25, row + 0.5);
    let (right_x, _) = layout.at_xy(last * 0.75, row + 0.5);
    let (left_x, right_x) = (left_x.min(right_x), left_x.max(right_x));
    let size = UNIT * 0.5;
    let attrs = format!(
        "font-family=\"{}\" font-weight=\"bold\" font-size=\"{}\" fill=\"{}\" text-anchor=\"middle\" letter-spacing=\"{}\"",
        palette::GLYPH_FONT,
        num(size),
        palette::BOARD_INK,
        num(size * 0.6)
    );
    let baseline = y + size * 0.36;
    svg.text(left_x, baseline, "楚河", &attrs);
    svg.text(right_x, baseline, "漢界", &attrs);
}

/// Edges drawn by the players and claimed cells (dots-and-boxes games).
pub(crate) fn draw_edges_and_claims(
    svg: &mut Svg,
    board: &Board,
    layout: &Layout,
    view: &PositionView,
) {
    for (corners, owner) in &view.claimed {
        let points: Vec<(f32, f32)> = corners
            .iter()
            .filter(|&&p| usize::from(p) < board.len())
            .map(|&p| layout.at(board, p))
            .collect();
        if points.len() >= 3 {
            svg.polygon(
                &points,
                &format!(
                    "fill=\"{}\" fill-opacity=\"0.3\"",
                    palette::player_ink(Some(owner.0))
                ),
            );
        }
    }
    for &(a, b, owner) in &view.edges {
        if usize::from(a) >= board.len() || usize::from(b) >= board.len() {
            continue;
        }
        svg.line(
            layout.at(board, a),
            layout.at(board, b),
            &format!(
                "stroke=\"{}\" stroke-width=\"{}\" stroke-linecap=\"round\"",
                palette::player_ink(owner.map(|p| p.0)),
                num(UNIT * 0.12)
            ),
        );
    }
}
