//! Shogi's notations. Files are numbered from Sente's right (1) to its left (9 on the full
//! board), ranks from the top (Gote's side).
//!
//! - Japanese (`７六歩`, `同　歩`, `５五角打`, `２二角成`, `３三銀右上`): the destination as a
//!   full-width file digit and a kanji rank, or `同　` when the move lands where the previous
//!   one did; the piece's name; when other pieces of its kind could reach the same point, the
//!   words that tell it apart: its movement (上 forward, 引 backward, 寄 sideways, 直 straight
//!   forward for a stepping piece) when that alone does, else its place (右, 左 from the
//!   mover's side), else both; `打` for a drop a piece on the board could also make; `成` for a
//!   promotion and `不成` when it could promote and does not.
//! - Western (Hodges: `P-7f`, `Bx2b+`, `N*5e`, `G4i-5h`): the piece's letter (`+` before a
//!   promoted piece's), its origin when another piece of its kind could reach the same point,
//!   `-` for a move, `x` for a capture, `*` for a drop, the destination (file digit and rank
//!   letter `a` to `i` from the top), and `+` for a promotion or `=` when it could promote and
//!   does not.

use super::move_notation::MoveInContext;
use super::movegen::MoveKind;
use super::tables::Grid;
use crate::board::EdgeLabels;

const FULL_WIDTH: [&str; 10] = ["０", "１", "２", "３", "４", "５", "６", "７", "８", "９"];
const KANJI: [&str; 11] = [
    "〇", "一", "二", "三", "四", "五", "六", "七", "八", "九", "十",
];

/// A point's file number (from Sente's right) and rank number (from the top).
fn numbers(cx: &MoveInContext<'_>, sq: u8) -> (i32, i32) {
    let (x, y) = cx.xy(sq);
    grid_numbers(&cx.variant().grid, x, y)
}

/// The file and rank numbers of drawing column `x` and row `y`.
fn grid_numbers(grid: &Grid, x: i32, y: i32) -> (i32, i32) {
    (grid.files - x, grid.ranks - y)
}

/// A rank number as a kanji numeral (一 to 十), or in digits beyond them.
fn kanji_rank(rank: i32) -> String {
    KANJI
        .get(rank as usize)
        .map_or_else(|| rank.to_string(), |s| s.to_string())
}

/// A rank number as Western notation's letter (`a` at the top).
fn letter_rank(rank: i32) -> char {
    (b'a' + (rank - 1).clamp(0, 25) as u8) as char
}

/// The coordinates along the board's edges in a style's records: file numbers along the top
/// (9 to 1 from Sente's left), ranks down the right side, letters for the Western style and
/// kanji otherwise, so the board reads as the record does.
pub(super) fn edge_labels(grid: &Grid, style: &str) -> EdgeLabels {
    let rank_name = |rank: i32| match style {
        "western" => letter_rank(rank).to_string(),
        _ => kanji_rank(rank),
    };
    EdgeLabels {
        files: (0..grid.files)
            .map(|x| (x, grid_numbers(grid, x, 0).0.to_string()))
            .collect(),
        ranks: (0..grid.ranks)
            .map(|y| (y, rank_name(grid_numbers(grid, 0, y).1)))
            .collect(),
        top_right: true,
    }
}

/// A piece's name in a Japanese record, by its FEN letter (its drawn character otherwise).
fn japanese_name(letter: &str, glyph: &str) -> String {
    match letter {
        "+s" => "成銀".to_string(),
        "+n" => "成桂".to_string(),
        "+l" => "成香".to_string(),
        _ => glyph.to_string(),
    }
}

