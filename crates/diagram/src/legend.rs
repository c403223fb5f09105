//! Small drawings for the legend of a game page: a piece's moves on a crop of its board
//! ([`move_picture_svg`]) and a capture's line pattern as a row of stones
//! ([`line_pattern_svg`]). Kept small in bytes: one path for the board's lines, short
//! elements for the marks grouped by kind, no ids; the glyph's font comes from the page's
//! stylesheet (`.legend-picture text`).

use std::fmt::Write;

use boardlore_engine::legend::{BoardSign, Cell, LinePattern, MovePicture, Reach};

use crate::figures;
use crate::palette::{BOARD_FILL, BOARD_INK, CROSS, DOT, FIRST, SECOND, SHARED};
use crate::passages::PASSAGE_INK;
use crate::writer::{escape, Svg};

/// Drawing units per square.
const U: i32 = 20;
/// Zone shading.
const ZONE: &str = "#e8c37a";
/// A destination the picture's blocker stops.
const BLOCKED: &str = "#a39d93";

/// The crop of the board a picture needs: every marked square and one square around them.
struct Crop {
    x0: i32,
    y1: i32,
    w: i32,
    h: i32,
}

impl Crop {
    fn new(picture: &MovePicture) -> Crop {
        let cells = std::iter::once(&picture.from)
            .chain(picture.reach.iter().map(|r| &r.at))
            .chain(&picture.screens)
            .chain(&picture.blockers);
        let (mut x0, mut y0, mut x1, mut y1) = (i32::MAX, i32::MAX, i32::MIN, i32::MIN);
        for &(x, y) in cells {
            let (x, y) = (i32::from(x), i32::from(y));
            (x0, y0, x1, y1) = (x0.min(x), y0.min(y), x1.max(x), y1.max(y));
        }
        let (files, ranks) = (i32::from(picture.size.0), i32::from(picture.size.1));
        let (x0, y0) = ((x0 - 1).max(0), (y0 - 1).max(0));
        let (x1, y1) = ((x1 + 1).min(files - 1), (y1 + 1).min(ranks - 1));
        Crop {
            x0,
            y1,
            w: x1 - x0 + 1,
            h: y1 - y0 + 1,
        }
    }

    fn contains(&self, (x, y): Cell) -> bool {
        let (x, y) = (i32::from(x), i32::from(y));
        x >= self.x0 && x < self.x0 + self.w && y <= self.y1 && y > self.y1 - self.h
    }

    /// The centre of a square in drawing units.
    fn centre(&self, (x, y): Cell) -> (i32, i32) {
        (
            (i32::from(x) - self.x0) * U + U / 2,
            (self.y1 - i32::from(y)) * U + U / 2,
        )
    }
}

/// A piece's moves from one square on a crop of its board: dots where it moves or captures,
/// rings where it only moves, crosses where it only captures, grey pieces as screens and
/// blockers, grey dots for the leaps a blocker stops, the zone shaded. The piece is its
/// glyph on a disc, or its figure when the ruleset gives one (makruk). `label` is the
/// accessible description, in the page's language (where the piece stands, what it reaches).
pub fn move_picture_svg(picture: &MovePicture, glyph: &str, label: &str) -> String {
    let crop = Crop::new(picture);
    let (w, h) = (crop.w * U, crop.h * U);
    let mut out = format!(
        "<svg viewBox=\"0 0 {w} {h}\" width=\"{w}\" height=\"{h}\" role=\"img\" aria-label=\"{}\"><rect width=\"{w}\" height=\"{h}\" fill=\"{BOARD_FILL}\"/>",
        escape(label)
    );
    zone(&mut out, &crop, &picture.zone);
    grid(&mut out, &crop, picture);
    for &at in picture.screens.iter().chain(&picture.blockers) {
        let (cx, cy) = crop.centre(at);
        let _ = write!(
            out,
            "<circle cx=\"{cx}\" cy=\"{cy}\" r=\"7\" fill=\"{}\" stroke=\"{}\"/>",
            SHARED.fill, SHARED.stroke
        );
    }
    marks(&mut out, &crop, picture);
    let (cx, cy) = crop.centre(picture.from);
    if let Some(figure) = picture.figure {
        let mut drawn = Svg::new();
        figures::draw_figure(
            &mut drawn,
            figure,
            (cx as f32, cy as f32),
            9.0,
            &FIRST,
            true,
        );
        out.push_str(&drawn.finish());
        out.push_str("</svg>");
        return out;
    }
    let _ = write!(
        out,
        "<circle cx=\"{cx}\" cy=\"{cy}\" r=\"8.5\" fill=\"{}\" stroke=\"{}\" stroke-width=\"1.5\"/><text x=\"{cx}\" y=\"{}\" font-size=\"11\" text-anchor=\"middle\" fill=\"{}\">{}</text></svg>",
        FIRST.fill,
        FIRST.stroke,
        cy + 4,
        FIRST.glyph,
        escape(glyph)
    );
    out
}

