// One playable board: the engine's match, the drawing, the reader's clicks, the move list,
// the controls, the computer opponent and the permalink. Every rule decision is the engine's:
// this file only narrows the engine's legal moves by the clicks made (see clicks.js).

import { applyClick, clickKey, movePoints, nextOptions } from "./clicks.js";
import { neighbour, setRovingFocus } from "./keyboard.js";
import { decodeHash, encodeHash } from "./permalink.js";

const COMPUTER_SEED_BASE = 20240;
const NO_OPTIONS = { points: new Set(), hands: new Set(), choices: [], pass: false, ending: null };

export class GameBoard {
  /**
   * @param root the `[data-bl-board]` element (markup in templates/partials/board.html)
   * @param engine the loaded wasm module (`GameMatch`)
   * @param data `{game, rulesets: [{id, name, status, rules}], wasmModule}` (`wasmModule`:
   *   the compiled engine, handed to the computer's worker)
   * @param playRoot URL of the folder holding the wasm package (for the worker)
   */
  constructor(root, engine, data, playRoot) {
    this.root = root;
    this.engine = engine;
    this.data = data;
    this.playRoot = playRoot;
    this.part = (name) => root.querySelector(`.bl-${name}`);
    this.idPrefix = `${root.id || "bl"}-`;
    this.flipped = false;
    this.path = [];
    this.lastMove = null;
    this.match = null;
    this.movesCache = null;
    this.worker = null;
    this.requestId = 0;
    this.thinking = false;
    this.focusedKey = null;
    this.wire();
  }

  // ----- starting and restoring games -----

  /** Starts a game under `rulesetId` from `position` (null: the start) and replays `moves`. */
  start(rulesetId, position = null, moves = []) {
    const ruleset = this.data.rulesets.find((r) => r.id === rulesetId) || this.data.rulesets[0];
    let match;
    try {
      match = new this.engine.GameMatch(JSON.stringify(ruleset.rules), position || undefined);
    } catch (error) {
      this.showError(`Cannot start this game: ${message(error)}`);
      return false;
    }
    performance.mark("bl:match");
    if (this.match) this.match.free();
    this.match = match;
    this.movesCache = null;
    this.ruleset = ruleset;
    this.startPosition = position || null;
    // Names (and colours) as the rules give them: Red and Black in xiangqi, Cho and Han in janggi.
    this.players = JSON.parse(this.match.players()).map((p) => p.name);
    this.part("ruleset").value = ruleset.id;
    this.path = [];
    this.lastMove = null;
    this.clicksByPly = [];
    this.cancelComputer();
    this.clearError();
    for (const [i, name] of moves.entries()) {
      const move = this.legalMoves().find((m) => m.name === name);
      if (!move) {
        this.showError(`Move ${i + 1} of the link (${name}) is not legal here; the game stops before it.`);
        break;
      }
      this.lastMover = this.match.toMove();
      this.match.play(name);
      this.movesCache = null;
      this.clicksByPly.push(move);
      this.lastMove = move;
    }
    // A restored or new game waits for the reader: the computer moves after the reader does, or
    // when it is asked to play the side to move.
    this.refresh({ computer: false });
    return true;
  }

  /**
   * Restores the game named by the URL hash; true when the hash named one (even if it could not
   * be set up: then the ruleset's start is shown with the reason).
   */
  restoreFromHash() {
    const link = decodeHash(window.location.hash);
    if (!link) return false;
    if (!this.data.rulesets.some((r) => r.id === link.ruleset)) {
      this.start(this.data.rulesets[0].id);
      this.showError(`The link names a ruleset this game does not have (${link.ruleset}).`);
      return true;
    }
    if (!this.start(link.ruleset, link.position, link.moves)) {
      const reason = this.part("error").textContent;
      this.start(link.ruleset);
      this.showError(`${reason} Showing the start position instead.`);
    }
    return true;
  }

  // ----- the reader's input -----

  /** The engine's legal moves with their click paths, asked once per position. */
  legalMoves() {
    if (!this.movesCache) this.movesCache = JSON.parse(this.match.legalMoves());
    return this.movesCache;
  }

  /** Handles one click (from the mouse, the keyboard or a choice button). */
  click(click) {
    if (this.thinking || this.computerToMove()) {
      this.announce("Wait for the computer's move.");
      return;
    }
    const moves = this.legalMoves();
    const result = applyClick(moves, this.path, click);
    if (result.kind === "refused") {
      this.root.dataset.refused = String(Number(this.root.dataset.refused || 0) + 1);
      this.announce(moves.length ? "No legal move there." : "The game is over.");
      this.flashRefused(click);
      return;
    }
    if (result.kind === "move") {
      this.playMove(result.move);
      return;
    }
    this.path = result.path;
    const options = nextOptions(moves, this.path);
    const count = options.points.size + options.hands.size + options.choices.length;
    this.announce(`${describeClick(this.path[this.path.length - 1])} selected; ${count} way${count === 1 ? "" : "s"} to continue.`);
    this.render();
  }

