// The Chinese edition (zh/), as a Chinese reader meets it: the switch from an English page
// keeps the board's position and ruleset, the board speaks Chinese, and the search box finds
// games by their Chinese names and by pinyin typed with or without tones.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { openBoard, start, state, withPage } from "./support.mjs";
import { search } from "./search-support.mjs";

let env;
before(async () => (env = await start()));
after(async () => env && env.close());

const HAN = /\p{Script=Han}/u;

test("the language switch keeps the ruleset and the moves played, and the board speaks Chinese", async () => {
  const url = `${env.server.url}/games/xiangqi/#ruleset=main&m=h3e3`;
  await withPage(await openBoard(env.browser, url), async (page) => {
    assert.equal(await page.evaluate(() => document.documentElement.lang), "en");
    await Promise.all([
      page.waitForURL(/\/zh\/games\/xiangqi\/#ruleset=main&m=h3e3$/),
      page.click("a[data-language-switch]"),
    ]);
    await page.waitForSelector('[data-bl-board][data-ready="true"]', { timeout: 15000 });
    const seen = await page.evaluate(() => {
      const board = document.querySelector("[data-bl-board]");
      return {
        lang: document.documentElement.lang,
        status: board.querySelector(".bl-status").textContent,
        buttons: [...board.querySelectorAll("button")].map((b) => b.textContent.trim()).filter(Boolean),
        heading: document.querySelector("#h-rulesets").textContent,
      };
    });
    assert.equal(seen.lang, "zh");
    assert.equal((await state(page)).plies, 1, "the move played on the English page is on the board");
    assert.equal(seen.heading, "规则集");
    assert.match(seen.status, HAN, `the status is in Chinese: ${seen.status}`);
    assert.ok(seen.buttons.some((b) => HAN.test(b)), `the buttons are in Chinese: ${seen.buttons}`);
    // A screen reader hears each point and its piece in Chinese too.
    const label = (point) => page.getAttribute(`.bl-svg [data-point="${point}"]`, "aria-label");
    assert.match(await label("e3"), /^e3，红方炮$/);
    assert.match(await label("e5"), /^e5，空$/);
    assert.deepEqual(page.problems, []);
  });
});

test("the Chinese pages search their own index: by characters, and by pinyin with or without tones", async () => {
  for (const query of ["六子冲", "liuzi chong", "liùzǐ chōng"]) {
    const found = await search(env, "/zh/", query);
    try {
      assert.deepEqual(found.problems, []);
      assert.ok(
        found.hits.some((h) => h.href.includes("/zh/games/liu-zi-chong-qi/")),
        `${query}: ${JSON.stringify(found.hits.map((h) => h.href))}`,
      );
      assert.ok(found.hits.every((h) => h.href.includes("/zh/")), `${query}: results stay in the Chinese edition`);
    } finally {
      await found.context.close();
    }
  }
});

test("a Chinese page at phone width keeps its switch and header on screen", async () => {
  const context = await env.browser.newContext({ viewport: { width: 390, height: 800 } });
  try {
    const page = await context.newPage();
    await page.goto(`${env.server.url}/zh/`);
    const box = await page.locator(".language-switch").boundingBox();
    assert.ok(box && box.x >= 0 && box.x + box.width <= 390, `switch at ${JSON.stringify(box)}`);
    assert.equal(await page.locator("h2#heading-folk").textContent().then((t) => t.trim().startsWith("民间棋戏")), true);
  } finally {
    await context.close();
  }
});