/// Shaded runs of zone squares inside the crop.
fn zone(out: &mut String, crop: &Crop, cells: &[Cell]) {
    for row in 0..crop.h {
        let y = crop.y1 - row;
        let mut x = crop.x0;
        while x < crop.x0 + crop.w {
            let inside = |x: i32| cells.contains(&(x as u8, y as u8));
            if !inside(x) {
                x += 1;
                continue;
            }
            let start = x;
            while x < crop.x0 + crop.w && inside(x) {
                x += 1;
            }
            let _ = write!(
                out,
                "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{U}\" fill=\"{ZONE}\" fill-opacity=\".5\"/>",
                (start - crop.x0) * U,
                row * U,
                (x - start) * U
            );
        }
    }
}

/// The board's lines: cell borders, or lines through the points running on past the edge of
/// the crop where the board goes on.
fn grid(out: &mut String, crop: &Crop, picture: &MovePicture) {
    let (w, h) = (crop.w * U, crop.h * U);
    let mut d = String::new();
    if picture.cells {
        for k in 0..=crop.w {
            let _ = write!(d, "M{} 0V{h}", k * U);
        }
        for k in 0..=crop.h {
            let _ = write!(d, "M0 {}H{w}", k * U);
        }
    } else {
        let (files, ranks) = (i32::from(picture.size.0), i32::from(picture.size.1));
        let left = if crop.x0 == 0 { U / 2 } else { 0 };
        let right = if crop.x0 + crop.w == files {
            w - U / 2
        } else {
            w
        };
        let top = if crop.y1 == ranks - 1 { U / 2 } else { 0 };
        let bottom = if crop.y1 - crop.h + 1 == 0 {
            h - U / 2
        } else {
            h
        };
        for k in 0..crop.w {
            let _ = write!(d, "M{} {top}V{bottom}", k * U + U / 2);
        }
        for k in 0..crop.h {
            let _ = write!(d, "M{left} {}H{right}", k * U + U / 2);
        }
    }
    let _ = write!(
        out,
        "<path d=\"{d}\" stroke=\"{BOARD_INK}\" stroke-width=\".8\" fill=\"none\"/>"
    );
}

/// Which destinations a group of marks draws.
type Keep<'a> = dyn Fn(&Reach) -> bool + 'a;

