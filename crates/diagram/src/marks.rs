//! Marks drawn over a position: arrows, highlighted points, dots, crosses and labels.

use boardlore_engine::board::{Board, PointId, Style};

use crate::layout::Layout;
use crate::palette::{self, UNIT};
use crate::writer::{num, Svg};

/// Something drawn over the position to make a point of a figure.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Mark {
    /// An arrow from one point to another (a move, a line of attack).
    Arrow {
        /// Where the arrow starts.
        from: PointId,
        /// Where it points.
        to: PointId,
    },
    /// A point (or cell) shaded to draw the eye: the last move, a piece in check.
    Highlight(PointId),
    /// A small dot: a legal destination.
    Dot(PointId),
    /// A cross: a forbidden point or a captured piece.
    Cross(PointId),
    /// A short text at a point, e.g. `A` or `1`.
    Label {
        /// Where the text goes.
        at: PointId,
        /// The text.
        text: String,
    },
}

impl Mark {
    /// The points this mark refers to (used to check them against the board).
    pub fn points(&self) -> Vec<PointId> {
        match self {
            Mark::Arrow { from, to } => vec![*from, *to],
            Mark::Highlight(p) | Mark::Dot(p) | Mark::Cross(p) => vec![*p],
            Mark::Label { at, .. } => vec![*at],
        }
    }
}

fn on_board(board: &Board, mark: &Mark) -> bool {
    mark.points().iter().all(|&p| usize::from(p) < board.len())
}

/// Highlights go under the pieces so glyphs stay crisp.
pub(crate) fn draw_highlights(svg: &mut Svg, board: &Board, layout: &Layout, marks: &[Mark]) {
    for mark in marks.iter().filter(|m| on_board(board, m)) {
        if let Mark::Highlight(p) = mark {
            let (x, y) = layout.at(board, *p);
            let fill = format!("fill=\"{}\" fill-opacity=\"0.55\"", palette::HIGHLIGHT);
            match layout.style {
                Style::Cells => svg.rect(x - UNIT / 2.0, y - UNIT / 2.0, UNIT, UNIT, &fill),
                Style::Intersections => svg.circle(x, y, UNIT * 0.5, &fill),
            }
        }
    }
}

/// Every other mark, on top of the pieces.
pub(crate) fn draw_marks(svg: &mut Svg, board: &Board, layout: &Layout, marks: &[Mark]) {
    for mark in marks.iter().filter(|m| on_board(board, m)) {
        match mark {
            Mark::Highlight(p) => {
                // A ring on top keeps the highlight visible under a large piece.
                let (x, y) = layout.at(board, *p);
                let ring = format!(
                    "fill=\"none\" stroke=\"{}\" stroke-width=\"{}\"",
                    palette::HIGHLIGHT,
                    num(UNIT * 0.07)
                );
                match layout.style {
                    Style::Cells => {
                        let inset = UNIT * 0.04;
                        let side = UNIT - 2.0 * inset;
                        svg.rect(x - side / 2.0, y - side / 2.0, side, side, &ring)
                    }
                    Style::Intersections => svg.circle(x, y, UNIT * 0.48, &ring),
                }
            }
            Mark::Arrow { from, to } => arrow(svg, layout.at(board, *from), layout.at(board, *to)),
            Mark::Dot(p) => {
                let (x, y) = layout.at(board, *p);
                svg.circle(
                    x,
                    y,
                    UNIT * 0.14,
                    &format!("fill=\"{}\" fill-opacity=\"0.8\"", palette::DOT),
                );
            }
            Mark::Cross(p) => {
                let (x, y) = layout.at(board, *p);
                let d = UNIT * 0.24;
                svg.path(
                    &format!(
                        "M{} {}L{} {}M{} {}L{} {}",
                        num(x - d),
                        num(y - d),
                        num(x + d),
                        num(y + d),
                        num(x - d),
                        num(y + d),
                        num(x + d),
                        num(y - d)
                    ),
                    &format!(
                        "stroke=\"{}\" stroke-width=\"{}\" stroke-linecap=\"round\"",
                        palette::CROSS,
                        num(UNIT * 0.1)
                    ),
                );
            }
            Mark::Label { at, text } => label(svg, layout.at(board, *at), text),
        }
    }
}

/// An arrow from centre to centre, stopping short of both so the pieces stay readable.
fn arrow(svg: &mut Svg, from: (f32, f32), to: (f32, f32)) {
    let (dx, dy) = (to.0 - from.0, to.1 - from.1);
    let length = (dx * dx + dy * dy).sqrt();
    if length < 1.0 {
        return;
    }
    let (ux, uy) = (dx / length, dy / length);
    let head = UNIT * 0.42;
    let start = (from.0 + ux * UNIT * 0.15, from.1 + uy * UNIT * 0.15);
    let tip = (to.0 - ux * UNIT * 0.1, to.1 - uy * UNIT * 0.1);
    let neck = (tip.0 - ux * head, tip.1 - uy * head);
    let half = UNIT * 0.2;
    let style = format!("fill=\"{}\" fill-opacity=\"0.8\"", palette::ARROW);
    svg.line(
        start,
        neck,
        &format!(
            "stroke=\"{}\" stroke-opacity=\"0.8\" stroke-width=\"{}\" stroke-linecap=\"round\"",
            palette::ARROW,
            num(UNIT * 0.14)
        ),
    );
    svg.polygon(
        &[
            tip,
            (neck.0 - uy * half, neck.1 + ux * half),
            (neck.0 + uy * half, neck.1 - ux * half),
        ],
        &style,
    );
}

/// A short text in a small white box.
fn label(svg: &mut Svg, (x, y): (f32, f32), text: &str) {
    let size = UNIT * 0.34;
    let width: f32 = text
        .chars()
        .map(|c| if c.is_ascii() { 0.62 } else { 1.0 })
        .sum::<f32>()
        * size
        + size * 0.5;
    let height = size * 1.35;
    svg.rect(
        x - width / 2.0,
        y - height / 2.0,
        width,
        height,
        &format!(
            "rx=\"{}\" fill=\"#ffffff\" fill-opacity=\"0.9\" stroke=\"#333333\" stroke-width=\"1\"",
            num(size * 0.3)
        ),
    );
    svg.text(
        x,
        y + size * 0.36,
        text,
        &format!(
            "font-family=\"{}\" font-size=\"{}\" fill=\"#1a1a1a\" text-anchor=\"middle\"",
            palette::LABEL_FONT,
            num(size)
        ),
    );
}
