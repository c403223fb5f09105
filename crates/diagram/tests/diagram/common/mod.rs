//! Positions shared by the diagram tests, built directly as `PositionView` values (the tests do
//! not depend on any ruleset being compiled).
#![allow(dead_code)]

#[cfg(feature = "png")]
pub mod images;

use boardlore_diagram::{svg, Mark, SocialCard, SvgOptions};
use boardlore_engine::board::{alquerque, hexagonal, square, Board, Links, PointId, Style};
use boardlore_engine::game::{HandView, PieceView};
use boardlore_engine::{Player, PositionView};

/// A single, unpromoted piece of `owner` at point `at`.
pub fn piece_at(at: PointId, owner: u8, kind: &str, glyph: &str) -> PieceView {
    PieceView {
        at,
        owner: Some(Player(owner)),
        kind: kind.to_string(),
        glyph: glyph.to_string(),
        promoted: false,
        height: 1,
    }
}

/// A piece of `owner` at `label`.
pub fn piece(board: &Board, label: &str, owner: u8, kind: &str, glyph: &str) -> PieceView {
    let at = board
        .find(label)
        .unwrap_or_else(|| panic!("no point {label}"));
    piece_at(at, owner, kind, glyph)
}

/// Reads a FEN-like board: ranks from the top, `/` between ranks, digits for empty runs; each
/// letter is looked up in `kinds` (upper case = first player).
pub fn from_rows(board: &Board, rows: &str, kinds: &[(char, &str, &str, &str)]) -> Vec<PieceView> {
    let ranks: Vec<&str> = rows.split('/').collect();
    let mut pieces = Vec::new();
    for (r, row) in ranks.iter().enumerate() {
        let rank = ranks.len() - 1 - r;
        let mut file = 0usize;
        let mut digits = String::new();
        let flush = |digits: &mut String, file: &mut usize| {
            if !digits.is_empty() {
                *file += digits.parse::<usize>().unwrap();
                digits.clear();
            }
        };
        for c in row.chars() {
            if c.is_ascii_digit() {
                digits.push(c);
                continue;
            }
            flush(&mut digits, &mut file);
            let (_, kind, first, second) = kinds
                .iter()
                .find(|k| k.0 == c.to_ascii_lowercase())
                .unwrap_or_else(|| panic!("unknown piece letter {c}"));
            let owner = if c.is_ascii_uppercase() { 0 } else { 1 };
            let glyph = if owner == 0 { first } else { second };
            let label = format!("{}{}", (b'a' + file as u8) as char, rank + 1);
            pieces.push(piece(board, &label, owner, kind, glyph));
            file += 1;
        }
    }
    pieces
}

/// The position of `rows` (see [`from_rows`]) with `to_move` to play.
fn view_of(
    board: &Board,
    rows: &str,
    kinds: &[(char, &str, &str, &str)],
    to_move: Player,
) -> PositionView {
    PositionView {
        pieces: from_rows(board, rows, kinds),
        to_move: Some(to_move),
        ..PositionView::default()
    }
}

/// Chess: an 8x8 board of cells and the start position with letter glyphs.
pub fn chess() -> (Board, PositionView) {
    let board = square(8, 8, Links::Orthogonal, Style::Cells);
    let kinds = [
        ('k', "king", "K", "k"),
        ('q', "queen", "Q", "q"),
        ('r', "rook", "R", "r"),
        ('b', "bishop", "B", "b"),
        ('n', "knight", "N", "n"),
        ('p', "pawn", "P", "p"),
    ];
    let rows = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR";
    let view = view_of(&board, rows, &kinds, Player(1));
    (board, view)
}

/// Xiangqi: 9x10 intersections with both palaces and the halves that make the river, and the
/// start position in Chinese characters (red 帥仕相傌俥炮兵, black 將士象馬車砲卒).
pub fn xiangqi() -> (Board, PositionView) {
    let mut board = square(9, 10, Links::Orthogonal, Style::Intersections);
    let region = |board: &Board, from: (usize, usize), to: (usize, usize)| {
        let mut ids = Vec::new();
        for rank in from.1..=to.1 {
            for file in from.0..=to.0 {
                let label = format!("{}{}", (b'a' + file as u8) as char, rank + 1);
                ids.push(board.find(&label).unwrap());
            }
        }
        ids
    };
    let red_palace = region(&board, (3, 0), (5, 2));
    let black_palace = region(&board, (3, 7), (5, 9));
    let red_half = region(&board, (0, 0), (8, 4));
    board.set_region("palace-red", red_palace);
    board.set_region("palace-black", black_palace);
    board.set_region("red-side", red_half);
    let kinds = [
        ('k', "general", "帥", "將"),
        ('a', "advisor", "仕", "士"),
        ('b', "elephant", "相", "象"),
        ('n', "horse", "傌", "馬"),
        ('r', "chariot", "俥", "車"),
        ('c', "cannon", "炮", "砲"),
        ('p', "soldier", "兵", "卒"),
    ];
    let rows = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR";
    let view = view_of(&board, rows, &kinds, Player(0));
    (board, view)
}

