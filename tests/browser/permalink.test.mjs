// The permalink's hash format in Node.js, written and read by the site's own wasm engine
// (theme/board/permalink.js over crates/engine/src/board_link.rs): a game survives the link,
// other hashes are no link, and links written by earlier boards (URLSearchParams) still read.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { before, test } from "node:test";
import { decodeHash, encodeHash } from "../../theme/board/permalink.js";

const SITE = process.env.BOARDLORE_SITE;
if (!SITE) throw new Error("set BOARDLORE_SITE to a built site (cargo xtask test does)");

let engine;
before(async () => {
  engine = await import(pathToFileURL(join(SITE, "play", "boardlore_play.js")).href);
  engine.initSync({ module: readFileSync(join(SITE, "play", "boardlore_play_bg.wasm")) });
});

/** What the board wrote before the engine did: a form query by URLSearchParams. */
function oldHash({ ruleset, position, moves, tree }) {
  const params = new URLSearchParams();
  params.set("ruleset", ruleset);
  if (position) params.set("position", position);
  for (const move of moves) params.append("m", move);
  if (tree) params.set("tree", tree);
  return `#${params.toString()}`;
}

const game = { ruleset: "book", position: "x3/2xx/3o/x1xx o ply:21", moves: ["d2-c2", "x c3", "P@e5"], tree: null };

test("the permalink keeps ruleset, start position, moves and tree, and ignores other hashes", () => {
  assert.deepEqual(decodeHash(engine, encodeHash(engine, game)), game);
  const plain = { ...game, position: null };
  assert.deepEqual(decodeHash(engine, encodeHash(engine, plain)), plain);
  const branched = { ...game, tree: "d2-c2 (d2-d1) x+c3 P@e5" };
  assert.deepEqual(decodeHash(engine, encodeHash(engine, branched)), branched, "a tree with variations survives the link");
  assert.equal(decodeHash(engine, "#figures"), null);
  assert.equal(decodeHash(engine, ""), null);
  assert.equal(decodeHash(engine, "#ruleset="), null);
});

test("links read the same by the engine and by URLSearchParams, written by either", () => {
  const branched = { ...game, tree: "d2-c2 (1... d2-d1 (車 x)) x+c3 P@e5" };
  for (const written of [game, branched]) {
    const hash = encodeHash(engine, written);
    assert.equal(hash, oldHash(written), "the engine writes what URLSearchParams wrote");
    assert.deepEqual(decodeHash(engine, oldHash(written)), written, "an old link reads");
    const params = new URLSearchParams(hash.slice(1));
    assert.equal(params.get("tree"), written.tree, "an old board reads a new link");
  }
  const spaced = decodeHash(engine, "#ruleset=main&position=8%2F8%20w&m=a1");
  assert.equal(spaced.position, "8/8 w", "%20 is a space too");
});

test("a board link that cannot be read says why", () => {
  const broken = decodeHash(engine, "#ruleset=main&m=a1%2");
  assert.match(broken.error, /two hex digits/);
  assert.throws(() => encodeHash(engine, { ruleset: 3, moves: [] }), /ruleset/);
});
