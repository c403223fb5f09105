// The game record without a browser: moves numbered by moves and rounds, and the record as text
// written and read back.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { numberedRows, readRecord, writeRecord } from "../../theme/board/record.js";
import {
  lineAfter,
  MoveNode,
  pathTo,
  promote,
  readTreeWords,
  removeVariation,
  splitWords,
  treeText,
  variationStart,
} from "../../theme/board/tree.js";

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

/** A tree of moves with entries, as the board builds it: `[name, mover, [variations...]]` lines. */
function tree(text, movers) {
  const root = readTreeWords(splitWords(text));
  const stack = [root];
  while (stack.length) {
    const node = stack.pop();
    for (const child of node.children) {
      child.entry = { name: child.name, mover: movers[child.name] };
      stack.push(child);
    }
  }
  return root;
}

test("a record written as text reads back as the same start and moves", () => {
  const start = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
  const root = tree("h3e3 b8b9 b1c3", { h3e3: 0, b8b9: 1, b1c3: 0 });
  const text = writeRecord({ game: "xiangqi", ruleset: "main", chess: true, start, root });
  assert.equal(text, `[Game "xiangqi"]\n[Ruleset "main"]\n[FEN "${start}"]\n\n1. h3e3 b8b9 2. b1c3\n`);
  const read = readRecord(text);
  assert.deepEqual([read.ruleset, read.position, read.moves], ["main", start, ["h3e3", "b8b9", "b1c3"]]);
  assert.equal(treeText(read.root), "h3e3 b8b9 b1c3");
});

test("reading skips numbers, results and comments, keeps every move name as written, refuses a bad header", () => {
  const read = readRecord('[Position "8/8 x"]\n1... c6-c4 {a quiet start} 2.d2-d3 3:c1xf1 $1 7g7f+ 1-0');
  assert.deepEqual([read.ruleset, read.position, read.moves], [null, "8/8 x", ["c6-c4", "d2-d3", "3:c1xf1", "7g7f+"]]);
  assert.throws(() => readRecord("[FEN rnbakabnr]\nh3e3"), /line 1: a header is written/);
});

test("a variation is written after the move it replaces, numbered, and read back into the same tree", () => {
  const movers = { h3e3: 0, h8e8: 1, b8e8: 1, b1c3: 0, h2e2: 0, b10c8: 1, g4g5: 0 };
  const root = tree("h3e3 h8e8 (b8e8 b1c3 (g4g5)) h2e2 b10c8", movers);
  const text = writeRecord({ game: "xiangqi", ruleset: "main", chess: true, start: "x", root });
  const moves = text.split("\n\n")[1].trim();
  assert.equal(moves, "1. h3e3 h8e8 (1... b8e8 2. b1c3 (2. g4g5)) 2. h2e2 b10c8");
  assert.equal(treeText(readRecord(text).root), "h3e3 h8e8 (b8e8 b1c3 (g4g5)) h2e2 b10c8");
});

test("variations: the main line follows first moves; promoting and removing a variation", () => {
  const root = readTreeWords(splitWords("a b (c d (e)) f"));
  const d = root.children[0].children[1].children[0];
  assert.deepEqual(pathTo(d).map((n) => n.name), ["a", "c", "d"]);
  assert.deepEqual(lineAfter(root).map((n) => n.name), ["a", "b", "f"]);
  assert.equal(variationStart(d).name, "c");
  assert.equal(variationStart(root.children[0].children[0]), null, "b is on the main line");
  assert.ok(promote(d));
  assert.equal(treeText(root), "a c (b f) d (e)");
  assert.equal(removeVariation(root.children[0].children[1]).name, "a");
  assert.equal(treeText(root), "a c d (e)");
  assert.ok(MoveNode.branches(root));
  assert.throws(() => readTreeWords(splitWords("(a)")), /must follow the move/);
  assert.throws(() => readTreeWords(splitWords("a (b")), /not closed/);
  assert.throws(() => readTreeWords(splitWords("a b)")), /closes no variation/);
});

// The same format is the engine's (crates/engine/src/record): the board's export replays in the
// command line, and a record `arena --record` writes reads on the board.
const BIN = process.env.BOARDLORE_BIN;
const ROOT = process.env.BOARDLORE_ROOT;

/** Runs the boardlore binary in the repository; its standard output. */
function boardlore(args) {
  return execFileSync(BIN, args, { cwd: ROOT, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
}

test("the board's export replays in `boardlore position --record`, and arena's record reads here", { skip: !BIN || !ROOT }, () => {
  const folder = mkdtempSync(join(tmpdir(), "boardlore-record-"));
  try {
    const start = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
    const movers = { h3e3: 0, h10g8: 1, b10c8: 1, h1g3: 0, b1c3: 0 };
    const root = tree("h3e3 h10g8 (b10c8 h1g3) b1c3", movers);
    const exported = join(folder, "export.txt");
    writeFileSync(exported, writeRecord({ game: "xiangqi", ruleset: "main", chess: true, start, root }));
    const replayed = boardlore(["position", "xiangqi", "--record", exported]);
    assert.equal(replayed, boardlore(["position", "xiangqi", "--moves", "h3e3 h10g8 b1c3"]));

    const recorded = join(folder, "arena.txt");
    boardlore(["arena", "xiangqi", "--first", "random", "--second", "random", "--games", "1", "--max-plies", "9", "--record", recorded]);
    const text = readFileSync(recorded, "utf8");
    const read = readRecord(text);
    assert.equal(read.ruleset, "main");
    assert.equal(read.position, start);
    assert.equal(read.moves.length, 9);
    const end = text.match(/^\[End "(.*)"\]$/m)[1];
    const again = join(folder, "again.txt");
    const line = tree(read.moves.join(" "), Object.fromEntries(read.moves.map((m, i) => [m, i % 2])));
    writeFileSync(again, writeRecord({ game: "xiangqi", ruleset: read.ruleset, chess: true, start: read.position, root: line }));
    assert.equal(boardlore(["position", "xiangqi", "--record", again]).split("\n")[0], `position: ${end}`);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