  playMove(move) {
    const mover = this.match.toMove();
    try {
      this.match.play(move.name);
      this.movesCache = null;
    } catch (error) {
      this.showError(`The engine refused ${move.name}: ${message(error)}`);
      return;
    }
    this.lastMover = mover;
    this.clicksByPly.push(move);
    this.lastMove = move;
    this.path = [];
    this.refresh();
  }

  cancel() {
    if (this.path.length === 0) return;
    this.path = [];
    this.announce("Selection cancelled.");
    this.render();
  }

  // ----- drawing -----

  /** Redraws after the game changed, announces the move and lets the computer play. */
  refresh({ computer = true } = {}) {
    this.render();
    this.renderMoveList();
    this.updatePermalink();
    const outcome = JSON.parse(this.match.outcome());
    const history = JSON.parse(this.match.history());
    if (outcome) this.announce(`${this.describeLast(history)}${this.describeOutcome(outcome)}`);
    else if (history.length) this.announce(`${this.describeLast(history)}${this.players[this.match.toMove()]} to move.`);
    if (computer) this.maybeComputerMove();
  }

  render() {
    const holder = this.part("svg");
    const active = document.activeElement;
    const hadFocus = holder.contains(active);
    holder.innerHTML = this.match.svg(this.flipped, this.idPrefix, movePoints(this.lastMove).join(","));
    // With nothing selected, the legal moves only decide whether a Pass button shows: they are
    // asked for after the board is drawn (the first click asks for them anyway).
    const selecting = this.path.length > 0;
    const options = selecting ? nextOptions(this.legalMoves(), this.path) : NO_OPTIONS;
    const targets = this.targets();
    for (const target of targets) {
      const key = targetKey(target);
      // Continuations are marked once a selection is under way (at the start nearly every
      // point of a placement game would light up).
      const next = this.path.length > 0 && isOption(target, options, this.match.toMove());
      target.classList.toggle("bl-next", next);
      target.classList.toggle("bl-selected", this.path.some((c) => clickKey(c) === key));
      if (key && key.startsWith("p:") && this.path.length > 0 && options.points.has(key.slice(2))) {
        const label = target.getAttribute("aria-label");
        target.setAttribute("aria-label", `${label}, legal destination`);
      }
    }
    const focusTarget = targets.find((t) => targetKey(t) === this.focusedKey) || targets[0];
    setRovingFocus(targets, focusTarget, hadFocus);
    if (selecting) this.renderChoices(options);
    else this.renderChoicesLater();
    this.renderStatus();
    this.root.dataset.toMove = String(this.match.toMove());
    this.root.dataset.plies = String(JSON.parse(this.match.history()).length);
    if (this.root.dataset.ready !== "true") {
      this.root.dataset.ready = "true";
      this.root.dataset.readyAt = performance.now().toFixed(1);
      performance.mark("bl:ready");
    }
  }

  /** Shows the choices open with nothing selected (Pass) once the board is on screen. */
  renderChoicesLater() {
    const box = this.part("choices");
    box.replaceChildren();
    box.hidden = true;
    const token = (this.choicesToken = {});
    setTimeout(() => {
      // A later drawing has taken over (it shows its own choices).
      if (this.choicesToken !== token) return;
      this.renderChoices(nextOptions(this.legalMoves(), this.path));
    }, 0);
  }

  renderChoices(options) {
    this.choicesToken = null;
    const box = this.part("choices");
    box.replaceChildren();
    const add = (label, click, extra) => {
      const button = document.createElement("button");
      button.type = "button";
      button.textContent = label;
      button.className = `bl-choice ${extra || ""}`;
      if (click.choice !== undefined) button.dataset.choice = click.choice;
      button.addEventListener("click", () => (click.end ? this.playMove(click.end) : this.click(click)));
      box.append(button);
    };
    for (const choice of options.choices) add(choiceLabel(choice, this.ruleset), { choice });
    if (options.pass && this.path.length === 0) add("Pass", { pass: true }, "bl-pass");
    if (options.ending) add("Stop here", { end: options.ending });
    if (this.path.length > 0) add("Cancel", { cancel: true }, "bl-cancel");
    const cancel = box.querySelector(".bl-cancel");
    if (cancel) cancel.onclick = () => this.cancel();
    box.hidden = box.childElementCount === 0;
  }

