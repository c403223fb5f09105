// One playable board on the page: it draws the game's state (game-state.js: the engine's match
// and the record) and turns the reader's clicks, keys and controls into moves; it runs the
// computer opponent, the hint and the permalink. Every rule decision is the engine's: this file
// only narrows the engine's legal moves by the clicks made (see clicks.js).
//
// When the computer moves: whenever the position shown is the end of the line, the game is not
// over and the side to move is one of the computer's seats (after the reader's move, a
// restored link, a figure set up, Redo, or a change of seats). While the reader looks at an
// earlier ply (the record, ← →, Undo), the computer waits; a move played there, by either
// side, opens a variation (variations.js) and the computer answers it.

import { applyClick, clickKey, movePoints, nextOptions } from "./clicks.js";
import { describeClick, isOption, renderChoices, targetKey } from "./choices.js";
import { computerSeats, computerTurn, fillComputerSeats, findHint, Searcher } from "./computer.js";
import { wireControls } from "./controls.js";
import { GameState } from "./game-state.js";
import { setRovingFocus } from "./keyboard.js";
import { joinList, t } from "./messages.js";
import { decodeHash } from "./permalink.js";
import { renderRecord } from "./record-view.js";
import { currentStyle, styledName } from "./notation.js";
import { refusalReason } from "./refusal.js";
import { updatePermalink } from "./share.js";
import { describeOutcome, renderStatus, spokenMove, statusText } from "./status.js";
import { labelTargets } from "./target-labels.js";
import { readTreeWords, splitWords } from "./tree.js";
import { renderVariationButtons } from "./variations.js";

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
    /** The clicks of the move under way (the selection). */
    this.path = [];
    /** The game: the match, the record and the ply shown (game-state.js). */
    this.game = new GameState(engine);
    this.hint = null;
    this.searcher = new Searcher(playRoot, data.wasmModule);
    this.requestId = 0;
    this.thinking = false;
    this.focusedKey = null;
    wireControls(this);
  }

  // ----- the game's state, as the board's helpers read it -----

  get match() {
    return this.game.match;
  }

  get ruleset() {
    return this.game.ruleset;
  }

  get startPosition() {
    return this.game.startPosition;
  }

  get startText() {
    return this.game.startText;
  }

  get players() {
    return this.game.players;
  }

  get tree() {
    return this.game.tree;
  }

  get lineNodes() {
    return this.game.lineNodes;
  }

  get ply() {
    return this.game.ply;
  }

  /** The moves of the line followed: `[{name, move, capture, check, mover, said}]`. */
  get line() {
    return this.game.line;
  }

  // ----- starting and restoring games -----

  /**
   * Starts a game under `rulesetId` from `position` (null: the start), grows the tree of move
   * names `names` (null: none) and plays `moves` (the line to show).
   */
  start(rulesetId, position = null, moves = [], names = null) {
    const ruleset = this.data.rulesets.find((r) => r.id === rulesetId) || this.data.rulesets[0];
    let problems;
    try {
      problems = this.game.begin(ruleset, position, names);
    } catch (error) {
      this.showError(t("board-error-cannot-start", { error: message(error) }));
      return false;
    }
    performance.mark("bl:match");
    this.hint = null;
    // Names (and colours) as the rules give them: Red and Black in xiangqi, Cho and Han in janggi.
    fillComputerSeats(this.part("computer"), this.players);
    this.part("ruleset").value = ruleset.id;
    this.showBrief(ruleset.id);
    this.cancelComputer();
    this.clearError();
    if (problems.length) this.showError(t("board-error-variations-left-out", { problems: joinList(problems, "board-join-semicolon") }));
    for (const [i, name] of moves.entries()) {
      const move = this.legalMoves().find((m) => m.name === name);
      if (!move) {
        this.showError(t("board-error-link-move", { number: i + 1, move: name }));
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
    const link = decodeHash(this.engine, window.location.hash);
    if (!link) return false;
    if (link.error) {
      this.start(this.data.rulesets[0].id);
      this.showError(t("board-error-link-unreadable", { error: link.error }));
      return true;
    }
    if (!this.data.rulesets.some((r) => r.id === link.ruleset)) {
      this.start(this.data.rulesets[0].id);
      this.showError(t("board-error-link-ruleset", { ruleset: link.ruleset }));
      return true;
    }
    let names;
    try {
      names = link.tree ? readTreeWords(splitWords(link.tree)) : null;
    } catch (error) {
      this.start(link.ruleset, link.position, link.moves);
      this.showError(t("board-error-link-variations", { error: error.message }));
      return true;
    }
    if (!this.start(link.ruleset, link.position, link.moves, names)) {
      const reason = this.part("error").textContent;
      this.start(link.ruleset);
      this.showError(t("board-error-showing-start", { reason }));
    }
    return true;
  }

  // ----- the record -----

  /** True while the board shows an earlier ply than the line's last. */
  browsing() {
    return this.game.browsing();
  }

  /** Plays `move` into the record after the ply shown (see `GameState.advance`), with its words. */
  advance(move) {
    this.game.advance(move, spokenMove(this, move));
    this.hint = null;
  }

  /** Shows ply `target` of the line (0: the start), stepping the match there. */
  goTo(target, said = null) {
    const ply = Math.max(0, Math.min(this.lineNodes.length, target));
    if (ply === this.ply) return;
    this.cancelComputer();
    this.game.stepTo(ply);
    this.shown(said);
  }

  /** Redraws after the board moved along the record, and says where it is. */
  shown(said = null) {
    this.forgetPosition();
    this.path = this.continuingPath();
    this.refresh({ announce: false });
    this.announce(
      said ||
        (this.ply === 0 ? t("board-start-position") : t("board-after-move", { move: styledName(this, this.lineNodes[this.ply - 1]) })),
    );
  }

  // ----- the reader's input -----

  /** The engine's legal moves with their click paths, asked once per position. */
  legalMoves() {
    return this.game.legalMoves();
  }

  /** Check, the throw and a piece that must go on, asked once per position. */
  turn() {
    return this.game.turn();
  }

  forgetPosition() {
    this.game.forgetPosition();
    this.hint = null;
  }

  /** The selection a capture chain forces: the piece that must go on, already picked. */
  continuingPath() {
    return this.game.continuingPath();
  }

  /** Handles one click (from the mouse, the keyboard or a choice button). */
  click(click) {
    if (this.thinking || (this.computerToMove() && !this.browsing())) {
      this.announce(t("board-wait-computer"));
      this.showRefusal(t("board-wait-computer"));
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
    const selected = { click: describeClick(this.path[this.path.length - 1]), count };
    this.announce(count === 1 ? t("board-selected-one", selected) : t("board-selected-many", selected));
    this.render();
  }

  playMove(move) {
    try {
      this.advance(move);
    } catch (error) {
      this.showError(t("board-engine-refused", { move: move.name, error: message(error) }));
      return;
    }
    this.path = this.continuingPath();
    this.refresh();
  }

  cancel() {
    if (this.path.length === 0) return;
    if (this.turn().continuing && this.path.length === 1) {
      this.announce(t("board-must-go-on-jumping", { point: this.path[0].point }));
      return;
    }
    this.path = this.continuingPath();
    this.announce(t("board-selection-cancelled"));
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
      const words = styled && last.said ? t("board-move-in-words", { move: styled, words: last.said }) : styled || last.said || last.name;
      const then = outcome ? describeOutcome(this, outcome) : statusText(this);
      this.announce(t("board-played", { player: this.players[last.mover] || "", move: words, then }).trimStart());
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
    labelTargets(this, targets);
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
        target.setAttribute("aria-label", t("board-target-destination", { label }));
      }
    }
    this.root.dataset.hint = this.hint ? this.hint.name : "";
    const focusTarget = targets.find((t) => targetKey(t) === this.focusedKey) || targets[0];
    setRovingFocus(targets, focusTarget, hadFocus);
    if (selecting) this.renderChoices(options);
    else this.renderChoicesLater();
    renderStatus(this);
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

  /** Scrolls the drawing of the board, the whole of it where it fits, into view: on a phone
   * the board and its controls are taller than the screen. */
  showBoard() {
    this.part("svg").scrollIntoView({ block: "nearest" });
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
