// The board's game state apart from any page (theme/board/game-state.js), driven in Node.js
// with the site's own wasm engine: no DOM, no browser. A move played after going back opens a
// variation; following a variation's move follows its line; a refused start changes nothing.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { before, describe, test } from "node:test";
import { GameState } from "../../theme/board/game-state.js";
import { readTreeWords, splitWords, treeText } from "../../theme/board/tree.js";

const SITE = process.env.BOARDLORE_SITE;
if (!SITE) throw new Error("set BOARDLORE_SITE to a built site (cargo xtask test does)");

let engine;
before(async () => {
  engine = await import(pathToFileURL(join(SITE, "play", "boardlore_play.js")).href);
  engine.initSync({ module: readFileSync(join(SITE, "play", "boardlore_play_bg.wasm")) });
});

/** The first playable ruleset of a game as its page publishes it: `{id, rules}`. */
function rulesetOf(game) {
  const html = readFileSync(join(SITE, "games", game, "index.html"), "utf8");
  for (const [, json] of html.matchAll(/class="ruleset-data">(.*?)<\/script>/gs)) {
    const data = JSON.parse(json);
    if (data.rules) return { id: data.ruleset, rules: data.rules };
  }
  throw new Error(`${game} has no playable ruleset`);
}

/** Plays the engine's move `name` as the board does. */
function play(state, name) {
  const move = state.legalMoves().find((m) => m.name === name);
  assert.ok(move, `${name} is legal`);
  state.advance(move, null);
}

describe("the game state without a page", () => {
  test("xiangqi: a move played after going back opens a variation, and the old line stays", () => {
    const state = new GameState(engine);
    assert.deepEqual(state.begin(rulesetOf("xiangqi")), []);
    assert.deepEqual(state.players, ["Red", "Black"]);
    play(state, "h3e3");
    play(state, "h10g8");
    assert.equal(state.ply, 2);
    state.stepTo(1);
    assert.ok(state.browsing(), "back one move, the line's last is not shown");
    play(state, "b10c8");
    assert.deepEqual(state.line.map((m) => m.name), ["h3e3", "b10c8"], "the board follows the new move");
    assert.equal(treeText(state.tree), "h3e3 h10g8 (b10c8)", "the first reply stays the main line");
    state.follow(state.tree.children[0].children[0]);
    assert.equal(state.ply, 2);
    assert.deepEqual(state.line.map((m) => m.name), ["h3e3", "h10g8"]);
    assert.equal(state.match.position(), (() => {
      const again = new GameState(engine);
      again.begin(rulesetOf("xiangqi"));
      play(again, "h3e3");
      play(again, "h10g8");
      return again.match.position();
    })(), "the match stands where the line shown ends");
  });

  test("the same move as the line's next keeps the line", () => {
    const state = new GameState(engine);
    state.begin(rulesetOf("xiangqi"));
    play(state, "h3e3");
    play(state, "h10g8");
    state.stepTo(0);
    play(state, "h3e3");
    assert.equal(state.lineNodes.length, 2, "the rest of the line is still ahead");
    assert.equal(state.tree.children.length, 1);
  });

  test("a tree of moves grows on the start, its illegal moves named and left out", () => {
    const state = new GameState(engine);
    const names = readTreeWords(splitWords("h3e3 h10g8 (h10h3) a4a5"));
    const problems = state.begin(rulesetOf("xiangqi"), null, names);
    assert.deepEqual(problems, ["Move 2 (h10h3) is not legal after h3e3"]);
    assert.equal(state.ply, 0, "the game starts at the start");
    assert.deepEqual(state.line.map((m) => m.name), ["h3e3", "h10g8", "a4a5"]);
  });

  test("a position the engine refuses leaves the game as it was", () => {
    const state = new GameState(engine);
    state.begin(rulesetOf("xiangqi"));
    play(state, "h3e3");
    assert.throws(() => state.begin(rulesetOf("xiangqi"), "not a position"));
    assert.equal(state.ply, 1);
    assert.deepEqual(state.line.map((m) => m.name), ["h3e3"]);
  });
});
