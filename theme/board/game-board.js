// One playable board: the engine's match, the drawing, the reader's clicks, the game record
// (a line of moves and the ply shown), the controls, the computer opponent, the hint and the
// permalink. Every rule decision is the engine's: this file only narrows the engine's legal
// moves by the clicks made (see clicks.js).
//
// When the computer moves: whenever the position shown is the end of the line, the game is not
// over and the side to move is one of the computer's seats (after the reader's move, a
// restored link, a figure set up, Redo, or a change of seats). While the reader looks at an
// earlier ply (the record, ← →, Undo), the computer waits; a move played there, by either
// side, opens a variation (variations.js) and the computer answers it.

import { applyClick, clickKey, movePoints, nextOptions } from "./clicks.js";
import { describeClick, isOption, renderChoices, targetClick, targetKey } from "./choices.js";
import { computerSeats, computerTurn, fillComputerSeats, findHint, Searcher } from "./computer.js";
import { neighbour, setRovingFocus } from "./keyboard.js";
import { decodeHash } from "./permalink.js";
import { renderRecord, wireRecordText } from "./record-view.js";
import { currentStyle, styledName, wireNotation } from "./notation.js";
import { refusalReason } from "./refusal.js";
import { wireDrag } from "./drag.js";
import { updatePermalink, wireShare } from "./share.js";
import { lineAfter, MoveNode, readTreeWords, splitWords } from "./tree.js";
import { growTree, renderVariationButtons, stepTo, switchVariation, wireVariationButtons } from "./variations.js";

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
    this.match = null;
    this.movesCache = null;
    this.turnCache = null;
    /** The game record, a tree of moves (tree.js); the start position is its root. */
    this.tree = new MoveNode();
    /** The line of the tree the board follows, possibly past the ply shown (variations.js). */
    this.lineNodes = [];
    /** How many moves of the line the board shows (the match's position). */
    this.ply = 0;
    this.hint = null;
    this.searcher = new Searcher(playRoot, data.wasmModule);
    this.requestId = 0;
    this.thinking = false;
    this.focusedKey = null;
    this.wire();
  }

  // ----- starting and restoring games -----

  /** The moves of the line followed: `[{name, move, capture, check, mover, said}]`. */
  get line() {
    return this.lineNodes.map((node) => node.entry);
  }

  /**
   * Starts a game under `rulesetId` from `position` (null: the start), grows the tree of move
   * names `names` (null: none) and plays `moves` (the line to show).
   */
  start(rulesetId, position = null, moves = [], names = null) {
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
    this.forgetPosition();
    this.ruleset = ruleset;
    this.startPosition = position || null;
    this.startText = match.position();
    // Names (and colours) as the rules give them: Red and Black in xiangqi, Cho and Han in janggi.
    this.players = JSON.parse(this.match.players()).map((p) => p.name);
    fillComputerSeats(this.part("computer"), this.players);
    this.part("ruleset").value = ruleset.id;
    this.showBrief(ruleset.id);
    this.tree = new MoveNode();
    this.lineNodes = [];
    this.ply = 0;
    this.cancelComputer();
    this.clearError();
    const problems = names ? growTree(match, names, this.tree) : [];
    this.lineNodes = lineAfter(this.tree);
    if (problems.length) this.showError(`Some variations are left out: ${problems.join("; ")}.`);
    for (const [i, name] of moves.entries()) {
      const move = this.legalMoves().find((m) => m.name === name);
      if (!move) {
        this.showError(`Move ${i + 1} of the link (${name}) is not legal here; the game stops before it.`);
        break;
      }
      this.advance(move);
    }
    this.path = this.continuingPath();
    this.refresh();
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
    let names;
    try {
      names = link.tree ? readTreeWords(splitWords(link.tree)) : null;
    } catch (error) {
      this.start(link.ruleset, link.position, link.moves);
      this.showError(`The link's variations cannot be read (${error.message}); its line is shown.`);
      return true;
    }
    if (!this.start(link.ruleset, link.position, link.moves, names)) {
      const reason = this.part("error").textContent;
      this.start(link.ruleset);
      this.showError(`${reason} Showing the start position instead.`);
    }
    return true;
  }

  // ----- the record -----

  /** True while the board shows an earlier ply than the line's last. */
  browsing() {
    return this.ply < this.lineNodes.length;
  }

  /**
   * Plays `move` on the match and writes it into the tree after the ply shown: the same move as
   * the line's next keeps the line; a move played there before follows its line; another one
   * opens a variation.
   */
  advance(move) {
    const mover = this.match.toMove();
    const said = this.spoken(move);
    this.match.play(move.name);
    this.forgetPosition();
    const parent = this.ply > 0 ? this.lineNodes[this.ply - 1] : this.tree;
    const node = parent.child(move.name) || parent.add(move.name);
    node.entry = { name: move.name, move, capture: Boolean(move.capture), check: this.turn().check, mover, said };
    if (this.lineNodes[this.ply] !== node) {
      this.lineNodes = [...this.lineNodes.slice(0, this.ply), node, ...lineAfter(node)];
    }
    this.ply += 1;
  }

  /**
   * A move in words for screen readers, read from the board before it is played: the piece and
   * its points (`horse h10 to g8`, `chariot a1 takes horse on a7`, `silver dropped on e5`).
   */
  spoken(move) {
    const targetOf = (point) => this.part("svg").querySelector(`[data-point="${CSS.escape(point)}"]`);
    // A point as the board's edges name it (shogi's 7六), which its label begins with.
    const named = (point) => targetOf(point)?.getAttribute("aria-label")?.split(", ")[0] || point;
    const what = (point) => {
      const target = targetOf(point);
      const label = target ? target.getAttribute("aria-label") || "" : "";
      // "e3, Red horse" (a stack's height and ", legal destination" may follow).
      const text = label.split(", ")[1] || "";
      if (!target || text === "empty") return null;
      const owner = this.players[Number(target.dataset.owner)];
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

  /** Shows ply `target` of the line (0: the start), stepping the match there. */
  goTo(target, said = null) {
    const ply = Math.max(0, Math.min(this.lineNodes.length, target));
    if (ply === this.ply) return;
    this.cancelComputer();
    stepTo(this, ply);
    this.shown(said);
  }

  /** Redraws after the board moved along the record, and says where it is. */
  shown(said = null) {
    this.forgetPosition();
    this.path = this.continuingPath();
    this.refresh({ announce: false });
    this.announce(said || (this.ply === 0 ? "Start position." : `After ${styledName(this, this.lineNodes[this.ply - 1])}.`));
  }

  // ----- the reader's input -----

  /** The engine's legal moves with their click paths, asked once per position. */
  legalMoves() {
    if (!this.movesCache) this.movesCache = JSON.parse(this.match.legalMoves());
    return this.movesCache;
  }

  /** Check, the throw and a piece that must go on, asked once per position. */
  turn() {
    if (!this.turnCache) this.turnCache = JSON.parse(this.match.turn());
    return this.turnCache;
  }

  forgetPosition() {
    this.movesCache = null;
    this.turnCache = null;
    this.hint = null;
  }

  /** The selection a capture chain forces: the piece that must go on, already picked. */
  continuingPath() {
    const piece = this.turn().continuing;
    if (!piece) return [];
    const moves = this.legalMoves();
    const first = { point: piece };
    const all = moves.length > 0 && moves.every((m) => m.clicks[0] && clickKey(m.clicks[0]) === clickKey(first));
    return all ? [first] : [];
  }

  /** Handles one click (from the mouse, the keyboard or a choice button). */
  click(click) {
    if (this.thinking || (this.computerToMove() && !this.browsing())) {
      this.announce("Wait for the computer's move.");
      this.showRefusal("Wait for the computer's move.");
      return;
    }
    const moves = this.legalMoves();
    const result = applyClick(moves, this.path, click);
    if (result.kind === "refused") {
      this.root.dataset.refused = String(Number(this.root.dataset.refused || 0) + 1);
      const reason = refusalReason(this, click, moves);
      this.announce(reason);
      this.showRefusal(reason);
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
    try {
      this.advance(move);
    } catch (error) {
      this.showError(`The engine refused ${move.name}: ${message(error)}`);
      return;
    }
    this.path = this.continuingPath();
    this.refresh();
  }

  cancel() {
    if (this.path.length === 0) return;
    if (this.turn().continuing && this.path.length === 1) {
      this.announce(`The piece on ${this.path[0].point} must go on jumping.`);
      return;
    }
    this.path = this.continuingPath();
    this.announce("Selection cancelled.");
    this.render();
  }

  // ----- drawing -----

  /** Redraws after the game or the ply shown changed, announces it and lets the computer play. */
  refresh({ announce = true } = {}) {
    this.render();
    renderRecord(this);
    this.updatePermalink();
    if (announce && this.ply > 0) {
      const outcome = JSON.parse(this.match.outcome());
      const node = this.lineNodes[this.ply - 1];
      const last = node.entry;
      // The move as the notation writes it, then in words (piece and points) for a listener.
      const styled = styledName(this, node, "");
      const words = styled ? [styled, last.said].filter(Boolean).join(", ") : last.said || last.name;
      const played = `${this.players[last.mover] || ""} played ${words}. `.trimStart();
      this.announce(outcome ? `${played}${this.describeOutcome(outcome)}` : `${played}${this.statusText()}`);
    }
    this.maybeComputerMove();
  }

  render() {
    this.showRefusal(null);
    const holder = this.part("svg");
    const active = document.activeElement;
    const hadFocus = holder.contains(active);
    const last = this.ply > 0 ? this.lineNodes[this.ply - 1].entry.move : null;
    // The edges are numbered as the chosen notation writes coordinates (shogi's 七 or g).
    const points = movePoints(last).join(",");
    holder.innerHTML = this.match.svg(this.flipped, this.idPrefix, points, currentStyle(this));
    // With nothing selected, the legal moves only decide whether a Pass button shows: they are
    // asked for after the board is drawn (the first click asks for them anyway).
    const selecting = this.path.length > 0;
    const options = selecting ? nextOptions(this.legalMoves(), this.path) : NO_OPTIONS;
    const hinted = new Set(this.hint ? movePoints(this.hint) : []);
    const targets = this.targets();
    for (const target of targets) {
      const key = targetKey(target);
      // Continuations are marked once a selection is under way (at the start nearly every
      // point of a placement game would light up).
      const next = this.path.length > 0 && isOption(target, options, this.match.toMove());
      target.classList.toggle("bl-next", next);
      target.classList.toggle("bl-selected", this.path.some((c) => clickKey(c) === key));
      target.classList.toggle("bl-hint", target.dataset.point !== undefined && hinted.has(target.dataset.point));
      if (key && key.startsWith("p:") && this.path.length > 0 && options.points.has(key.slice(2))) {
        const label = target.getAttribute("aria-label");
        target.setAttribute("aria-label", `${label}, legal destination`);
      }
    }
    this.root.dataset.hint = this.hint ? this.hint.name : "";
    const focusTarget = targets.find((t) => targetKey(t) === this.focusedKey) || targets[0];
    setRovingFocus(targets, focusTarget, hadFocus);
    if (selecting) this.renderChoices(options);
    else this.renderChoicesLater();
    this.renderStatus();
    this.root.dataset.toMove = String(this.match.toMove());
    this.root.dataset.plies = String(this.ply);
    this.root.dataset.line = String(this.lineNodes.length);
    renderVariationButtons(this);
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
    renderChoices(this, options);
  }

  /** "Red to move.", with check, the throw to play and a piece that must go on. */
  statusText() {
    const name = this.players[this.match.toMove()];
    const turn = this.turn();
    let text = `${name} to move`;
    if (turn.check) text += ", in check";
    if (turn.throw !== null && turn.throw !== undefined) text += `; the throw is ${turn.throw}`;
    if (turn.continuing) text += `; the piece on ${turn.continuing} must go on jumping`;
    return `${text}.`;
  }

  renderStatus() {
    const status = this.part("status");
    const outcome = JSON.parse(this.match.outcome());
    this.root.dataset.outcome = outcome ? JSON.stringify(outcome) : "";
    const turn = this.turn();
    this.root.dataset.throw = turn.throw === null || turn.throw === undefined ? "" : String(turn.throw);
    this.root.dataset.continuing = turn.continuing || "";
    let text;
    if (outcome) text = this.describeOutcome(outcome);
    else if (this.thinking) text = `${this.players[this.match.toMove()]} (computer) is thinking…`;
    else text = this.statusText();
    const last = this.ply > 0 ? this.lineNodes[this.ply - 1].entry : null;
    if (last && !this.thinking) text += ` Last move: ${styledName(this, this.lineNodes[this.ply - 1], last.name)}.`;
    if (this.browsing()) {
      text += ` Showing move ${this.ply} of ${this.lineNodes.length}: a move played here opens a variation`;
      text += this.computerSeats().size ? "; the computer waits until then." : ".";
    }
    status.textContent = text;
  }

  describeOutcome(outcome) {
    const who = outcome.winner === null ? "Draw" : `${this.players[outcome.winner]} wins`;
    const scores = outcome.scores ? ` (score ${outcome.scores.join(" to ")})` : "";
    return `Game over: ${who} by rule: ${outcome.rule}${scores}.`;
  }

  targets() {
    return [...this.part("svg").querySelectorAll("[data-point], [data-hand]")];
  }

  /** Shows why the last click did nothing (`null` hides it; the next drawing does). */
  showRefusal(text) {
    const box = this.part("refusal");
    if (!box) return;
    box.textContent = text || "";
    box.hidden = !text;
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
        // The name alone, which a phone has room for; the id (as in a permalink) on hover.
        option.textContent = r.name || r.id;
        option.title = r.id;
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
    on("hint", () => this.askHint());
    wireShare(this);
    this.part("computer").addEventListener("change", () => {
      // A search for a seat the computer no longer plays is dropped.
      if (this.thinking && !this.computerToMove()) this.cancelComputer();
      this.renderStatus();
      this.maybeComputerMove();
    });
    const holder = this.part("svg");
    holder.addEventListener("click", (event) => {
      const target = event.target.closest("[data-point], [data-hand]");
      if (!target || this.dropped) return;
      this.focusedKey = targetKey(target);
      this.click(targetClick(target));
    });
    wireDrag(this, holder);
    holder.addEventListener("keydown", (event) => this.onKey(event));
    holder.addEventListener("focusin", (event) => {
      const target = event.target.closest("[data-point], [data-hand]");
      if (target) this.focusedKey = targetKey(target);
    });
    this.root.addEventListener("keydown", (event) => this.onRecordKey(event));
    window.addEventListener("hashchange", () => {
      // A board link followed from the text (a commentary's line, a divergence's): bring the
      // board into view, as a figure's button does.
      if (window.location.hash !== this.writtenHash && this.restoreFromHash()) this.showBoard();
    });
    wireRecordText(this);
    wireNotation(this, () => {
      this.render();
      renderRecord(this);
    });
    wireVariationButtons(this);
    for (const figure of document.querySelectorAll("[data-bl-figure]")) this.addFigureButton(figure);
  }

  /** Scrolls the drawing of the board, the whole of it where it fits, into view: on a phone
   * the board and its controls are taller than the screen. */
  showBoard() {
    this.part("svg").scrollIntoView({ block: "nearest" });
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

  /** ← → (and Home, End) step through the record while the focus is on the board's controls. */
  onRecordKey(event) {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const inside = event.target.closest("select, textarea, input, [data-point], [data-hand]");
    if (inside) return;
    if (event.key === "ArrowUp" || event.key === "ArrowDown") {
      event.preventDefault();
      switchVariation(this, event.key === "ArrowUp" ? -1 : 1);
      return;
    }
    const steps = { ArrowLeft: this.ply - 1, ArrowRight: this.ply + 1, Home: 0, End: this.lineNodes.length };
    if (!(event.key in steps)) return;
    event.preventDefault();
    this.goTo(steps[event.key]);
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
        this.showBoard();
        this.announce("Figure position set up on the board.");
      }
    });
    figure.append(button);
  }

  /** Steps back one move; against the computer, back to the reader's last turn. */
  undo() {
    if (this.ply === 0) return;
    const seats = this.computerSeats();
    let target = this.ply - 1;
    while (target > 0 && seats.has(this.lineNodes[target].entry.mover)) target -= 1;
    this.goTo(target);
  }

  /** Steps forward one move; against the computer, on past its replies to the reader's turn. */
  redo() {
    if (!this.browsing()) return;
    const seats = this.computerSeats();
    let target = this.ply + 1;
    while (target < this.lineNodes.length && seats.has(this.lineNodes[target].entry.mover)) target += 1;
    this.goTo(target);
  }

  updatePermalink() {
    updatePermalink(this);
  }

  /** Shows the rules in brief of `rulesetId` beside the board (templates/game.html). */
  showBrief(rulesetId) {
    for (const brief of document.querySelectorAll("[data-brief]")) brief.hidden = brief.dataset.brief !== rulesetId;
  }

  // ----- the computer opponent and the hint -----

  computerSeats() {
    return computerSeats(this.part("computer"));
  }

  computerToMove() {
    return this.computerSeats().has(this.match.toMove()) && !JSON.parse(this.match.outcome());
  }

  /** Lets the computer move if it is its turn at the end of the line (see the top of the file). */
  maybeComputerMove() {
    computerTurn(this, COMPUTER_SEED_BASE);
  }

  cancelComputer() {
    this.requestId += 1;
    this.thinking = false;
    this.root.dataset.thinking = "false";
  }

  /** Asks the computer's search for the best move here and marks it without playing it. */
  askHint() {
    findHint(this, COMPUTER_SEED_BASE);
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

function message(error) {
  return error && error.message ? error.message : String(error);
}
