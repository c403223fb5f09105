// Reading and writing records without a browser: an SFEN becomes the FEN the engine reads and
// back, and a bare position line or an SFEN header becomes the record's FEN header.
import assert from "node:assert/strict";
import { test } from "node:test";
import { fenToSfen, prepareImport, sfenToFen } from "../../theme/board/notation.js";

test("an SFEN's side, hand and move number become a Fairy-Stockfish FEN", () => {
  const board = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL";
  assert.equal(sfenToFen(`${board} b - 1`), `${board}[] w 0 1`);
  assert.equal(sfenToFen(`${board} w 2Pp 6`), `${board}[PPp] b 0 3`, "SFEN counts plies, FEN full moves");
  assert.equal(sfenToFen(`${board}[-] w 0 1`), null, "a FEN with a hand is no SFEN");
});

test("a bare FEN line is read as the record's FEN, a shogi SFEN converted", () => {
  const xiangqi = { ruleset: { rules: { tradition: "xiangqi" } } };
  const fen = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
  assert.match(prepareImport(xiangqi, `${fen}\n1. C2=5`), /^\[FEN "rnbakabnr\/.* w - - 0 1"\]\n/);
  const shogi = { ruleset: { rules: { tradition: "shogi" } } };
  assert.match(prepareImport(shogi, "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"), /\[\] w 0 1"\]/);
  assert.equal(prepareImport(xiangqi, '[FEN "x"]\n1. h3e3'), '[FEN "x"]\n1. h3e3', "a record with headers is kept");
});

test("a shogi FEN is written as an SFEN: Sente is b, the hand counted rook first, plies counted", () => {
  const board = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL";
  assert.equal(fenToSfen(`${board}[-] w 0 1`), `${board} b - 1`);
  assert.equal(fenToSfen(`${board}[PpPbG] b - - 0 12`), `${board} w G2Pbp 24`);
  assert.equal(fenToSfen("8k/9/9/9/9/9/9/9/K8 w - - 0 1"), null, "a FEN without a hand is no shogi FEN");
  for (const sfen of [`${board} b - 1`, `${board} w RB2Pgs 10`]) {
    assert.equal(fenToSfen(sfenToFen(sfen)), sfen, "SFEN -> FEN -> SFEN is the same text");
  }
});

test("an exported record's SFEN header starts the game when no FEN header is given", () => {
  const shogi = { ruleset: { rules: { tradition: "shogi" } } };
  const record = '[Game "shogi"]\n[SFEN "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"]\n\n1. ７六歩';
  assert.match(prepareImport(shogi, record), /\[FEN "lnsgkgsnl\/.*\[\] w 0 1"\]/);
  const both = '[FEN "x"]\n[SFEN "lnsgkgsnl/9/9/9/9/9/9/9/LNSGKGSNL b - 1"]\n';
  assert.equal(prepareImport(shogi, both), both, "the FEN header wins");
});
