// The record as a tree of moves: a move played after going back opens a variation beside the
// main line; the variation is shown under the move it replaces, reached by a click or by ↑ ↓,
// kept in the permalink and in the record as text, made the main line or deleted.
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { openGame, playNamed, start, state, withPage } from "./support.mjs";

let env;
before(async () => (env = await start()));
after(async () => env && env.close());

const open = (game, hash = "") => openGame(env, game, hash);


const MAIN = "#ruleset=main&m=h3e3&m=h8e8&m=b1c3&m=b10c8";

describe("variations", () => {
  test("xiangqi: going back and playing another move opens a variation; the main line stays", async () => {
    await withPage(await open("xiangqi", MAIN), async (page) => {
      await page.click('.bl-move-row [data-ply="1"]');
      await playNamed(page, "b8e8");
      await playNamed(page, "b1c3");
      const now = await state(page);
      assert.deepEqual(now.history, ["h3e3", "b8e8", "b1c3"], "the board follows the variation");
      assert.deepEqual(now.listed, ["h3e3", "h8e8", "b1c3", "b10c8"], "the main line is kept");
      assert.deepEqual(now.variations, [["b8e8", "b1c3"]]);
      const text = await page.textContent(".bl-variation");
      assert.match(text.replace(/\s+/g, " "), /1… ?C2=5 ?2\. ?H8\+7/, "the variation carries its move numbers (in WXF, b8e8 and b1c3)");
      assert.equal(await page.getAttribute('.bl-variation [data-name="b1c3"]', "aria-current"), "true");
      assert.ok(await page.isVisible(".bl-variation-actions"), "Make main line and Delete show in a variation");
    });
  });

  test("← → follow the variation shown; ↑ ↓ switch between the moves played at the same point", async () => {
    await withPage(await open("xiangqi", MAIN), async (page) => {
      await page.click('.bl-move-row [data-ply="1"]');
      await playNamed(page, "b8e8");
      await page.focus(".bl-moves");
      await page.keyboard.press("ArrowLeft");
      await page.keyboard.press("ArrowRight");
      assert.deepEqual((await state(page)).history, ["h3e3", "b8e8"], "→ goes on along the variation");
      await page.keyboard.press("ArrowUp");
      let now = await state(page);
      assert.deepEqual(now.history, ["h3e3", "h8e8"], "↑ goes to the main line's move");
      assert.match(now.live, /Move 1 of 2 played here: C8=5/);
      await page.keyboard.press("End");
      assert.equal((await state(page)).plies, 4, "End follows the main line to its end");
      await page.keyboard.press("Home");
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("ArrowDown");
      now = await state(page);
      assert.deepEqual(now.history, ["h3e3", "b8e8"], "↓ goes to the variation");
      assert.ok(!(await page.isVisible(".bl-move-row [aria-current]")), "the current move is the variation's");
    });
  });

  test("the permalink keeps the tree: a reloaded link shows the same variation and position", async () => {
    await withPage(await open("xiangqi", MAIN), async (page) => {
      await page.click('.bl-move-row [data-ply="1"]');
      await playNamed(page, "b8e8");
      const link = await page.getAttribute(".bl-permalink", "href");
      assert.match(link, /tree=/, "the link holds the tree");
      const before = await state(page);
      await withPage(await open("xiangqi", link), async (again) => {
        const now = await state(again);
        assert.deepEqual(now.history, before.history);
        assert.deepEqual(now.listed, before.listed);
        assert.deepEqual(now.variations, before.variations);
        assert.equal(now.error, "");
      });
    });
  });

  test("the record as text writes the variation in parentheses and loads it back", async () => {
    await withPage(await open("xiangqi", MAIN), async (page) => {
      await page.click('.bl-move-row [data-ply="1"]');
      await playNamed(page, "b8e8");
      await page.click(".bl-record-text summary");
      const text = await page.inputValue(".bl-record");
      assert.match(text, /1\. C2=5 C8=5 \(1\.\.\. C2=5\) 2\. H8\+7 H2\+3/);
      await withPage(await open("xiangqi"), async (fresh) => {
        await fresh.click(".bl-record-text summary");
        await fresh.fill(".bl-record", text);
        await fresh.click('[data-action="load"]');
        const now = await state(fresh);
        assert.deepEqual(now.listed, ["h3e3", "h8e8", "b1c3", "b10c8"]);
        assert.deepEqual(now.variations, [["b8e8"]]);
        await fresh.fill(".bl-record", "1. h3e3 h8e8 (1... b8e8 2. a1a9)");
        await fresh.click('[data-action="load"]');
        assert.match(await fresh.textContent(".bl-record-error"), /Move 3 \(a1a9\) is not legal after b8e8/);
        assert.deepEqual((await state(fresh)).variations, [["b8e8"]], "a bad record changes nothing");
      });
    });
  });

  test("Make main line swaps the lines; Delete variation removes it and goes back to where it branched", async () => {
    await withPage(await open("xiangqi", MAIN), async (page) => {
      await page.click('.bl-move-row [data-ply="1"]');
      await playNamed(page, "b8e8");
      await page.click('[data-action="promote"]');
      let now = await state(page);
      assert.deepEqual(now.listed, ["h3e3", "b8e8"]);
      assert.deepEqual(now.variations, [["h8e8", "b1c3", "b10c8"]]);
      await page.click('.bl-variation [data-name="b1c3"]');
      await page.click('[data-action="delete-variation"]');
      now = await state(page);
      assert.deepEqual(now.variations, []);
      assert.deepEqual(now.history, ["h3e3"], "back at the move the variation branched from");
      assert.ok(!(await page.isVisible(".bl-variation-actions")));
      assert.deepEqual(page.problems, []);
    });
  });
});