  renderStatus() {
    const status = this.part("status");
    const outcome = JSON.parse(this.match.outcome());
    this.root.dataset.outcome = outcome ? JSON.stringify(outcome) : "";
    if (outcome) status.textContent = this.describeOutcome(outcome);
    else if (this.thinking) status.textContent = `${this.players[this.match.toMove()]} (computer) is thinking…`;
    else status.textContent = `${this.players[this.match.toMove()]} to move.`;
  }

  renderMoveList() {
    const list = this.part("moves");
    list.replaceChildren();
    for (const [i, name] of JSON.parse(this.match.history()).entries()) {
      const item = document.createElement("li");
      item.textContent = name;
      item.dataset.ply = String(i + 1);
      list.append(item);
    }
    list.scrollTop = list.scrollHeight;
  }

  describeOutcome(outcome) {
    const who = outcome.winner === null ? "Draw" : `${this.players[outcome.winner]} wins`;
    const scores = outcome.scores ? ` (score ${outcome.scores.join(" to ")})` : "";
    return `Game over: ${who} by rule: ${outcome.rule}${scores}.`;
  }

  describeLast(history) {
    if (!history.length) return "";
    // The mover is remembered at each move: after a capture chain the same side moves again.
    const mover = this.lastMover === undefined ? "" : `${this.players[this.lastMover]} `;
    return `${mover}played ${history[history.length - 1]}. `;
  }

  targets() {
    return [...this.part("svg").querySelectorAll("[data-point], [data-hand]")];
  }

  flashRefused(click) {
    const key = clickKey(click);
    const target = this.targets().find((t) => targetKey(t) === key);
    if (!target) return;
    target.classList.add("bl-refused");
    setTimeout(() => target.classList.remove("bl-refused"), 400);
  }

  // ----- controls -----

  wire() {
    const select = this.part("ruleset");
    select.replaceChildren(
      ...this.data.rulesets.map((r) => {
        const option = document.createElement("option");
        option.value = r.id;
        option.textContent = r.name && r.name !== r.id ? `${r.name} (${r.id})` : r.id;
        return option;
      }),
    );
    select.disabled = this.data.rulesets.length < 2;
    select.addEventListener("change", () => this.start(select.value));
    const on = (action, handler) =>
      this.root.querySelector(`[data-action="${action}"]`).addEventListener("click", handler);
    on("undo", () => this.undo());
    on("redo", () => this.redo());
    on("reset", () => this.start(this.ruleset.id, this.startPosition));
    on("flip", () => {
      this.flipped = !this.flipped;
      this.render();
    });
    this.part("computer").addEventListener("change", () => this.maybeComputerMove());
    const holder = this.part("svg");
    holder.addEventListener("click", (event) => {
      const target = event.target.closest("[data-point], [data-hand]");
      if (!target) return;
      this.focusedKey = targetKey(target);
      this.click(targetClick(target));
    });
    holder.addEventListener("keydown", (event) => this.onKey(event));
    holder.addEventListener("focusin", (event) => {
      const target = event.target.closest("[data-point], [data-hand]");
      if (target) this.focusedKey = targetKey(target);
    });
    window.addEventListener("hashchange", () => {
      if (window.location.hash !== this.writtenHash) this.restoreFromHash();
    });
    for (const figure of document.querySelectorAll("[data-bl-figure]")) this.addFigureButton(figure);
  }