/// A hexagon with four points a side and a few pieces of each side plus a shared one.
pub fn hexagon() -> (Board, PositionView) {
    let board = hexagonal(4);
    let mut pieces = vec![
        piece(&board, "a1", 0, "stone", "1"),
        piece(&board, "b2", 0, "stone", "2"),
        piece(&board, "d4", 1, "stone", "3"),
        piece(&board, "g4", 1, "stone", "4"),
    ];
    let mut neutral = piece(&board, "d1", 0, "blocker", "");
    neutral.owner = None;
    pieces.push(neutral);
    let view = PositionView {
        pieces,
        ..PositionView::default()
    };
    (board, view)
}

/// Alquerque: 5x5 points with the diagonals through every other point, the start position.
pub fn alquerque_start() -> (Board, PositionView) {
    let board = alquerque(5, 5);
    let mut pieces = Vec::new();
    for (i, p) in board.points().iter().enumerate() {
        let (x, y) = (p.x as i32, p.y as i32);
        let owner = if y < 2 || (y == 2 && x > 2) {
            Some(0)
        } else if y > 2 || (y == 2 && x < 2) {
            Some(1)
        } else {
            None
        };
        if let Some(owner) = owner {
            pieces.push(piece_at(i as PointId, owner, "man", ""));
        }
    }
    let view = PositionView {
        pieces,
        ..PositionView::default()
    };
    (board, view)
}

/// Shogi-like: 9x9 cells with kanji pieces, a promoted piece and pieces in hand.
pub fn shogi() -> (Board, PositionView) {
    let board = square(9, 9, Links::Orthogonal, Style::Cells);
    let mut pieces = vec![
        piece(&board, "e1", 0, "king", "玉"),
        piece(&board, "e9", 1, "king", "王"),
        piece(&board, "b2", 0, "bishop", "角"),
        piece(&board, "h8", 1, "rook", "飛"),
        piece(&board, "c7", 0, "silver", "銀"),
    ];
    let mut tokin = piece(&board, "d7", 0, "pawn", "と");
    tokin.promoted = true;
    pieces.push(tokin);
    let view = PositionView {
        pieces,
        hands: vec![
            HandView {
                owner: Player(0),
                pieces: vec![
                    ("pawn".into(), "歩".into(), 2),
                    ("gold".into(), "金".into(), 1),
                ],
            },
            HandView {
                owner: Player(1),
                pieces: vec![("lance".into(), "香".into(), 1)],
            },
        ],
        to_move: Some(Player(0)),
        ..PositionView::default()
    };
    (board, view)
}

/// The marks of a chess figure: the pawn's double step, its square highlighted, a dot, a cross
/// and a label.
pub fn chess_marks(board: &Board) -> Vec<Mark> {
    let at = |l: &str| board.find(l).unwrap();
    vec![
        Mark::Arrow {
            from: at("e2"),
            to: at("e4"),
        },
        Mark::Highlight(at("e4")),
        Mark::Highlight(at("e2")),
        Mark::Arrow {
            from: at("g8"),
            to: at("f6"),
        },
        Mark::Dot(at("d5")),
        Mark::Cross(at("b5")),
        Mark::Label {
            at: at("h5"),
            text: "A".into(),
        },
    ]
}

/// A sample position drawn with the default options and no marks.
pub fn plain_svg((board, view): (Board, PositionView)) -> String {
    svg(&board, &view, &[], &SvgOptions::default())
}

/// Xiangqi's social card: a Chinese title over the start position, drawn with `options`
/// less its coordinates.
pub fn xiangqi_card(options: SvgOptions) -> SocialCard {
    let (board, view) = xiangqi();
    let options = SvgOptions {
        coordinates: false,
        ..options
    };
    SocialCard {
        title: "Xiangqi 象棋".into(),
        subtitle: "Xiàngqí: the river, the palace and the cannon that needs a screen".into(),
        site: "boardlore".into(),
        board_svg: Some(svg(&board, &view, &[], &options)),
    }
}
