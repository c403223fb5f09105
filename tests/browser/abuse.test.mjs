// The wasm board's API given what a careless script passes: a number, an object or nothing
// where text is expected is refused with a readable error, never a trap that kills the module
// ("memory access out of bounds"), and the match is unchanged afterwards.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { pageOf, start } from "./support.mjs";

let env;
before(async () => (env = await start()));
after(async () => env && env.close());

test("GameMatch refuses non-string arguments with an error and keeps working", async () => {
  const page = await env.browser.newPage();
  try {
    await page.goto(`${env.server.url}${await pageOf("xiangqi")}`);
    const rules = await page.evaluate(() => document.querySelector(".ruleset-data").textContent);
    const results = await page.evaluate(async (data) => {
      const engine = await import("/play/boardlore_play.js");
      await engine.default({ module_or_path: "/play/boardlore_play_bg.wasm" });
      const rulesJson = JSON.stringify(JSON.parse(data).rules);
      const attempt = (call) => {
        try {
          call();
          return "accepted";
        } catch (error) {
          return `${error.constructor.name}: ${error.message}`;
        }
      };
      const out = {};
      out.numberRules = attempt(() => new engine.GameMatch(42));
      out.objectPosition = attempt(() => new engine.GameMatch(rulesJson, { fen: 1 }));
      const game = new engine.GameMatch(rulesJson, undefined);
      const before = game.position();
      out.numberMove = attempt(() => game.play(12345));
      out.nullMove = attempt(() => game.play(null));
      out.objectPrefix = attempt(() => game.svg(false, { a: 1 }, ""));
      out.unchanged = game.position() === before;
      out.stillPlays = attempt(() => game.play(JSON.parse(game.legalMoves())[0].name));
      return out;
    }, rules);
    for (const key of ["numberRules", "objectPosition", "numberMove", "nullMove", "objectPrefix"]) {
      assert.match(results[key], /^Error: .* must be a string$/, `${key}: ${results[key]}`);
    }
    assert.equal(results.unchanged, true);
    assert.equal(results.stillPlays, "accepted");
  } finally {
    await page.close();
  }
});
