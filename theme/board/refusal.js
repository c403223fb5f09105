// Why a click on the board did nothing, in words: shown beside the board until the next
// action, and read out by screen readers. Worked out from the legal moves and what the clicked
// point holds, so every game gets the same reasons without a word typed per game.

import { clickKey } from "./clicks.js";
import { describeClick, targetKey } from "./choices.js";

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
  if (moves.length === 0) return "The game is over: no move can be played.";
  const toMove = board.match.toMove();
  const mover = board.players[toMove] || "The side to move";
  const turn = board.turn();
  const inCheck = turn.check ? ` ${mover} is in check, so only a move that meets it is legal.` : "";
  const first = moves.map((m) => m.clicks[0]).filter(Boolean);
  if (board.path.length === 0 && first.length > 0 && first.every((c) => c.choice !== undefined)) {
    return `${mover} first chooses one of the buttons beside the board.`;
  }
  if (board.path.length === 0 && first.length > 0 && first.every((c) => c.pass)) {
    return `${mover} has no move on the board and must pass (the Pass button).`;
  }
  if (turn.continuing) return `The piece on ${turn.continuing} must go on jumping.`;
  const clicked = clickedTarget(board, click);
  const where = clicked ? clicked.text : describeClick(click);
  if (board.path.length > 0) {
    return `No legal move takes ${describeClick(board.path[0])} to ${where}.${inCheck}`;
  }
  if (clicked && clicked.owner !== null && clicked.owner !== toMove) {
    const owner = board.players[clicked.owner] || "the other side";
    return `${where}: that piece is ${owner}'s, and it is ${mover}'s move.`;
  }
  if (clicked && clicked.owner === toMove) {
    return `${where} has no legal move now.${inCheck}`;
  }
  if (first.some((c) => c.point !== undefined) && first.every((c) => c.hand === undefined)) {
    return `${where}: no move starts here; ${mover} moves one of their own pieces.${inCheck}`;
  }
  return `No legal move starts at ${where}.${inCheck}`;
}
