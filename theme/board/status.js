// What the board says in words: the status line (whose move, check, the last move, the ply
// shown), the result, and a move told for a listener (the piece and its points).

import { joinList, sayPhrase, t } from "./messages.js";
import { styledName } from "./notation.js";
import { pieceName, targetPiece, targetPoint } from "./target-labels.js";

/**
 * A move in words for screen readers, read from the board before it is played: the piece and
 * its points (`horse h10 to g8`, `chariot a1 takes horse on a7`, `silver dropped on e5`).
 */
export function spokenMove(board, move) {
  const targetOf = (point) => board.part("svg").querySelector(`[data-point="${CSS.escape(point)}"]`);
  // A point as the board's edges name it (shogi's 7六).
  const named = (point) => {
    const target = targetOf(point);
    return target ? targetPoint(target) : point;
  };
  // The piece on a point, without its owner (the move's mover is known).
  const what = (point) => {
    const target = targetOf(point);
    return target ? targetPiece(board, target, true) : null;
  };
  const clicks = move.clicks || [];
  const points = clicks.filter((c) => c.point !== undefined).map((c) => c.point);
  const names = points.map(named);
  if (clicks[0] && clicks[0].hand !== undefined) {
    return t("board-said-drop", { piece: pieceName(clicks[0].hand), points: joinList(names, "board-join-comma") });
  }
  if (points.length === 0) return move.name;
  const piece = what(points[0]);
  if (points.length === 1) return piece ? t("board-said-on", { piece, point: names[0] }) : t("board-said-placed", { point: names[0] });
  const steps = points.slice(1).map((point, i) => {
    const taken = what(point);
    return taken && point !== points[0]
      ? t("board-said-takes", { piece: taken, point: names[i + 1] })
      : t("board-said-to", { point: names[i + 1] });
  });
  const said = { piece, from: names[0], steps: joinList(steps, "board-join-comma") };
  return piece ? t("board-said-move", said) : t("board-said-move-no-piece", said);
}

/** "Red to move.", with check, the throw to play and a piece that must go on. */
export function statusText(board) {
  const name = board.players[board.match.toMove()];
  const turn = board.turn();
  let details = "";
  if (turn.check) details += t("board-status-in-check");
  if (turn.throw !== null && turn.throw !== undefined) details += t("board-status-throw", { throw: turn.throw });
  if (turn.continuing) details += t("board-status-continuing", { point: turn.continuing });
  return t("board-status-to-move", { player: name, details });
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
  else if (board.thinking) text = t("board-status-thinking", { player: board.players[board.match.toMove()] });
  else text = statusText(board);
  const last = board.ply > 0 ? board.lineNodes[board.ply - 1].entry : null;
  if (last && !board.thinking) {
    text = t("board-status-last-move", { status: text, move: styledName(board, board.lineNodes[board.ply - 1], last.name) });
  }
  if (board.browsing()) {
    const shown = { status: text, ply: board.ply, total: board.lineNodes.length };
    text = board.computerSeats().size ? t("board-status-browsing-computer", shown) : t("board-status-browsing", shown);
  }
  status.textContent = text;
}

/** The result in words: "Game over: Red wins by rule: checkmate." */
export function describeOutcome(board, outcome) {
  const said = { player: board.players[outcome.winner], rule: sayPhrase(outcome.rule) };
  if (outcome.scores) {
    said.scores = joinList(outcome.scores, "board-join-score");
    return outcome.winner === null ? t("board-outcome-draw-scored", said) : t("board-outcome-win-scored", said);
  }
  return outcome.winner === null ? t("board-outcome-draw", said) : t("board-outcome-win", said);
}
