// The game record: its numbering by moves and rounds, and the record as text.
//
// Numbering: a turn is one player's consecutive plies (a capture chain or an extra throw keeps
// the same player on the move); a round is one turn of each player, so "1. h3e3 b8b9 2. b1c3"
// for two players and one number per round of four turns in a four-player race. A record that
// starts with a later player's turn begins "1…".
//
// The record as text (export and import), one format for every family:
//
//     [Game "xiangqi"]
//     [Ruleset "main"]
//     [FEN "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"]
//
//     1. h3e3 b8b9 (1... h8e8 2. h2e2) 2. b1c3
//
// Chess-family games write the start position as a Fairy-Stockfish FEN under `FEN` and the moves
// as its UCI strings; the other families write their own position notation under `Position`.
// Move numbers (`12.`, `12…`, `12...`) and a result (`1-0`, `*`) are skipped when the text is
// read, and so are comments in braces; a variation stands in parentheses after the move it
// replaces (tree.js); every other word is a move name exactly as the engine writes it. Other
// headers are ignored. `nameOf` may write the moves in a style of the game's notation
// (notation.js), with `extra` headers naming it.

import { tAnywhere } from "./messages.js";
import { joinWords, readTreeWords, splitWords } from "./tree.js";

/**
 * The turns of a line grouped into numbered rows: `[{number, plies: [ply index]}]`, from
 * `movers` (the player who made each ply) and the number of players.
 */
export function numberedRows(movers) {
  const rows = [];
  let round = 1;
  let previous = null;
  let row = null;
  for (const [ply, mover] of movers.entries()) {
    const newTurn = previous === null || mover !== previous;
    // A round ends when the turn passes back to an earlier (or the same) seat.
    if (newTurn && previous !== null && mover < previous) round += 1;
    if (!row || (newTurn && row.number !== round)) {
      row = { number: round, late: previous === null && mover > 0, plies: [] };
      rows.push(row);
    }
    row.plies.push(ply);
    previous = mover;
  }
  return rows;
}

/** Move numbers of a line: for each ply, `{number, first, late}` (`first`: it opens its row). */
function plyLabels(movers) {
  const labels = [];
  for (const row of numberedRows(movers)) {
    row.plies.forEach((ply, i) => (labels[ply] = { number: row.number, first: i === 0, late: row.late }));
  }
  return labels;
}

/**
 * The record below `parent` (a tree.js node whose nodes carry entries) as tokens, in the order
 * the text writes them: `{number: "3."}` or `{number: "3..."}`, `{node}`, `{open: true}` and
 * `{close: true}` around a variation. `movers`: who made each move of the path to `parent`.
 * `numbered`: the first move carries its number even in the middle of a row.
 */
export function lineTokens(parent, movers = [], numbered = false) {
  const tokens = [];
  const number = (node, before, force) => {
    const labels = plyLabels([...before, node.entry.mover]);
    const label = labels[labels.length - 1];
    if (label.first) tokens.push({ number: `${label.number}${label.late ? "..." : "."}` });
    else if (force) tokens.push({ number: `${label.number}...` });
    tokens.push({ node });
  };
  const walk = (from, before, force) => {
    const path = [...before];
    for (let at = from; at.children.length; at = at.children[0]) {
      const [main, ...others] = at.children;
      number(main, path, force);
      for (const other of others) {
        tokens.push({ open: true });
        number(other, path, true);
        walk(other, [...path, other.entry.mover], false);
        tokens.push({ close: true });
      }
      force = others.length > 0;
      path.push(main.entry.mover);
    }
  };
  walk(parent, movers, numbered);
  return tokens;
}

/**
 * The record as text (see the format above): `root` is the tree of moves (tree.js) with its
 * entries; variations are written in parentheses after the move they replace.
 */
export function writeRecord({ game, ruleset, chess, start, root, nameOf = (node) => node.name, extra = [] }) {
  const header = [`[Game "${game}"]`, `[Ruleset "${ruleset}"]`, `[${chess ? "FEN" : "Position"} "${start}"]`, ...extra];
  const words = lineTokens(root).map((t) => t.number || (t.node ? nameOf(t.node) : t.open ? "(" : ")"));
  return `${header.join("\n")}\n\n${joinWords(words)}\n`;
}

/**
 * Reads a record written by `writeRecord` (or by hand): `{ruleset, position, moves, root}`
 * (`ruleset` and `position` null when the text names none; `moves` the main line; `root` the
 * tree of move names, variations included). Throws an Error saying what is wrong.
 */
export function readRecord(text) {
  let ruleset = null;
  let position = null;
  const words = [];
  const headerPattern = /^\[\s*([A-Za-z]+)\s+"((?:[^"\\]|\\.)*)"\s*\]$/;
  // Comments in braces, and PGN's annotation glyphs ($1), say nothing about the moves.
  const body = text.replace(/\{[^}]*\}/g, " ");
  for (const [index, raw] of body.split(/\r?\n/).entries()) {
    const line = raw.trim();
    if (!line) continue;
    if (line.startsWith("[")) {
      const header = line.match(headerPattern);
      if (!header) throw new Error(tAnywhere("board-record-header-syntax", { line: index + 1, found: line }));
      const [, name, value] = header;
      if (name === "Ruleset") ruleset = value;
      else if (name === "FEN" || name === "Position") position = value.trim() || null;
      continue;
    }
    for (const word of splitWords(line)) {
      if (/^\d+\s*(\.|\.\.\.|…)$/.test(word) || /^\d+\.+$/.test(word)) continue;
      if (word === "*" || /^(1-0|0-1|1\/2-1\/2)$/.test(word) || /^\$\d+$/.test(word)) continue;
      words.push(word.replace(/^\d+(\.\.\.|…|\.)(?=\D)/, ""));
    }
  }
  const root = readTreeWords(words);
  const moves = [];
  for (let at = root.children[0]; at; at = at.children[0]) moves.push(at.name);
  return { ruleset, position, moves, root };
}
