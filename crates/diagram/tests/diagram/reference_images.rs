//! Reference images of the diagrams, rendered with the shipped fonts (see common/images.rs for
//! the tolerance and how to regenerate).

use crate::common;

use boardlore_diagram::{svg, SvgOptions};
use boardlore_engine::players::players_from;
use common::images::{check, WIDTH};

/// Xiangqi's sides as its ruleset names them: Red moves first, drawn red on light discs.
fn xiangqi_options() -> SvgOptions {
    SvgOptions {
        players: players_from(vec![("Red".into(), None), ("Black".into(), None)]),
        ..SvgOptions::default()
    }
}

#[test]
fn chess_start_after_e4() {
    check("chess-8x8", &common::plain_svg(common::chess()), WIDTH);
}

#[test]
fn chess_with_arrow_highlight_dot_cross_and_label() {
    let (board, view) = common::chess();
    let marks = common::chess_marks(&board);
    check(
        "chess-marks",
        &svg(&board, &view, &marks, &SvgOptions::default()),
        WIDTH,
    );
}

#[test]
fn xiangqi_with_palace_river_and_chinese_pieces() {
    let (board, view) = common::xiangqi();
    check(
        "xiangqi-start",
        &svg(&board, &view, &[], &xiangqi_options()),
        WIDTH,
    );
}

#[test]
fn xiangqi_flipped() {
    let (board, view) = common::xiangqi();
    let options = SvgOptions {
        flipped: true,
        ..xiangqi_options()
    };
    check("xiangqi-flipped", &svg(&board, &view, &[], &options), WIDTH);
}

#[test]
fn hexagonal_board() {
    check("hexagon-4", &common::plain_svg(common::hexagon()), WIDTH);
}

#[test]
fn alquerque_board() {
    check(
        "alquerque-start",
        &common::plain_svg(common::alquerque_start()),
        WIDTH,
    );
}

#[test]
fn shogi_pentagons_and_hands() {
    check("shogi-hands", &common::plain_svg(common::shogi()), WIDTH);
}

#[test]
fn social_card_with_a_chinese_title() {
    let card = common::xiangqi_card(xiangqi_options());
    check(
        "social-card",
        &boardlore_diagram::social_card_svg(&card),
        600,
    );
}
