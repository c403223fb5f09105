//! The ways in and out of a board's regions, as its rules use them: an arrow across every
//! linked crossing out of a region the ruleset names in `board.passages` (two heads where moves
//! go both ways), and a wall along the side between side-by-side points no line joins.
//!
//! Nothing here is placed by hand: the engine reads the crossings and walls from the board's
//! links ([`boardlore_engine::board::Board::passages_of`]) and narrows each arrow to the
//! directions the players move in.

use boardlore_engine::board::{Board, Passage};

use crate::layout::Layout;
use crate::palette::{BOARD_FILL, BOARD_INK, UNIT};
use crate::writer::{num, PathData, Svg};

/// The colour of passage arrows: the sea's blue, apart from the board's brown ink.
pub(crate) const PASSAGE_INK: &str = "#1f5f99";

/// Half the length of an arrow, from the crossing's middle to a tip.
const HALF_ARROW: f32 = UNIT * 0.3;
/// Length of an arrowhead.
const HEAD: f32 = UNIT * 0.16;

/// Walls: a thick line along the side shared by two points that no line joins.
pub(crate) fn draw_walls(svg: &mut Svg, board: &Board, layout: &Layout) {
    let walls = &board.drawing().walls;
    let mut path = PathData::default();
    for &(a, b) in walls {
        if usize::from(a.max(b)) >= board.len() {
            continue;
        }
        let ((ax, ay), (bx, by)) = (layout.at(board, a), layout.at(board, b));
        let (mx, my) = ((ax + bx) / 2.0, (ay + by) / 2.0);
        // Half the side, across the step from one point to the other.
        let (hx, hy) = ((by - ay) / 2.0, (ax - bx) / 2.0);
        path.move_to((mx - hx, my - hy));
        path.line_to((mx + hx, my + hy));
    }
    if !path.is_empty() {
        svg.path(
            path.as_str(),
            &format!(
                "class=\"bl-walls\" fill=\"none\" stroke=\"{BOARD_INK}\" stroke-width=\"{}\" stroke-linecap=\"square\"",
                num(UNIT * 0.12)
            ),
        );
    }
}

/// Arrows across the passages, drawn over the pieces so a full island still shows its ways.
pub(crate) fn draw_arrows(svg: &mut Svg, board: &Board, layout: &Layout) {
    let passages = &board.drawing().passages;
    if passages.is_empty() {
        return;
    }
    let mut shafts = PathData::default();
    let mut heads = PathData::default();
    for passage in passages {
        if usize::from(passage.inside.max(passage.outside)) >= board.len() {
            continue;
        }
        arrow(board, layout, passage, &mut shafts, &mut heads);
    }
    svg.open_group("class=\"bl-passages\"");
    // A pale halo under each arrow keeps it legible over dark pieces and cell lines.
    svg.path(
        shafts.as_str(),
        &format!(
            "fill=\"none\" stroke=\"{BOARD_FILL}\" stroke-width=\"{}\" stroke-linecap=\"round\"",
            num(UNIT * 0.14)
        ),
    );
    svg.path(
        shafts.as_str(),
        &format!(
            "fill=\"none\" stroke=\"{PASSAGE_INK}\" stroke-width=\"{}\"",
            num(UNIT * 0.06)
        ),
    );
    svg.path(
        heads.as_str(),
        &format!(
            "fill=\"{PASSAGE_INK}\" stroke=\"{BOARD_FILL}\" stroke-width=\"{}\" stroke-linejoin=\"round\" paint-order=\"stroke\"",
            num(UNIT * 0.04)
        ),
    );
    svg.close_group();
}

/// One arrow centred on the crossing, a head at each end a move goes towards.
fn arrow(
    board: &Board,
    layout: &Layout,
    passage: &Passage,
    shafts: &mut PathData,
    heads: &mut PathData,
) {
    let (ix, iy) = layout.at(board, passage.inside);
    let (ox, oy) = layout.at(board, passage.outside);
    let length = ((ox - ix).powi(2) + (oy - iy).powi(2)).sqrt().max(1.0);
    let (ux, uy) = ((ox - ix) / length, (oy - iy) / length);
    let (mx, my) = ((ix + ox) / 2.0, (iy + oy) / 2.0);
    let out_tip = (mx + ux * HALF_ARROW, my + uy * HALF_ARROW);
    let in_tip = (mx - ux * HALF_ARROW, my - uy * HALF_ARROW);
    let shorten = |tip: (f32, f32), sign: f32, has_head: bool| {
        let back = if has_head { HEAD * 0.8 } else { 0.0 };
        (tip.0 - sign * ux * back, tip.1 - sign * uy * back)
    };
    shafts.move_to(shorten(in_tip, -1.0, passage.inward));
    shafts.line_to(shorten(out_tip, 1.0, passage.outward));
    if passage.outward {
        head(heads, out_tip, (ux, uy));
    }
    if passage.inward {
        head(heads, in_tip, (-ux, -uy));
    }
}

/// A filled arrowhead with its tip at `tip`, pointing along the unit vector `(ux, uy)`.
fn head(heads: &mut PathData, tip: (f32, f32), (ux, uy): (f32, f32)) {
    let (bx, by) = (tip.0 - ux * HEAD, tip.1 - uy * HEAD);
    let (px, py) = (-uy * HEAD * 0.55, ux * HEAD * 0.55);
    heads.move_to(tip);
    heads.line_to((bx + px, by + py));
    heads.line_to((bx - px, by - py));
    heads.line_to(tip);
}

#[cfg(test)]
mod tests {
    use boardlore_engine::board::{square, Links, Style};
    use boardlore_engine::PositionView;

    use crate::{svg, SvgOptions};

    #[test]
    fn an_island_corner_shows_an_arrow_across_each_way_out_and_a_wall_where_none_goes() {
        // A 2x2 board: the island is a1; its link to a2 is drawn, the one to b1 is not.
        let mut board = square(2, 2, Links::Orthogonal, Style::Cells);
        let a1 = board.find("a1").unwrap();
        board.set_region("island", vec![a1]);
        let (arrows, _) = board.passages_of(&["island".to_string()]);
        let (a2, b1) = (board.find("a2").unwrap(), board.find("b1").unwrap());
        let way_up: Vec<_> = arrows.into_iter().filter(|p| p.outside == a2).collect();
        let drawing = board.drawing_mut();
        drawing.passages = way_up;
        drawing.walls = vec![(a1, b1)];
        let out = svg(
            &board,
            &PositionView::default(),
            &[],
            &SvgOptions::default(),
        );
        assert!(out.contains("class=\"bl-passages\""));
        assert!(out.contains("class=\"bl-walls\""));
        // Two heads (both ways) of three corners each, in the one path of heads.
        let heads = out.split("paint-order").next().unwrap();
        assert_eq!(heads.rsplit("d=\"").next().unwrap().matches('M').count(), 2);
    }

    #[test]
    fn a_board_without_passages_draws_neither_arrows_nor_walls() {
        let board = square(8, 8, Links::Orthogonal, Style::Cells);
        let out = svg(
            &board,
            &PositionView::default(),
            &[],
            &SvgOptions::default(),
        );
        assert!(!out.contains("bl-passages") && !out.contains("bl-walls"));
    }
}
