// The game record without a browser: moves numbered by moves and rounds, and the record as text
// written and read back.
import assert from "node:assert/strict";
import { test } from "node:test";
import { numberedRows, readRecord, writeRecord } from "../../theme/board/record.js";

test("two players: one number per pair of plies, numbers of any width", () => {
  const movers = Array.from({ length: 251 }, (_, i) => i % 2);
  const rows = numberedRows(movers);
  assert.equal(rows.length, 126);
  assert.deepEqual(rows[0], { number: 1, late: false, plies: [0, 1] });
  assert.deepEqual(rows[125], { number: 126, late: false, plies: [250] });
});

test("a capture chain stays in its player's move; a record may start with the second player", () => {
  assert.deepEqual(
    numberedRows([0, 1, 1, 0]).map((r) => [r.number, r.plies]),
    [
      [1, [0, 1, 2]],
      [2, [3]],
    ],
  );
  const late = numberedRows([1, 0, 1]);
  assert.deepEqual(late[0], { number: 1, late: true, plies: [0] });
  assert.deepEqual(late[1].plies, [1, 2]);
  assert.equal(late[1].number, 2);
});

test("four players are numbered by round", () => {
  const rows = numberedRows([0, 1, 2, 3, 0, 1, 2, 3, 0]);
  assert.deepEqual(
    rows.map((r) => r.number),
    [1, 2, 3],
  );
  assert.deepEqual(rows[1].plies, [4, 5, 6, 7]);
});

test("a record written as text reads back as the same start and moves", () => {
  const start = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
  const text = writeRecord({
    game: "xiangqi",
    ruleset: "main",
    chess: true,
    start,
    moves: ["h3e3", "b8b9", "b1c3"],
    movers: [0, 1, 0],
  });
  assert.equal(
    text,
    `[Game "xiangqi"]\n[Ruleset "main"]\n[FEN "${start}"]\n\n1. h3e3 b8b9 2. b1c3\n`,
  );
  assert.deepEqual(readRecord(text), { ruleset: "main", position: start, moves: ["h3e3", "b8b9", "b1c3"] });
});

test("reading skips numbers and results, keeps every move name as written, refuses a bad header", () => {
  const read = readRecord('[Position "8/8 x"]\n1... c6-c4 2.d2-d3 3:c1xf1 7g7f+ 1-0');
  assert.deepEqual(read, { ruleset: null, position: "8/8 x", moves: ["c6-c4", "d2-d3", "3:c1xf1", "7g7f+"] });
  assert.throws(() => readRecord("[FEN rnbakabnr]\nh3e3"), /line 1: a header is written/);
});
