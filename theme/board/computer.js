// The computer's side of the board: which seats it plays (the "Computer plays" selector, built
// from the players' names) and the Web Worker that searches (worker.js), used both for the
// computer's own moves and for the reader's "Best move" hint.

import { t } from "./messages.js";
import { renderStatus } from "./status.js";

/**
 * Fills the "Computer plays" selector for `players` (names in turn order): nobody, each seat
 * alone, and with three or more players every seat but one (the reader plays that one). Keeps
 * the current choice when the new list still has it; otherwise the computer plays every seat
 * but the first, so the reader always has exactly one seat.
 */
export function fillComputerSeats(select, players) {
  const previous = select.value;
  const options = [["", t("board-computer-nobody")]];
  for (const [seat, name] of players.entries()) options.push([String(seat), name]);
  if (players.length > 2) {
    for (const [seat, name] of players.entries()) {
      const others = players.map((_, i) => i).filter((i) => i !== seat);
      options.push([others.join(","), t("board-computer-all-but", { player: name })]);
    }
  }
  select.replaceChildren(
    ...options.map(([value, label]) => {
      const option = document.createElement("option");
      option.value = value;
      option.textContent = label;
      return option;
    }),
  );
  // `data-unset`: the page's first choice, not the reader's (templates/partials/board.html).
  const kept = select.dataset.unset === undefined && options.some(([value]) => value === previous);
  delete select.dataset.unset;
  const rest = players.map((_, seat) => seat).slice(1).join(",");
  select.value = kept ? previous : rest;
}

/** The seats the selector gives the computer, as a set of player numbers. */
export function computerSeats(select) {
  return new Set(
    select.value
      .split(",")
      .filter((s) => s !== "")
      .map(Number),
  );
}

/** The search in a Web Worker, started on first use; one answer per request. */
export class Searcher {
  constructor(playRoot, wasmModule) {
    this.playRoot = playRoot;
    this.wasmModule = wasmModule;
    this.worker = null;
    this.pending = new Map();
  }

  /**
   * Asks for a move in the game `{rules, position, moves}` within `millis` at `level` (1 to 8,
   * the search's depth for the chess family, its playouts for the others); resolves with
   * `{name, playouts}` or `{error}`.
   */
  ask(request) {
    if (!this.worker) {
      this.worker = new Worker(new URL("./worker.js", import.meta.url), { type: "module" });
      this.worker.onmessage = (event) => {
        const resolve = this.pending.get(event.data.id);
        this.pending.delete(event.data.id);
        if (resolve) resolve(event.data);
      };
      this.worker.onerror = (event) => {
        for (const resolve of this.pending.values()) resolve({ error: event.message || t("board-computer-worker-failed") });
        this.pending.clear();
      };
    }
    const id = `${Date.now()}-${Math.random()}`;
    return new Promise((resolve) => {
      this.pending.set(id, resolve);
      this.worker.postMessage({ kind: "move", ...request, id, playRoot: this.playRoot, wasmModule: this.wasmModule });
    });
  }
}

/** The game shown on `board` as the worker rebuilds it: the start and the moves up to the ply shown. */
function searchRequest(board, seed) {
  return {
    rules: JSON.stringify(board.ruleset.rules),
    position: board.startPosition,
    moves: board.line.slice(0, board.ply).map((entry) => entry.name),
    millis: Number(board.part("time").value) || 1000,
    level: Number(board.part("level")?.value) || 8,
    seed,
  };
}

/**
 * Starts the computer's search when the board shows the end of its line, the game goes on and
 * the side to move is one of the computer's seats; plays the answer unless the reader changed
 * the game meanwhile (every change bumps `board.requestId`).
 */
export function computerTurn(board, seedBase) {
  if (board.browsing() || !board.computerToMove() || board.thinking) return;
  const id = ++board.requestId;
  board.thinking = true;
  renderStatus(board);
  board.root.dataset.thinking = "true";
  board.searcher.ask(searchRequest(board, seedBase + id)).then((answer) => {
    if (id !== board.requestId) return;
    board.thinking = false;
    board.root.dataset.thinking = "false";
    if (answer.error) return board.showError(t("board-computer-failed", { error: answer.error }));
    if (!answer.name) return renderStatus(board);
    const move = board.legalMoves().find((m) => m.name === answer.name);
    if (!move) return board.showError(t("board-computer-illegal", { move: answer.name }));
    board.root.dataset.computerPlayouts = String(answer.playouts);
    board.playMove(move);
  });
}

/** Asks the search for the best move in the position shown and marks it on `board` unplayed. */
export function findHint(board, seedBase) {
  if (board.thinking || JSON.parse(board.match.outcome())) return;
  const id = ++board.requestId;
  const button = board.root.querySelector('[data-action="hint"]');
  button.disabled = true;
  board.announce(t("board-hint-looking"));
  board.searcher.ask(searchRequest(board, seedBase + id)).then((answer) => {
    button.disabled = false;
    if (id !== board.requestId) return;
    const move = answer.name && board.legalMoves().find((m) => m.name === answer.name);
    if (!move) return board.showError(t("board-hint-none", { reason: answer.error || t("board-hint-no-legal-move") }));
    board.hint = move;
    board.render();
    board.announce(t("board-hint-found", { move: move.name }));
  });
}
