// What the board says in words: the status line (whose move, check, the last move, the ply
// shown), the result, and a move told for a listener (the piece and its points).

import { styledName } from "./notation.js";

/**
 * A move in words for screen readers, read from the board before it is played: the piece and
 * its points (`horse h10 to g8`, `chariot a1 takes horse on a7`, `silver dropped on e5`).
 */
export function spokenMove(board, move) {
  const targetOf = (point) => board.part("svg").querySelector(`[data-point="${CSS.escape(point)}"]`);
  // A point as the board's edges name it (shogi's 7六), which its label begins with.
  const named = (point) => targetOf(point)?.getAttribute("aria-label")?.split(", ")[0] || point;
  const what = (point) => {
    const target = targetOf(point);
    const label = target ? target.getAttribute("aria-label") || "" : "";
    // "e3, Red horse" (a stack's height and ", legal destination" may follow).
    const text = label.split(", ")[1] || "";
    if (!target || text === "empty") return null;
    const owner = board.players[Number(target.dataset.owner)];
    return owner && text.startsWith(`${owner} `) ? text.slice(owner.length + 1) : text;
  };
  const clicks = move.clicks || [];
  const points = clicks.filter((c) => c.point !== undefined).map((c) => c.point);
  const names = points.map(named);
  if (clicks[0] && clicks[0].hand !== undefined) return `${clicks[0].hand} dropped on ${names.join(", ")}`;
  if (points.length === 0) return move.name;
  const piece = what(points[0]);
  if (points.length === 1) return piece ? `${piece} on ${names[0]}` : `placed on ${names[0]}`;
  const steps = points.slice(1).map((point, i) => {
    const taken = what(point);
    return taken && point !== points[0] ? `takes ${taken} on ${names[i + 1]}` : `to ${names[i + 1]}`;
  });
  return `${piece ? `${piece} ` : ""}${names[0]} ${steps.join(", ")}`;
}

/** "Red to move.", with check, the throw to play and a piece that must go on. */
export function statusText(board) {
  const name = board.players[board.match.toMove()];
  const turn = board.turn();
  let text = `${name} to move`;
  if (turn.check) text += ", in check";
  if (turn.throw !== null && turn.throw !== undefined) text += `; the throw is ${turn.throw}`;
  if (turn.continuing) text += `; the piece on ${turn.continuing} must go on jumping`;
  return `${text}.`;
}

/** Writes the status line under the board and the state the tests read from its dataset. */
export function renderStatus(board) {
  const status = board.part("status");
  const outcome = JSON.parse(board.match.outcome());
  board.root.dataset.outcome = outcome ? JSON.stringify(outcome) : "";
  const turn = board.turn();
  board.root.dataset.throw = turn.throw === null || turn.throw === undefined ? "" : String(turn.throw);
  board.root.dataset.continuing = turn.continuing || "";
  let text;
  if (outcome) text = describeOutcome(board, outcome);
  else if (board.thinking) text = `${board.players[board.match.toMove()]} (computer) is thinking…`;
  else text = statusText(board);
  const last = board.ply > 0 ? board.lineNodes[board.ply - 1].entry : null;
  if (last && !board.thinking) text += ` Last move: ${styledName(board, board.lineNodes[board.ply - 1], last.name)}.`;
  if (board.browsing()) {
    text += ` Showing move ${board.ply} of ${board.lineNodes.length}: a move played here opens a variation`;
    text += board.computerSeats().size ? "; the computer waits until then." : ".";
  }
  status.textContent = text;
}

/** The result in words: "Game over: Red wins by rule: checkmate." */
export function describeOutcome(board, outcome) {
  const who = outcome.winner === null ? "Draw" : `${board.players[outcome.winner]} wins`;
  const scores = outcome.scores ? ` (score ${outcome.scores.join(" to ")})` : "";
  return `Game over: ${who} by rule: ${outcome.rule}${scores}.`;
}