/// The move in Japanese notation.
pub(super) fn japanese(cx: &MoveInContext<'_>) -> String {
    let mv = cx.mv;
    let side = cx.mover();
    if mv.kind == MoveKind::Pass {
        return "パス".to_string();
    }
    let piece = cx.piece();
    let name = japanese_name(&piece.letter, &piece.glyphs[side]);
    let (file, rank) = numbers(cx, mv.to);
    let mut out = if cx.previous_to == Some(mv.to) && mv.kind != MoveKind::Drop {
        "同　".to_string()
    } else {
        let file = FULL_WIDTH
            .get(file as usize)
            .map_or_else(|| file.to_string(), |s| s.to_string());
        let rank = kanji_rank(rank);
        format!("{file}{rank}")
    };
    out.push_str(&name);
    if mv.kind == MoveKind::Drop {
        let board_piece_could = cx.legal.iter().any(|m| {
            m.to == mv.to
                && m.kind == MoveKind::Normal
                && super::position::Position::kind(cx.pos.board[usize::from(m.from)])
                    == cx.piece_type()
        });
        if board_piece_could {
            out.push('打');
        }
        return out;
    }
    out.push_str(&telling_apart(cx));
    if mv.promo != 0 {
        out.push('成');
    } else if cx.has_promotion_twin() {
        out.push_str("不成");
    }
    out
}

/// The movement word of a step from `from` to `to` seen from `side`: 上, 引 or 寄.
fn movement(cx: &MoveInContext<'_>, from: u8, to: u8) -> char {
    let forward = if cx.mover() == 0 { 1 } else { -1 };
    let dy = (cx.xy(to).1 - cx.xy(from).1) * forward;
    match dy.signum() {
        1 => '上',
        -1 => '引',
        _ => '寄',
    }
}

/// The words that tell the moving piece from the others of its kind that could reach the same
/// point (empty when none could).
fn telling_apart(cx: &MoveInContext<'_>) -> String {
    let rivals = cx.rivals();
    if rivals.is_empty() {
        return String::new();
    }
    let (from, to) = (cx.mv.from, cx.mv.to);
    let word = movement(cx, from, to);
    if rivals.iter().all(|&r| movement(cx, r, to) != word) {
        let straight = cx.xy(from).0 == cx.xy(to).0;
        let stepper = cx.xy(from).1.abs_diff(cx.xy(to).1) == 1;
        return if word == '上' && straight && stepper {
            "直".to_string()
        } else {
            word.to_string()
        };
    }
    // From the mover's side, its right is the lower file number.
    let right_of = |a: u8, b: u8| numbers(cx, a).0 < numbers(cx, b).0;
    let same_word: Vec<u8> = rivals
        .iter()
        .copied()
        .filter(|&r| movement(cx, r, to) == word)
        .collect();
    let place = if rivals.iter().all(|&r| right_of(from, r)) {
        Some('右')
    } else if rivals.iter().all(|&r| right_of(r, from)) {
        Some('左')
    } else if same_word.iter().all(|&r| right_of(from, r)) {
        return format!("右{word}");
    } else if same_word.iter().all(|&r| right_of(r, from)) {
        return format!("左{word}");
    } else {
        None
    };
    match place {
        Some(p) => p.to_string(),
        None => word.to_string(),
    }
}

/// The move in Western (Hodges) notation.
pub(super) fn western(cx: &MoveInContext<'_>) -> String {
    let mv = cx.mv;
    if mv.kind == MoveKind::Pass {
        return "pass".to_string();
    }
    let square = |sq: u8| {
        let (file, rank) = numbers(cx, sq);
        format!("{file}{}", letter_rank(rank))
    };
    let letter = cx.piece().letter.to_ascii_uppercase();
    if mv.kind == MoveKind::Drop {
        return format!("{letter}*{}", square(mv.to));
    }
    let mut out = letter;
    if !cx.rivals().is_empty() {
        out.push_str(&square(mv.from));
    }
    out.push(if cx.is_capture() { 'x' } else { '-' });
    out.push_str(&square(mv.to));
    if mv.promo != 0 {
        out.push('+');
    } else if cx.has_promotion_twin() {
        out.push('=');
    }
    out
}