/// The destinations, grouped by how they are drawn (one group or path per kind keeps the
/// bytes down): dots, rings, crosses, and grey dots where the blocker stops a leap.
fn marks(out: &mut String, crop: &Crop, picture: &MovePicture) {
    let shown: Vec<&Reach> = picture
        .reach
        .iter()
        .filter(|r| crop.contains(r.at))
        .collect();
    let blocked = |r: &Reach| r.blocked_by(&picture.blockers);
    let groups: [(&Keep<'_>, String, &str); 3] = [
        (&|r| blocked(r), format!("fill=\"{BLOCKED}\""), "4"),
        (
            &|r| !blocked(r) && r.moves && r.captures,
            format!("fill=\"{DOT}\""),
            "4",
        ),
        (
            &|r| !blocked(r) && r.moves && !r.captures,
            format!("fill=\"none\" stroke=\"{DOT}\" stroke-width=\"1.5\""),
            "3.5",
        ),
    ];
    for (keep, paint, radius) in groups {
        let members: Vec<&&Reach> = shown.iter().filter(|r| keep(r)).collect();
        if members.is_empty() {
            continue;
        }
        let _ = write!(out, "<g {paint}>");
        for r in members {
            let (cx, cy) = crop.centre(r.at);
            let _ = write!(out, "<circle cx=\"{cx}\" cy=\"{cy}\" r=\"{radius}\"/>");
        }
        out.push_str("</g>");
    }
    let mut crosses = String::new();
    for r in shown
        .iter()
        .filter(|r| !blocked(r) && !r.moves && r.captures)
    {
        let (cx, cy) = crop.centre(r.at);
        let _ = write!(crosses, "M{} {}l8 8m0-8l-8 8", cx - 4, cy - 4);
    }
    if !crosses.is_empty() {
        let _ = write!(
            out,
            "<path d=\"{crosses}\" stroke=\"{CROSS}\" stroke-width=\"2\"/>"
        );
    }
}

/// A capture's line pattern as a row of points: the mover's stones light, the enemy's dark,
/// empty points bare; a ring around where the moved stone may stand, a cross on what is taken.
/// `label` is the accessible description, in the page's language.
pub fn line_pattern_svg(pattern: &LinePattern, label: &str) -> String {
    let n = pattern.cells.chars().count() as i32;
    let (w, h) = (n * U, U);
    let mut out = format!(
        "<svg viewBox=\"0 0 {w} {h}\" width=\"{w}\" height=\"{h}\" role=\"img\" aria-label=\"{}\"><rect width=\"{w}\" height=\"{h}\" fill=\"{BOARD_FILL}\"/><path d=\"M0 10H{w}\" stroke=\"{BOARD_INK}\" stroke-width=\".8\"/>",
        escape(label)
    );
    for (i, c) in pattern.cells.chars().enumerate() {
        let cx = i as i32 * U + U / 2;
        let colours = match c {
            'O' => &FIRST,
            'X' => &SECOND,
            _ => continue,
        };
        let ring = if pattern.moved.contains(&i) {
            format!(" stroke-width=\"2.5\" stroke=\"{DOT}\"")
        } else {
            format!(" stroke=\"{}\"", colours.stroke)
        };
        let _ = write!(
            out,
            "<circle cx=\"{cx}\" cy=\"10\" r=\"7.5\" fill=\"{}\"{ring}/>",
            colours.fill
        );
        if pattern.captured.contains(&i) {
            let _ = write!(
                out,
                "<path d=\"M{} 6l8 8m0-8l-8 8\" stroke=\"{CROSS}\" stroke-width=\"2\"/>",
                cx - 4
            );
        }
    }
    out.push_str("</svg>");
    out
}

/// A sign of the board drawn as on the board, between two cells: a passage arrow (one or two
/// heads, in the passages' blue) or a wall (a thick line along the side the cells share).
pub fn board_sign_svg(sign: BoardSign, label: &str) -> String {
    let (w, h) = (2 * U, U);
    let what = escape(label);
    let mark = match sign {
        BoardSign::TwoWayArrow => format!("<path d=\"M14 10H26\" stroke=\"{PASSAGE_INK}\" stroke-width=\"2.4\"/><path d=\"M32 10l-6-3.5v7zM8 10l6-3.5v7z\" fill=\"{PASSAGE_INK}\"/>"),
        BoardSign::OneWayArrow => format!("<path d=\"M8 10H26\" stroke=\"{PASSAGE_INK}\" stroke-width=\"2.4\"/><path d=\"M32 10l-6-3.5v7z\" fill=\"{PASSAGE_INK}\"/>"),
        BoardSign::Wall => format!("<path d=\"M20 0V20\" stroke=\"{BOARD_INK}\" stroke-width=\"4.8\"/>"),
    };
    format!(
        "<svg viewBox=\"0 0 {w} {h}\" width=\"{w}\" height=\"{h}\" role=\"img\" aria-label=\"{what}\"><rect width=\"{w}\" height=\"{h}\" fill=\"{BOARD_FILL}\" stroke=\"{BOARD_INK}\" stroke-width=\".8\"/><path d=\"M20 0V20\" stroke=\"{BOARD_INK}\" stroke-width=\".8\"/>{mark}</svg>"
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn picture() -> MovePicture {
        MovePicture {
            size: (9, 10),
            from: (4, 4),
            from_label: "e5".into(),
            reach: vec![Reach {
                at: (5, 6),
                label: "f7".into(),
                moves: true,
                captures: true,
                legs: vec![(4, 5)],
                ..Reach::default()
            }],
            blockers: vec![(4, 5)],
            ..MovePicture::default()
        }
    }

    #[test]
    fn a_blocked_leap_is_drawn_grey_and_carries_its_label() {
        let svg = move_picture_svg(&picture(), "馬", "horse on e5 & more");
        assert!(svg.contains(BLOCKED));
        assert!(svg.contains("aria-label=\"horse on e5 &amp; more\""));
        // The crop: e5 to f7 and one square around, 4 by 5 squares.
        assert!(svg.contains("viewBox=\"0 0 80 100\""));
    }

    #[test]
    fn the_board_signs_are_named_for_the_reader() {
        let two = board_sign_svg(BoardSign::TwoWayArrow, "a passage, both ways");
        assert!(two.contains("aria-label=\"a passage, both ways\""));
        assert_eq!(two.matches(PASSAGE_INK).count(), 2);
        assert!(board_sign_svg(BoardSign::Wall, "a wall").contains("aria-label=\"a wall\""));
    }

    #[test]
    fn a_piece_with_a_figure_is_drawn_as_it_in_its_picture() {
        let mut with_figure = picture();
        with_figure.figure = Some(boardlore_engine::board::Figure::Horse);
        let svg = move_picture_svg(&with_figure, "N", "horse");
        assert!(svg.contains("data-figure=\"horse\""));
        assert!(!svg.contains(">N</text>"));
    }

    #[test]
    fn a_pattern_marks_the_captured_stone() {
        let svg = line_pattern_svg(
            &LinePattern {
                cells: "OOX".into(),
                moved: vec![0, 1],
                captured: vec![2],
            },
            "a line",
        );
        assert_eq!(svg.matches("<circle").count(), 3);
        assert!(svg.contains(CROSS));
    }
}
