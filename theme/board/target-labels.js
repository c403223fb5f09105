// The board's click targets said in the page's language. The engine draws each target with its
// English label and the data to say it again: `data-name` (the point as the board's edges write
// it, shogi's 7六), `data-kind`, `data-owner`, `data-promoted`, `data-height` for a piece on it,
// and `data-hand`, `data-count` for a piece in hand. Labels are rewritten from these after each
// drawing, so a screen reader on a Chinese page hears 「e4，红方马」, and the words for a move
// (status.js) and for a refused click (refusal.js) read the data, never the label's English.

import { t, termWord } from "./messages.js";

/** A piece kind as the page's language names it (`term-<kind>`), promoted when it is. */
export function pieceName(kind, promoted = false) {
  const name = termWord("term", kind);
  return promoted ? t("board-piece-promoted", { piece: name }) : name;
}

/** The player `index` (a number or a dataset string) as the page names them, or null. */
function ownerName(board, index) {
  if (index === undefined || index === null || index === "") return null;
  return board.players[Number(index)] ?? null;
}

/**
 * The piece on `target` in words (`红方马`, `Red stone, stack of 3`), or null when the point is
 * empty; `bare` leaves out its owner and its stack (`马`), as a move is told.
 */
export function targetPiece(board, target, bare = false) {
  const { kind, owner, promoted, height } = target.dataset;
  if (kind === undefined) return null;
  const piece = pieceName(kind, promoted !== undefined);
  if (bare) return piece;
  const who = ownerName(board, owner);
  const said = who ? t("board-target-owned", { owner: who, piece }) : piece;
  return height ? t("board-target-stack", { piece: said, height }) : said;
}

/** The point `target` stands for, as the board's edges write it. */
export function targetPoint(target) {
  return target.dataset.name || target.dataset.point || "";
}

/** What a screen reader hears for `target` in the page's language. */
export function targetLabel(board, target) {
  if (target.dataset.hand !== undefined) {
    const owner = ownerName(board, target.dataset.owner) ?? "";
    return t("board-target-hand", { owner, piece: pieceName(target.dataset.hand), count: target.dataset.count ?? "" });
  }
  const point = targetPoint(target);
  const piece = targetPiece(board, target);
  return piece ? t("board-target-piece", { point, piece }) : t("board-target-empty", { point });
}

/** Rewrites every target's label in the page's language. */
export function labelTargets(board, targets) {
  for (const target of targets) target.setAttribute("aria-label", targetLabel(board, target));
}
