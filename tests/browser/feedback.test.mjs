// What the board tells a reader whose click does nothing, and the choice janggi's players make
// before the first move: a reason in words over the board, gone at the next action; the four
// arrangements of elephants and horses named, pictured, and on a phone's first screen.
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { clickOne, openBoard, pageOf, start, state, withPage } from "./support.mjs";

let env;
before(async () => (env = await start()));
after(async () => env && env.close());

async function open(game, viewport) {
  const page = await openBoard(env.browser, `${env.server.url}${await pageOf(game)}`);
  if (viewport) await page.setViewportSize(viewport);
  return page;
}

/** The reason shown over the board, or "" when none is shown. */
function refusal(page) {
  return page.evaluate(() => {
    const box = document.querySelector(".bl-refusal");
    return box.hidden ? "" : box.textContent;
  });
}

/** Whether the element matched by `selector` lies whole inside the window without scrolling. */
function onFirstScreen(page, selector) {
  return page.evaluate((selector) => {
    const r = document.querySelector(selector).getBoundingClientRect();
    return r.width > 0 && r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth;
  }, selector);
}

describe("feedback on the board", { concurrency: 2 }, () => {
  test("xiangqi: each refused click says why, over the board, until the next action", async () => {
    await withPage(await open("xiangqi"), async (page) => {
      assert.equal(await refusal(page), "", "no reason before any click");
      await clickOne(page, { point: "e5" }, 0);
      assert.match(await refusal(page), /^e5, empty: no move starts here; Red moves one of their own pieces/);
      await clickOne(page, { point: "a10" }, 0);
      assert.match(await refusal(page), /that piece is Black's, and it is Red's move/);
      await clickOne(page, { point: "e1" }, 0);
      assert.equal(await refusal(page), "", "a selection clears the reason");
      await clickOne(page, { point: "e5" }, 0);
      assert.match(await refusal(page), /^No legal move takes e1 to e5, empty/);
      assert.equal((await state(page)).refused, 3);
      const [stage, box] = await page.evaluate(() =>
        [".bl-stage", ".bl-refusal"].map((s) => document.querySelector(s).getBoundingClientRect().toJSON()),
      );
      assert.ok(box.top >= stage.top && box.bottom <= stage.bottom, "the reason stands over the board");
      await clickOne(page, { point: "e2" }, 0);
      assert.equal(await refusal(page), "", "gone at the next action");
      assert.equal((await state(page)).plies, 1, "the general's step was played");
    });
  });

  test("janggi: the four arrangements are named choices over the board, on a phone's first screen", async () => {
    await withPage(await open("janggi", { width: 390, height: 844 }), async (page) => {
      await page.waitForSelector(".bl-choices.bl-choices-over:not([hidden])");
      const labels = await page.$$eval(".bl-choices-over [data-choice]", (b) => b.map((e) => e.textContent));
      assert.deepEqual(labels.sort(), [
        "象馬 象馬: horses on files c and h",
        "象馬 馬象: horses inside (files c and g)",
        "馬象 象馬: horses outside (files b and h)",
        "馬象 馬象: horses on files b and g",
      ]);
      assert.match(await page.textContent(".bl-choices-title"), /^Cho chooses first/);
      for (const choice of ["馬象馬象", "象馬象馬"]) {
        assert.ok(await onFirstScreen(page, `.bl-choices [data-choice="${choice}"]`), `${choice} is on screen`);
      }
      // The board under the choice still answers a screen reader's or keyboard's activation.
      await page.dispatchEvent('.bl-svg [data-point="a4"]', "click");
      assert.match(await refusal(page), /^Cho first chooses one of the buttons/);
      await clickOne(page, { choice: "象馬馬象" }, 0);
      await page.waitForSelector('.bl-choices-title >> text=/^Han chooses first/');
      await clickOne(page, { choice: "馬象象馬" }, 1);
      const now = await state(page);
      assert.deepEqual(now.history, ["BNNB", "nbbn"]);
      assert.equal(await page.locator(".bl-choices-over").count(), 0, "the choice leaves the board once made");
      // Cho's pieces are 楚 and 卒, Han's 漢 and 兵, as janggi sets have them.
      assert.match(await page.getAttribute('.bl-svg [data-point="e2"]', "aria-label"), /Cho king/);
      const glyphs = await page.$$eval(".bl-svg text", (t) => t.map((e) => e.textContent).join(""));
      for (const glyph of ["楚", "漢", "卒", "兵"]) assert.ok(glyphs.includes(glyph), glyph);
    });
  });

  test("xiangqi: Permalink copies the game's address and says so", async () => {
    await withPage(await open("xiangqi"), async (page) => {
      await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: env.server.url });
      await clickOne(page, { point: "b3" }, 0);
      await clickOne(page, { point: "e3" }, 0);
      await page.click(".bl-permalink");
      await page.waitForFunction(() => document.querySelector(".bl-permalink").textContent !== "Permalink");
      assert.equal(await page.textContent(".bl-permalink"), "Link copied");
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      assert.equal(copied, await page.evaluate(() => location.href), "the page's own address, with the game");
      assert.match(copied, /[&?]m=b3e3/);
      await page.waitForFunction(() => document.querySelector(".bl-permalink").textContent === "Permalink");
    });
  });

  test("print: the position and its moves without the board's controls", async () => {
    await withPage(await open("xiangqi"), async (page) => {
      await page.emulateMedia({ media: "print" });
      const shown = await page.evaluate(() =>
        Object.fromEntries(
          [".bl-svg svg", ".bl-moves", ".bl-board-controls", ".bl-buttons", ".site-search"].map((s) => [
            s,
            getComputedStyle(document.querySelector(s)).display !== "none",
          ]),
        ),
      );
      assert.deepEqual(shown, {
        ".bl-svg svg": true,
        ".bl-moves": true,
        ".bl-board-controls": false,
        ".bl-buttons": false,
        ".site-search": false,
      });
    });
  });

  test("xiangqi: a piece dragged and dropped moves as two clicks do; a dead drop says why", async () => {
    await withPage(await open("xiangqi"), async (page) => {
      const centre = async (point) => {
        const box = await page.locator(`.bl-svg [data-point="${point}"]`).boundingBox();
        return [box.x + box.width / 2, box.y + box.height / 2];
      };
      const drag = async (from, to) => {
        await page.locator(`.bl-svg [data-point="${from}"]`).scrollIntoViewIfNeeded();
        await page.mouse.move(...(await centre(from)));
        await page.mouse.down();
        await page.mouse.move(...(await centre(to)), { steps: 8 });
        await page.mouse.up();
      };
      await drag("h3", "g5");
      assert.match(await refusal(page), /^No legal move takes h3 to g5, empty/);
      assert.equal((await state(page)).plies, 0);
      await clickOne(page, { point: "e1" }, 0);
      await drag("h3", "e3");
      const now = await state(page);
      assert.deepEqual(now.history, ["h3e3"], "the drag chose the cannon, not the selected general");
      assert.equal(await refusal(page), "");
    });
  });
});
