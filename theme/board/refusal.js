// Why a click on the board did nothing, in words: shown beside the board until the next
// action, and read out by screen readers. Worked out from the legal moves and what the clicked
// point holds, so every game gets the same reasons without a word typed per game.

import { clickKey } from "./clicks.js";
import { describeClick, targetKey } from "./choices.js";
import { t } from "./messages.js";

/** What the drawn target for `click` holds: `{ owner, text }` (`"b1, Cho horse"`), or null. */
function clickedTarget(board, click) {
  const key = clickKey(click);
  const target = board.targets().find((t) => targetKey(t) === key);
  if (!target) return null;
  const owner = target.dataset.owner === undefined ? null : Number(target.dataset.owner);
  return { owner, text: target.getAttribute("aria-label") || describeClick(click) };
}

/** The words for a refused `click`, given the legal `moves` of the position shown. */
export function refusalReason(board, click, moves) {
  if (moves.length === 0) return t("board-refuse-game-over");
  const toMove = board.match.toMove();
  const mover = board.players[toMove] || t("board-side-to-move");
  const turn = board.turn();
  // A reason, and when the mover is in check a word on that after it.
  const inCheck = (reason) => (turn.check ? t("board-refuse-in-check", { reason, player: mover }) : reason);
  const first = moves.map((m) => m.clicks[0]).filter(Boolean);
  if (board.path.length === 0 && first.length > 0 && first.every((c) => c.choice !== undefined)) {
    return t("board-refuse-choose-first", { player: mover });
  }
  if (board.path.length === 0 && first.length > 0 && first.every((c) => c.pass)) {
    return t("board-refuse-must-pass", { player: mover });
  }
  if (turn.continuing) return t("board-must-go-on-jumping", { point: turn.continuing });
  const clicked = clickedTarget(board, click);
  const where = clicked ? clicked.text : describeClick(click);
  if (board.path.length > 0) {
    return inCheck(t("board-refuse-no-move-to", { from: describeClick(board.path[0]), to: where }));
  }
  if (clicked && clicked.owner !== null && clicked.owner !== toMove) {
    const owner = board.players[clicked.owner] || t("board-refuse-other-side");
    return t("board-refuse-not-yours", { target: where, owner, player: mover });
  }
  if (clicked && clicked.owner === toMove) {
    return inCheck(t("board-refuse-no-legal-move", { target: where }));
  }
  if (first.some((c) => c.point !== undefined) && first.every((c) => c.hand === undefined)) {
    return inCheck(t("board-refuse-no-move-here", { target: where, player: mover }));
  }
  return inCheck(t("board-refuse-no-move-from", { target: where }));
}
