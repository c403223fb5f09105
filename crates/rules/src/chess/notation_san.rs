//! Standard algebraic notation (SAN) with the game's own piece letters, as chess players write
//! moves and as Fairy-Stockfish names them for makruk, shatranj and the other chess games:
//!
//! - a piece's FEN letter in upper case, then its destination (`Nf3`); a pawn (the piece with
//!   letter `p`) writes no letter (`e4`);
//! - `x` before the destination of a capture, and a capturing pawn's file before it (`exd5`);
//! - when another piece of the same kind could go to the same point, the origin's file, else
//!   its rank, else both (`Nbd2`, `R1a3`, `Qh4e1`);
//! - a promotion as `=` and the new piece's letter (`e8=M`); a drop as `P@e5`; a pass as
//!   `@@`; castling as `O-O`;
//! - `+` after a move that checks, `#` after one that mates.

use super::move_notation::MoveInContext;
use super::movegen::MoveKind;

/// The move in standard algebraic notation.
pub(super) fn san(cx: &MoveInContext<'_>) -> String {
    let v = cx.variant();
    let mv = cx.mv;
    let body = match mv.kind {
        MoveKind::Pass => "@@".to_string(),
        MoveKind::CastleRight => "O-O".to_string(),
        MoveKind::Drop => format!("{}@{}", upper_letter(&cx.piece().letter), v.label(mv.to)),
        MoveKind::PromoteInPlace => {
            let to = cx
                .promoted_to()
                .map_or(String::new(), |p| upper_letter(&p.letter));
            format!("{}={to}", v.label(mv.to))
        }
        _ => board_move(cx),
    };
    format!("{body}{}", cx.check_mark())
}

/// A piece's letter as SAN writes it: upper case, a promoted shogi piece keeping its `+`.
fn upper_letter(letter: &str) -> String {
    letter.to_ascii_uppercase()
}

/// A piece moving on the board, with its capture, disambiguation and promotion.
fn board_move(cx: &MoveInContext<'_>) -> String {
    let v = cx.variant();
    let mv = cx.mv;
    let piece = cx.piece();
    let pawn = piece.letter == "p";
    let from_label = v.label(mv.from);
    let (file_part, rank_part) = split_label(&from_label);
    let mut out = String::new();
    if pawn {
        if cx.is_capture() {
            out.push_str(file_part);
        }
    } else {
        out.push_str(&upper_letter(&piece.letter));
        let rivals = cx.rivals();
        if !rivals.is_empty() {
            let (fx, fy) = cx.xy(mv.from);
            let same_file = rivals.iter().any(|&r| cx.xy(r).0 == fx);
            let same_rank = rivals.iter().any(|&r| cx.xy(r).1 == fy);
            if !same_file {
                out.push_str(file_part);
            } else if !same_rank {
                out.push_str(rank_part);
            } else {
                out.push_str(&from_label);
            }
        }
    }
    if cx.is_capture() {
        out.push('x');
    }
    out.push_str(&v.label(mv.to));
    if let Some(to) = cx.promoted_to() {
        out.push('=');
        out.push_str(&upper_letter(to.letter.trim_start_matches('+')));
    }
    out
}

/// A point's label split into its file letters and its rank digits (`a10` -> `a`, `10`).
fn split_label(label: &str) -> (&str, &str) {
    let at = label
        .find(|c: char| c.is_ascii_digit())
        .unwrap_or(label.len());
    label.split_at(at)
}
