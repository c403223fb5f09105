//! Xiangqi's notations, both read from the mover's side of the board:
//!
//! - WXF (`C2=5`, `H8+7`, `R1-1`): the piece's letter (K, A, E, H, R, C, P), the file it
//!   stands on counted from the mover's right (1 to 9), the direction (`+` forward, `-`
//!   backward, `=` along the rank), then for a move along a file the number of points moved and
//!   otherwise the file it arrives on. Two pieces of a kind on one file, when the other could
//!   make the same step, are told apart by `+` (the front one) or `-` (the rear one) in place
//!   of the file (`C+=6`); where soldiers stand
//!   three on a file, or two on each of two files, the soldier's place counted from the front
//!   and its file replace letter and file (`15=4`), as Fairy-Stockfish writes them.
//! - Chinese (`炮二平五`, `馬8進7`): the piece's character as the ruleset draws it, the file,
//!   進 (forward), 退 (backward) or 平 (along the rank), and the points moved or the file
//!   reached. Red counts in Chinese numerals (一 to 九), Black in digits (1 to 9). Two pieces of
//!   a kind on one file are 前 (front) and 後 (rear), three 前, 中, 後 (`前炮平五`).
//!
//! In both, advisors and elephants keep their file number even when two share a file.

use super::move_notation::MoveInContext;
use super::movegen::MoveKind;

const RED_NUMERALS: [&str; 10] = ["", "一", "二", "三", "四", "五", "六", "七", "八", "九"];

/// WXF's letter for a piece, by its FEN letter.
fn wxf_letter(fen_letter: &str) -> String {
    match fen_letter {
        "b" => "E".to_string(),
        "n" => "H".to_string(),
        other => other.to_ascii_uppercase(),
    }
}

/// A move read from the mover's side: the origin's file number, the direction (1 forward,
/// -1 backward, 0 along the rank), the number written last, and how a piece sharing its file
/// is told apart.
struct Reading {
    file: i32,
    direction: i32,
    last: i32,
    place: Place,
}

/// How the moving piece is told apart from others of its kind on its file.
enum Place {
    /// It is alone on its file: the file number names it.
    Alone,
    /// Its rank among `count` pieces on the file, 0 the front one.
    Among {
        index: usize,
        count: usize,
        many_files: bool,
    },
}

/// Whether the other piece of two on a file could make the same step (the same direction and
/// distance), landing on a point the board has and its kind may stand on: only then does the
/// file number alone leave WXF's name ambiguous (Fairy-Stockfish's reading of WXF).
fn twin_could_step_alike(cx: &MoveInContext<'_>, other: u8) -> bool {
    let (fx, fy) = cx.xy(cx.mv.from);
    let (tx, ty) = cx.xy(cx.mv.to);
    let (ox, oy) = cx.xy(other);
    let Some(landing) = cx.variant().grid.at(ox + tx - fx, oy + ty - fy) else {
        return false;
    };
    cx.piece()
        .confined
        .map_or(true, |region| region[cx.mover()] & (1u128 << landing) != 0)
}

/// Reads the move from the mover's side; `always_tandem` writes two pieces on a file as front
/// and rear even where the file number would do (the Chinese habit).
fn read(cx: &MoveInContext<'_>, always_tandem: bool) -> Reading {
    let files = cx.variant().grid.files;
    let side = cx.mover();
    let number = |x: i32| if side == 0 { files - x } else { x + 1 };
    let forward = if side == 0 { 1 } else { -1 };
    let (fx, fy) = cx.xy(cx.mv.from);
    let (tx, ty) = cx.xy(cx.mv.to);
    let dy = (ty - fy) * forward;
    let last = if fx == tx { dy.abs() } else { number(tx) };
    let ty_ = cx.piece_type();
    let own = cx.own_pieces(ty_);
    let mut on_file: Vec<u8> = own.iter().copied().filter(|&s| cx.xy(s).0 == fx).collect();
    // Front first: the furthest forward from the mover's side.
    on_file.sort_by_key(|&s| -cx.xy(s).1 * forward);
    // Advisors and elephants are never written as front and rear: their direction and the
    // file they reach tell two on one file apart.
    let diagonal_stepper = matches!(cx.piece().letter.as_str(), "a" | "b");
    let needs_tandem = match on_file.as_slice() {
        [a, b] if !always_tandem => {
            twin_could_step_alike(cx, if *a == cx.mv.from { *b } else { *a })
        }
        _ => true,
    };
    let place = if on_file.len() < 2 || diagonal_stepper {
        Place::Alone
    } else {
        let index = on_file.iter().position(|&s| s == cx.mv.from).unwrap_or(0);
        let crowded_files = (0..files)
            .filter(|&x| own.iter().filter(|&&s| cx.xy(s).0 == x).count() >= 2)
            .count();
        if on_file.len() == 2 && crowded_files < 2 && !needs_tandem {
            Place::Alone
        } else {
            Place::Among {
                index,
                count: on_file.len(),
                many_files: crowded_files > 1,
            }
        }
    };
    Reading {
        file: number(fx),
        direction: dy.signum(),
        last,
        place,
    }
}

/// The move in WXF notation.
pub(super) fn wxf(cx: &MoveInContext<'_>) -> String {
    if cx.mv.kind == MoveKind::Pass || cx.mv.kind == MoveKind::Drop {
        return super::notation_san::san(cx);
    }
    let r = read(cx, false);
    let letter = wxf_letter(&cx.piece().letter);
    let head = match r.place {
        Place::Alone => format!("{letter}{}", r.file),
        Place::Among {
            index,
            count,
            many_files,
        } if count > 2 || many_files => {
            format!("{}{}", index + 1, r.file)
        }
        Place::Among { index, .. } => format!("{letter}{}", if index == 0 { '+' } else { '-' }),
    };
    let direction = match r.direction {
        1 => '+',
        -1 => '-',
        _ => '=',
    };
    format!("{head}{direction}{}", r.last)
}

/// The move in Chinese notation.
pub(super) fn chinese(cx: &MoveInContext<'_>) -> String {
    if cx.mv.kind == MoveKind::Pass || cx.mv.kind == MoveKind::Drop {
        return super::notation_san::san(cx);
    }
    let side = cx.mover();
    let number = |n: i32| -> String {
        if side == 0 {
            RED_NUMERALS
                .get(n as usize)
                .map_or_else(|| n.to_string(), |s| s.to_string())
        } else {
            n.to_string()
        }
    };
    let r = read(cx, true);
    let glyph = &cx.piece().glyphs[side];
    let head = match r.place {
        Place::Alone => format!("{glyph}{}", number(r.file)),
        Place::Among { index, count, .. } => {
            let word = match (count, index) {
                (2, 0) | (3, 0) => "前".to_string(),
                (2, _) | (3, 2) => "後".to_string(),
                (3, _) => "中".to_string(),
                _ => number(index as i32 + 1),
            };
            format!("{word}{glyph}")
        }
    };
    let direction = match r.direction {
        1 => "進",
        -1 => "退",
        _ => "平",
    };
    format!("{head}{direction}{}", number(r.last))
}
