//! Coordinates: along two edges where the board is numbered by columns and rows (a chessboard's
//! `a`–`h` below and `1`–`8` to the left, or a tradition's own, such as shogi's files 9–1 along
//! the top and ranks 一–九 down the right), otherwise each point's label beside it.

use boardlore_engine::board::{Board, Style};

use crate::layout::{Band, Layout};
use crate::palette::{self, UNIT};
use crate::writer::{num, Svg};

type Ticks = Vec<(f32, String)>;

/// Labels along two edges: each column's and each row's, by drawing coordinate.
pub(crate) struct EdgeTicks {
    files: Ticks,
    ranks: Ticks,
    band: Band,
}

impl EdgeTicks {
    /// A point's name as the edges write it, file then rank (`7六`, `e4`), when both edges
    /// name its column and row.
    pub(crate) fn point_name(&self, x: f32, y: f32) -> Option<String> {
        let file = self.files.iter().find(|(at, _)| *at == x)?;
        let rank = self.ranks.iter().find(|(at, _)| *at == y)?;
        Some(format!("{}{}", file.1, rank.1))
    }
}

/// The edge coordinates a board is drawn with: its tradition's in the notation `style` (the
/// tradition's own when `None`), else those read off chess-like point labels (`e4`); `None`
/// when points are labelled one by one.
pub(crate) fn edge_ticks(board: &Board, style: Option<&str>) -> Option<EdgeTicks> {
    if let Some(labels) = board.drawing().edge_labels_for(style) {
        let ticks =
            |list: &[(i32, String)]| list.iter().map(|(at, s)| (*at as f32, s.clone())).collect();
        return Some(EdgeTicks {
            files: ticks(&labels.files),
            ranks: ticks(&labels.ranks),
            band: if labels.top_right {
                Band::TopRight
            } else {
                Band::BottomLeft
            },
        });
    }
    let (files, ranks) = chess_like_labels(board)?;
    Some(EdgeTicks {
        files,
        ranks,
        band: Band::BottomLeft,
    })
}

/// The band the coordinates need around the board.
pub(crate) fn band(ticks: Option<&EdgeTicks>) -> Band {
    ticks.map_or(Band::None, |t| t.band)
}

/// Draws the edge coordinates, or each point's own label when there are none.
pub(crate) fn draw(svg: &mut Svg, board: &Board, layout: &Layout, ticks: Option<&EdgeTicks>) {
    let size = UNIT * 0.3;
    let attrs = format!(
        "class=\"bl-coordinates\" font-family=\"{}\" font-size=\"{}\" fill=\"{}\" text-anchor=\"middle\"",
        palette::LABEL_FONT,
        num(size),
        palette::COORD_INK
    );
    svg.open_group(&attrs);
    match ticks {
        Some(ticks) => draw_edges(svg, layout, ticks, size),
        None => draw_point_labels(svg, board, layout),
    }
    svg.close_group();
}

fn draw_edges(svg: &mut Svg, layout: &Layout, ticks: &EdgeTicks, size: f32) {
    let (files_at, ranks_at) = match ticks.band {
        Band::TopRight => (
            layout.frame_top - UNIT * 0.14,
            layout.frame_right + UNIT * 0.24,
        ),
        _ => (
            layout.frame_bottom + UNIT * 0.32,
            layout.frame_left - UNIT * 0.22,
        ),
    };
    for (x, name) in &ticks.files {
        let (sx, _) = layout.at_xy(*x, 0.0);
        svg.text(sx, files_at, name, "");
    }
    for (y, name) in &ticks.ranks {
        let (_, sy) = layout.at_xy(0.0, *y);
        svg.text(ranks_at, sy + size * 0.36, name, "");
    }
}

/// Irregular boards: each point's own label in small type, in the gap straight below an
/// intersection (no line of a square or hexagonal lattice runs there) or in a cell's top-left
/// corner.
fn draw_point_labels(svg: &mut Svg, board: &Board, layout: &Layout) {
    let (dx, dy, anchor) = match layout.style {
        Style::Cells => (-UNIT * 0.44, -UNIT * 0.3, " text-anchor=\"start\""),
        Style::Intersections => (0.0, UNIT * 0.36, ""),
    };
    let small = UNIT * 0.22;
    svg.open_group(&format!("font-size=\"{}\"{anchor}", num(small)));
    for p in board.points() {
        let (x, y) = layout.at_xy(p.x, p.y);
        svg.text(x + dx, y + dy + small * 0.36, &p.label, "");
    }
    svg.close_group();
}

/// For labels such as `e4`: the letters shared by each column and the digits shared by each row.
fn chess_like_labels(board: &Board) -> Option<(Ticks, Ticks)> {
    let mut files: Vec<(f32, String)> = Vec::new();
    let mut ranks: Vec<(f32, String)> = Vec::new();
    for p in board.points() {
        let split = p.label.find(|c: char| c.is_ascii_digit())?;
        let (letters, digits) = p.label.split_at(split);
        let well_formed = !letters.is_empty()
            && letters.chars().all(|c| c.is_ascii_alphabetic())
            && digits.chars().all(|c| c.is_ascii_digit());
        if !well_formed {
            return None;
        }
        if !agree(&mut files, p.x, letters) || !agree(&mut ranks, p.y, digits) {
            return None;
        }
    }
    Some((files, ranks))
}

/// Records that the column (or row) at `at` carries `name`; false on a contradiction.
fn agree(ticks: &mut Vec<(f32, String)>, at: f32, name: &str) -> bool {
    match ticks.iter().find(|(t, _)| *t == at) {
        Some((_, known)) => known == name,
        None => {
            if ticks.iter().any(|(_, n)| n == name) {
                return false;
            }
            ticks.push((at, name.to_string()));
            true
        }
    }
}
