// Reading records without a browser: an SFEN becomes the FEN the engine reads, and a bare
// position line becomes the record's FEN header.
import assert from "node:assert/strict";
import { test } from "node:test";
import { prepareImport, sfenToFen } from "../../theme/board/notation.js";

test("an SFEN's side, hand and move number become a Fairy-Stockfish FEN", () => {
  const board = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL";
  assert.equal(sfenToFen(`${board} b - 1`), `${board}[] w 0 1`);
  assert.equal(sfenToFen(`${board} w 2Pp 5`), `${board}[PPp] b 0 5`);
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
