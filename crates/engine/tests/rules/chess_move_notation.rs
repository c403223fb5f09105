//! Each tradition's move names, generated from the rules (`tradition:` in the ruleset): the
//! names players write, checked on positions they know.

use boardlore_engine::chess::{ChessGame, ChessMove, Position};
use boardlore_engine::game::Game;

use crate::support::chess::{load, position};
use boardlore_engine::Presentation;

/// The move `uci` of `pos` named in `style`, the move before it (`previous`) played from
/// `before`.
fn named(game: &ChessGame, pos: &Position, uci: &str, style: &str) -> String {
    named_after(game, pos, uci, style, None)
}

fn named_after(
    game: &ChessGame,
    pos: &Position,
    uci: &str,
    style: &str,
    previous: Option<(&Position, ChessMove)>,
) -> String {
    let mv = game.parse_move(pos, uci).expect("a legal move");
    game.styled_move_name(pos, mv, style, previous)
        .expect("a style of the tradition")
}

/// The position after `moves` from the start, with the last move and the position it was
/// played in.
fn after(game: &ChessGame, moves: &[&str]) -> (Position, Option<(Position, ChessMove)>) {
    let mut pos = game.start();
    let mut last = None;
    for name in moves {
        let mv = game.parse_move(&pos, name).expect("a legal move");
        let before = pos.clone();
        game.play(&mut pos, mv);
        last = Some((before, mv));
    }
    (pos, last)
}

#[test]
fn xiangqi_offers_wxf_and_chinese_and_shogi_japanese_and_western() {
    let ids = |game: &ChessGame| -> Vec<&str> { game.move_styles().iter().map(|s| s.id).collect() };
    assert_eq!(ids(&load("xiangqi", "main")), ["wxf", "chinese"]);
    assert_eq!(ids(&load("shogi", "main")), ["japanese", "western"]);
    assert_eq!(ids(&load("janggi", "main")), ["korean"]);
    assert_eq!(ids(&load("makruk", "main")), ["san"]);
    assert_eq!(ids(&load("shatranj", "main")), ["san"]);
}

#[test]
fn xiangqi_the_central_cannon_is_c2_5_and_its_chinese_name_counts_from_red_s_right() {
    let game = load("xiangqi", "main");
    let start = game.start();
    assert_eq!(named(&game, &start, "h3e3", "wxf"), "C2=5");
    assert_eq!(named(&game, &start, "h3e3", "chinese"), "炮二平五");
    assert_eq!(named(&game, &start, "h1g3", "wxf"), "H2+3");
    assert_eq!(named(&game, &start, "h1g3", "chinese"), "傌二進三");
    assert_eq!(named(&game, &start, "i1i2", "wxf"), "R1+1");
}

#[test]
fn xiangqi_black_counts_its_files_from_its_own_right_in_digits() {
    let game = load("xiangqi", "main");
    let (pos, _) = after(&game, &["h3e3"]);
    assert_eq!(named(&game, &pos, "h10g8", "wxf"), "H8+7");
    assert_eq!(named(&game, &pos, "h10g8", "chinese"), "馬8進7");
    assert_eq!(named(&game, &pos, "b8e8", "chinese"), "砲2平5");
}

#[test]
fn xiangqi_two_chariots_on_one_file_the_front_one_is_r_plus_and_the_rear_r_minus() {
    let game = load("xiangqi", "main");
    let pos = position(&game, "5k3/9/9/9/9/4R4/9/4R4/9/3K5 w - - 0 1");
    assert_eq!(named(&game, &pos, "e5f5", "wxf"), "R+=4");
    assert_eq!(named(&game, &pos, "e3f3", "wxf"), "R-=4");
    assert_eq!(named(&game, &pos, "e5f5", "chinese"), "前俥平四");
    assert_eq!(named(&game, &pos, "e3e2", "chinese"), "後俥退一");
}

#[test]
fn shogi_the_first_pawn_move_is_7_6_fu_and_p_7f() {
    let game = load("shogi", "main");
    let start = game.start();
    assert_eq!(named(&game, &start, "c3c4", "japanese"), "７六歩");
    assert_eq!(named(&game, &start, "c3c4", "western"), "P-7f");
}

#[test]
fn shogi_a_recapture_is_dou_and_a_promotion_nari() {
    let game = load("shogi", "main");
    let (pos, last) = after(&game, &["c3c4", "g7g6", "b2h8+"]);
    let (before, mv) = last.expect("a move was played");
    let previous = Some((&before, mv));
    assert_eq!(
        named_after(&game, &pos, "g9h8", "japanese", previous),
        "同　銀"
    );
    assert_eq!(
        named_after(&game, &pos, "g9h8", "western", previous),
        "Sx2b"
    );
    let (pos, _) = after(&game, &["c3c4", "g7g6"]);
    assert_eq!(named(&game, &pos, "b2h8+", "japanese"), "２二角成");
    assert_eq!(named(&game, &pos, "b2h8", "japanese"), "２二角不成");
    assert_eq!(named(&game, &pos, "b2h8+", "western"), "Bx2b+");
}

#[test]
fn shogi_two_golds_reaching_one_point_are_told_apart_by_their_side() {
    let game = load("shogi", "main");
    let start = game.start();
    assert_eq!(named(&game, &start, "f1e2", "japanese"), "５八金右");
    assert_eq!(named(&game, &start, "d1e2", "japanese"), "５八金左");
    assert_eq!(named(&game, &start, "f1e2", "western"), "G4i-5h");
}

#[test]
fn shogi_a_drop_is_written_with_a_star_and_da_only_when_a_board_piece_could_go_there() {
    let game = load("shogi", "main");
    let pos = position(
        &game,
        "lnsgkg1nl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LN1GKGSNL[Ss] w 0 1",
    );
    assert_eq!(named(&game, &pos, "S@e5", "japanese"), "５五銀");
    assert_eq!(named(&game, &pos, "S@e5", "western"), "S*5e");
    assert_eq!(named(&game, &pos, "S@f2", "japanese"), "４八銀打");
}

#[test]
fn janggi_a_move_is_its_origin_piece_and_destination_rank_first() {
    let game = load("janggi", "fairy-stockfish");
    let start = game.start();
    assert_eq!(named(&game, &start, "b1c3", "korean"), "02馬83");
    assert_eq!(named(&game, &start, "a4a5", "korean"), "71卒61");
}

#[test]
fn makruk_moves_are_standard_algebraic_with_makruk_s_letters() {
    let game = load("makruk", "main");
    let start = game.start();
    assert_eq!(named(&game, &start, "e3e4", "san"), "e4");
    assert_eq!(named(&game, &start, "g1e2", "san"), "Ne2");
    let pos = position(&game, "k7/8/1K6/8/8/8/8/7R w - - 0 1");
    assert_eq!(named(&game, &pos, "h1h8", "san"), "Rh8#");
}
