// The computer's side of the board: which seats it plays (the "Computer plays" selector, built
// from the players' names) and the Web Worker that searches (worker.js), used both for the
// computer's own moves and for the reader's "Best move" hint.

/**
 * Fills the "Computer plays" selector for `players` (names in turn order): nobody, each seat
 * alone, and with three or more players every seat but one. Keeps the current choice when the
 * new list still has it; otherwise the second seat, as the page first offers.
 */
export function fillComputerSeats(select, players) {
  const previous = select.value;
  const options = [["", "nobody"]];
  for (const [seat, name] of players.entries()) options.push([String(seat), name]);
  if (players.length > 2) {
    for (const [seat, name] of players.entries()) {
      const others = players.map((_, i) => i).filter((i) => i !== seat);
      options.push([others.join(","), `everyone but ${name}`]);
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
  const kept = options.some(([value]) => value === previous);
  select.value = kept ? previous : players.length > 1 ? "1" : "";
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
   * Asks for a move in the game `{rules, position, moves}` within `millis`; resolves with
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
        for (const resolve of this.pending.values()) resolve({ error: event.message || "worker failed" });
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
