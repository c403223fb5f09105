//! Janggi's Korean numeric notation (`02馬83`, `79卒78`): the origin, the piece's character
//! as the ruleset draws it, then the destination. A point is written as two digits, its rank
//! then its file: ranks are counted from the top of the board as Cho (who moves first and sits
//! at the bottom) sees it, 1 to 9 and the tenth, Cho's back rank, as 0; files from the left,
//! 1 to 9. This is the frame Korean records and Fairy-Stockfish's janggi notation (`H02-83`)
//! share. A pass is written as the king's point to itself (`95楚95`).

use super::move_notation::MoveInContext;

/// A point as its rank digit and file digit.
fn point(cx: &MoveInContext<'_>, sq: u8) -> String {
    let (x, y) = cx.xy(sq);
    let ranks = cx.variant().grid.ranks;
    format!("{}{}", (ranks - y) % 10, x + 1)
}

/// The move in Korean numeric notation.
pub(super) fn korean(cx: &MoveInContext<'_>) -> String {
    let glyph = &cx.piece().glyphs[cx.mover()];
    format!("{}{glyph}{}", point(cx, cx.mv.from), point(cx, cx.mv.to))
}