  onKey(event) {
    const target = event.target.closest("[data-point], [data-hand]");
    if (!target) return;
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      this.focusedKey = targetKey(target);
      this.click(targetClick(target));
    } else if (event.key === "Escape") {
      event.preventDefault();
      this.cancel();
    } else if (event.key.startsWith("Arrow")) {
      event.preventDefault();
      const next = neighbour(this.targets(), target, event.key);
      if (next) {
        this.focusedKey = targetKey(next);
        setRovingFocus(this.targets(), next, true);
      }
    }
  }

  addFigureButton(figure) {
    const ruleset = figure.dataset.ruleset;
    if (!this.data.rulesets.some((r) => r.id === ruleset)) return;
    const button = document.createElement("button");
    button.type = "button";
    button.className = "bl-play-figure";
    button.textContent = "Play from this figure";
    button.addEventListener("click", () => {
      if (this.start(ruleset, figure.dataset.position || null)) {
        this.root.scrollIntoView({ block: "nearest" });
        this.announce("Figure position set up on the board.");
      }
    });
    figure.append(button);
  }

  undo() {
    this.cancelComputer();
    // Against the computer, take back the computer's reply too.
    let count = 0;
    while (this.match.undo()) {
      this.movesCache = null;
      this.clicksByPly.pop();
      count += 1;
      if (!this.computerToMove()) break;
    }
    if (!count) return;
    this.lastMove = this.clicksByPly[this.clicksByPly.length - 1] || null;
    this.path = [];
    this.announce(`Took back ${count} move${count === 1 ? "" : "s"}.`);
    this.refreshQuiet();
  }

  redo() {
    const moves = this.legalMoves();
    if (!this.match.redo()) return;
    this.movesCache = null;
    const history = JSON.parse(this.match.history());
    const name = history[history.length - 1];
    const move = moves.find((m) => m.name === name) || { name, clicks: [] };
    this.clicksByPly.push(move);
    this.lastMove = move;
    this.path = [];
    this.announce(`Replayed ${name}.`);
    this.refreshQuiet();
  }

  refreshQuiet() {
    this.render();
    this.renderMoveList();
    this.updatePermalink();
  }

  updatePermalink() {
    const hash = encodeHash({
      ruleset: this.ruleset.id,
      position: this.startPosition,
      moves: JSON.parse(this.match.history()),
    });
    this.writtenHash = hash;
    const link = this.part("permalink");
    link.href = hash;
    // The address follows the game once there is one to keep; other anchors (#figures) stay.
    const worthKeeping = JSON.parse(this.match.history()).length > 0 || this.startPosition !== null;
    const boardLink = decodeHash(window.location.hash) !== null;
    if (window.location.hash !== hash && (worthKeeping || boardLink)) {
      history.replaceState(null, "", hash);
    }
  }

  // ----- the computer opponent -----

  computerSide() {
    const value = this.part("computer").value;
    return value === "" ? null : Number(value);
  }

  computerToMove() {
    return this.computerSide() === this.match.toMove() && !JSON.parse(this.match.outcome());
  }

  maybeComputerMove() {
    if (!this.computerToMove() || this.thinking) return;
    const id = ++this.requestId;
    this.thinking = true;
    this.renderStatus();
    this.root.dataset.thinking = "true";
    this.askWorker({
      kind: "move",
      rules: JSON.stringify(this.ruleset.rules),
      position: this.startPosition,
      moves: JSON.parse(this.match.history()),
      millis: Number(this.part("time").value) || 1000,
      seed: COMPUTER_SEED_BASE + id,
    }).then((answer) => {
      if (id !== this.requestId) return;
      this.thinking = false;
      this.root.dataset.thinking = "false";
      if (answer.error) return this.showError(`The computer could not move: ${answer.error}`);
      if (!answer.name) return this.renderStatus();
      const move = this.legalMoves().find((m) => m.name === answer.name);
      if (!move) return this.showError(`The computer chose ${answer.name}, which is not legal here.`);
      this.root.dataset.computerPlayouts = String(answer.playouts);
      this.playMove(move);
    });
  }

  cancelComputer() {
    this.requestId += 1;
    this.thinking = false;
    this.root.dataset.thinking = "false";
  }

  /** Sends a request to the worker (started on first use) and resolves with its answer. */
  askWorker(request) {
    if (!this.worker) {
      this.worker = new Worker(new URL("./worker.js", import.meta.url), { type: "module" });
      this.pending = new Map();
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
      this.worker.postMessage({ ...request, id, playRoot: this.playRoot, wasmModule: this.data.wasmModule });
    });
  }

  // ----- messages -----

  announce(text) {
    this.part("live").textContent = text;
  }

  showError(text) {
    const box = this.part("error");
    box.textContent = text;
    box.hidden = false;
  }

  clearError() {
    const box = this.part("error");
    box.textContent = "";
    box.hidden = true;
  }
}

function targetKey(target) {
  if (target.dataset.point !== undefined) return `p:${target.dataset.point}`;
  if (target.dataset.hand !== undefined) return `h:${target.dataset.hand}`;
  return null;
}

function targetClick(target) {
  return target.dataset.point !== undefined ? { point: target.dataset.point } : { hand: target.dataset.hand };
}

function isOption(target, options, toMove) {
  if (target.dataset.point !== undefined) return options.points.has(target.dataset.point);
  return options.hands.has(target.dataset.hand) && Number(target.dataset.owner) === toMove;
}

function describeClick(click) {
  if (click.point !== undefined) return click.point;
  if (click.hand !== undefined) return `${click.hand} in hand`;
  if (click.choice !== undefined) return click.choice;
  return "pass";
}

function choiceLabel(choice, ruleset) {
  if (choice === "+") return "Promote";
  if (choice === "=") return "Do not promote";
  const letter = choice.replace(/^=/, "").toLowerCase();
  const piece = (ruleset.rules.pieces || []).find((p) => String(p.letter).toLowerCase() === letter);
  return `Promote to ${piece ? piece.id : letter}`;
}

function message(error) {
  return error && error.message ? error.message : String(error);
}
