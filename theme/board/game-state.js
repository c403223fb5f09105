// The state of one game on the board, apart from any page: the engine's match, the record as a
// tree of moves (tree.js), the line of the tree followed and how many of its moves are shown.
// No DOM here: game-board.js draws this state and turns the reader's input into calls on it, and
// tests drive it in Node.js with the same wasm engine (tests/browser/game-state.test.mjs).
//
// The board follows one line of the tree at a time, `lineNodes` (from the start to the line's
// end), and shows `ply` moves of it: the match stands at that position. Stepping back and forth
// keeps the line; going to a node off it follows that node's own line.

import { clickKey } from "./clicks.js";
import { playerName, tAnywhere } from "./messages.js";
import { lineAfter, MoveNode, pathTo } from "./tree.js";

export class GameState {
  /** @param engine the loaded wasm module (its `GameMatch`) */
  constructor(engine) {
    this.engine = engine;
    this.match = null;
    this.ruleset = null;
    /** The position the game was started from as given (null: the ruleset's start). */
    this.startPosition = null;
    /** The start position as the engine writes it. */
    this.startText = "";
    /** The players' names as the rules give them (Red and Black in xiangqi). */
    this.players = [];
    /** The game record, a tree of moves; the start position is its root. */
    this.tree = new MoveNode();
    /** The line of the tree followed, possibly past the ply shown. */
    this.lineNodes = [];
    /** How many moves of the line are shown (the match's position). */
    this.ply = 0;
    this.movesCache = null;
    this.turnCache = null;
  }

  /**
   * Starts a game of `ruleset` (`{id, rules}`) from `position` (null: the start) with the tree
   * of move names `names` (null: none) grown on it, at the start. Throws what the engine says
   * when it refuses the rules or the position (the state is then unchanged); returns the moves
   * of `names` that could not be played (see `growTree`).
   */
  begin(ruleset, position = null, names = null) {
    const match = new this.engine.GameMatch(JSON.stringify(ruleset.rules), position || undefined);
    if (this.match) this.match.free();
    this.match = match;
    this.forgetPosition();
    this.ruleset = ruleset;
    this.startPosition = position || null;
    this.startText = match.position();
    this.players = JSON.parse(match.players()).map((p) => playerName(p.name));
    this.tree = new MoveNode();
    this.ply = 0;
    const problems = names ? growTree(match, names, this.tree) : [];
    this.lineNodes = lineAfter(this.tree);
    return problems;
  }

  /** The moves of the line followed: `[{name, move, capture, check, mover, said}]`. */
  get line() {
    return this.lineNodes.map((node) => node.entry);
  }

  /** The node of the last move shown, or null at the start. */
  lastShown() {
    return this.ply > 0 ? this.lineNodes[this.ply - 1] : null;
  }

  /** True while an earlier ply than the line's last is shown. */
  browsing() {
    return this.ply < this.lineNodes.length;
  }

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

  /** The result (`{winner, rule, scores}`), or null while the game goes on. */
  outcome() {
    return JSON.parse(this.match.outcome());
  }

  /** Drops what was asked of the position, after the match moved. */
  forgetPosition() {
    this.movesCache = null;
    this.turnCache = null;
  }

  /**
   * Plays `move` (one of `legalMoves()`) on the match and writes it into the tree after the ply
   * shown, with `said` (the move in words): the same move as the line's next keeps the line; a
   * move played there before follows its line; another one opens a variation.
   */
  advance(move, said = null) {
    const mover = this.match.toMove();
    this.match.play(move.name);
    this.forgetPosition();
    const parent = this.lastShown() || this.tree;
    const node = parent.child(move.name) || parent.add(move.name);
    node.entry = { name: move.name, move, capture: Boolean(move.capture), check: this.turn().check, mover, said };
    if (this.lineNodes[this.ply] !== node) {
      this.lineNodes = [...this.lineNodes.slice(0, this.ply), node, ...lineAfter(node)];
    }
    this.ply += 1;
  }

  /** Shows ply `ply` of the line, stepping the match there. */
  stepTo(ply) {
    while (this.ply > ply && this.match.undo()) this.ply -= 1;
    while (this.ply < ply) {
      this.match.play(this.lineNodes[this.ply].name);
      this.ply += 1;
    }
    this.forgetPosition();
  }

  /** Shows `node`, following its own line from the start through it (a variation's move). */
  follow(node) {
    const path = pathTo(node);
    let common = 0;
    while (common < path.length && common < this.ply && this.lineNodes[common] === path[common]) common += 1;
    this.stepTo(common);
    this.lineNodes = [...path, ...lineAfter(node)];
    this.stepTo(path.length);
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
}

/**
 * Plays the moves of `names` (a tree of move names) on `match` from its position, and puts them
 * with their entries under `into` (a node standing for that position); the match ends where it
 * began. Returns what could not be played: `["Move 2 (b8e8) is not legal after h3e3", ...]`,
 * counting moves from the start; a move that is not legal is left out with all that follows it.
 */
export function growTree(match, names, into) {
  const problems = [];
  // `previous`: the move before `from`'s moves (null at the start).
  const grow = (from, node, previous, ply = 1) => {
    const moves = JSON.parse(match.legalMoves());
    for (const child of from.children) {
      const move = moves.find((m) => m.name === child.name);
      if (!move) {
        const problem = { ply, move: child.name, previous };
        problems.push(
          previous === null
            ? tAnywhere("board-move-not-legal-at-start", problem)
            : tAnywhere("board-move-not-legal-after", problem),
        );
        continue;
      }
      const mover = match.toMove();
      match.play(move.name);
      const check = Boolean(JSON.parse(match.turn()).check);
      const grown = node.child(move.name) || node.add(move.name);
      grown.entry = { name: move.name, move, capture: Boolean(move.capture), check, mover, said: null };
      grow(child, grown, child.name, ply + 1);
      match.undo();
    }
  };
  grow(names, into, null);
  return problems;
}
