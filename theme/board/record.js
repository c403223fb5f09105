// The game record: the line of moves played (which may run past the position shown, while the
// reader looks at an earlier ply), its numbering by moves and rounds, and the record as text.
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
//     1. h3e3 b8b9 2. b1c3
//
// Chess-family games write the start position as a Fairy-Stockfish FEN under `FEN` and the moves
// as its UCI strings; the other families write their own position notation under `Position`.
// Move numbers (`12.`, `12…`, `12...`) and a result (`1-0`, `*`) are skipped when the text is
// read; every other word is a move name exactly as the engine writes it. Other headers are
// ignored.

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

/** The record as text (see the format above). */
export function writeRecord({ game, ruleset, chess, start, moves, movers }) {
  const header = [`[Game "${game}"]`, `[Ruleset "${ruleset}"]`, `[${chess ? "FEN" : "Position"} "${start}"]`];
  const parts = [];
  for (const row of numberedRows(movers)) {
    parts.push(`${row.number}${row.late ? "..." : "."}`);
    for (const ply of row.plies) parts.push(moves[ply]);
  }
  return `${header.join("\n")}\n\n${parts.join(" ")}\n`;
}

/**
 * Reads a record written by `writeRecord` (or by hand): `{ruleset, position, moves}` (`ruleset`
 * and `position` null when the text names none). Throws an Error saying what is wrong.
 */
export function readRecord(text) {
  let ruleset = null;
  let position = null;
  const moves = [];
  const headerPattern = /^\[\s*([A-Za-z]+)\s+"((?:[^"\\]|\\.)*)"\s*\]$/;
  for (const [index, raw] of text.split(/\r?\n/).entries()) {
    const line = raw.trim();
    if (!line) continue;
    if (line.startsWith("[")) {
      const header = line.match(headerPattern);
      if (!header) throw new Error(`line ${index + 1}: a header is written [Name "value"], found ${line}`);
      const [, name, value] = header;
      if (name === "Ruleset") ruleset = value;
      else if (name === "FEN" || name === "Position") position = value.trim() || null;
      continue;
    }
    for (const token of line.split(/\s+/)) {
      if (/^\d+\s*(\.|\.\.\.|…)$/.test(token) || /^\d+\.+$/.test(token)) continue;
      if (token === "*" || /^(1-0|0-1|1\/2-1\/2)$/.test(token)) continue;
      moves.push(token.replace(/^\d+(\.\.\.|…|\.)(?=\D)/, ""));
    }
  }
  return { ruleset, position, moves };
}
