//! Where everything goes: board coordinates to SVG coordinates, margins, hand strips.

use boardlore_engine::board::{Board, PointId, Style};
use boardlore_engine::small_sort::sort_dedup_small;

use crate::palette::UNIT;

/// Margins, in grid units, around the playing area.
const CELL_FRAME: f32 = 0.12;
const INTERSECTION_PAD: f32 = 0.62;
const COORD_BAND: f32 = 0.42;
/// Height of a strip for pieces in hand, in grid units.
pub(crate) const HAND_STRIP: f32 = 0.95;

/// Where the coordinates go around the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Band {
    /// No coordinates along the edges.
    None,
    /// Along the bottom and up the left (chess).
    BottomLeft,
    /// Along the top and down the right (shogi).
    TopRight,
}

/// The placement of a board on the SVG canvas.
pub(crate) struct Layout {
    pub(crate) style: Style,
    pub(crate) flipped: bool,
    min: (f32, f32),
    max: (f32, f32),
    /// SVG position of the board's top-left corner (`min.x`, `max.y` unflipped).
    origin: (f32, f32),
    /// Canvas size in SVG units.
    pub(crate) width: f32,
    pub(crate) height: f32,
    /// Top edge of the upper and lower hand strips, when hands are shown.
    pub(crate) hand_strips: Option<(f32, f32)>,
    /// Left edge of the board frame in SVG units (coordinates go left of it).
    pub(crate) frame_left: f32,
    pub(crate) frame_right: f32,
    pub(crate) frame_top: f32,
    pub(crate) frame_bottom: f32,
}

impl Layout {
    pub(crate) fn new(board: &Board, flipped: bool, coordinates: Band, hands: bool) -> Layout {
        let (mut min, mut max) = ((f32::MAX, f32::MAX), (f32::MIN, f32::MIN));
        for p in board.points() {
            min = (min.0.min(p.x), min.1.min(p.y));
            max = (max.0.max(p.x), max.1.max(p.y));
        }
        if board.is_empty() {
            (min, max) = ((0.0, 0.0), (0.0, 0.0));
        }
        let style = board.style();
        // Distance from the outermost point centres to the frame.
        let pad = match style {
            Style::Cells => 0.5 + CELL_FRAME,
            Style::Intersections => INTERSECTION_PAD,
        };
        // The band's width on each side: (left, top, right, bottom); the side opposite the
        // coordinates keeps a quarter of it, so the board stays near the centre.
        let (b_left, b_top, b_right, b_bottom) = match coordinates {
            Band::None => (0.0, 0.0, 0.0, 0.0),
            Band::BottomLeft => (COORD_BAND, 0.0, COORD_BAND * 0.25, COORD_BAND),
            Band::TopRight => (COORD_BAND * 0.25, COORD_BAND * 0.8, COORD_BAND, 0.0),
        };
        let hand = if hands { HAND_STRIP } else { 0.0 };
        let left = (b_left + pad) * UNIT;
        let top = (hand + b_top + pad) * UNIT;
        let board_w = (max.0 - min.0) * UNIT;
        let board_h = (max.1 - min.1) * UNIT;
        let width = left + board_w + (pad + b_right) * UNIT;
        let height = top + board_h + (pad + b_bottom + hand) * UNIT;
        let frame_bottom = top + board_h + pad * UNIT;
        Layout {
            style,
            flipped,
            min,
            max,
            origin: (left, top),
            width,
            height,
            hand_strips: hands.then_some((0.0, frame_bottom + b_bottom * UNIT)),
            frame_left: left - pad * UNIT,
            frame_right: left + board_w + pad * UNIT,
            frame_top: top - pad * UNIT,
            frame_bottom,
        }
    }

    /// SVG position of a board coordinate.
    pub(crate) fn at_xy(&self, x: f32, y: f32) -> (f32, f32) {
        if self.flipped {
            (
                self.origin.0 + (self.max.0 - x) * UNIT,
                self.origin.1 + (y - self.min.1) * UNIT,
            )
        } else {
            (
                self.origin.0 + (x - self.min.0) * UNIT,
                self.origin.1 + (self.max.1 - y) * UNIT,
            )
        }
    }

    /// SVG position of a point.
    pub(crate) fn at(&self, board: &Board, id: PointId) -> (f32, f32) {
        let p = board.point(id);
        self.at_xy(p.x, p.y)
    }

    /// Radius of a piece disc.
    pub(crate) fn piece_radius(&self) -> f32 {
        match self.style {
            Style::Cells => 0.42 * UNIT,
            Style::Intersections => 0.44 * UNIT,
        }
    }

    /// Whether a piece of `owner` (0 = first player) sits at the bottom of the picture.
    pub(crate) fn owner_at_bottom(&self, owner: u8) -> bool {
        (owner == 0) != self.flipped
    }
}

/// A rectangular board whose points sit on whole-number coordinates, one per lattice point.
pub(crate) struct Grid {
    pub(crate) files: usize,
    pub(crate) ranks: usize,
}

impl Grid {
    /// Recognises a full rectangle of points (chess, xiangqi, go, alquerque boards).
    pub(crate) fn of(board: &Board) -> Option<Grid> {
        let mut xs: Vec<i64> = Vec::new();
        let mut ys: Vec<i64> = Vec::new();
        for p in board.points() {
            if p.x.fract() != 0.0 || p.y.fract() != 0.0 {
                return None;
            }
            xs.push(p.x as i64);
            ys.push(p.y as i64);
        }
        sort_dedup_small(&mut xs);
        sort_dedup_small(&mut ys);
        let contiguous = |v: &[i64]| v.windows(2).all(|w| w[1] == w[0] + 1);
        if board.is_empty() || !contiguous(&xs) || !contiguous(&ys) {
            return None;
        }
        (xs.len() * ys.len() == board.len()).then_some(Grid {
            files: xs.len(),
            ranks: ys.len(),
        })
    }
}
