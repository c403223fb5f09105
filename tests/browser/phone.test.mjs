// Every game page on a phone (390 x 844): at the first screen, without scrolling, the reader
// sees whose move it is (and, once there is one, the last move) and the whole board, hands
// included, so every piece a player must touch first is on screen.
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { boardPages, legalMoves, start, state } from "./support.mjs";

const pages = await boardPages();
let env;
before(async () => (env = await start()));
after(async () => env && env.close());

/** The parts that lie partly below or beside the first screen. */
function offScreen(page) {
  return page.evaluate(() => {
    const parts = [".bl-status", ".bl-svg svg", ".bl-svg [data-hand]", ".bl-choices-over"];
    const out = [];
    for (const selector of parts) {
      for (const element of document.querySelectorAll(selector)) {
        const r = element.getBoundingClientRect();
        if (r.width === 0) continue;
        if (r.top < 0 || r.left < -1 || r.bottom > innerHeight + 1 || r.right > innerWidth + 1) {
          out.push(`${selector} at ${Math.round(r.left)},${Math.round(r.top)}-${Math.round(r.right)},${Math.round(r.bottom)}`);
        }
      }
    }
    return out;
  });
}

describe("on a phone", { concurrency: 3 }, () => {
  for (const { game, url } of pages) {
    test(`${game}: status, last move and the whole board on the first screen`, async () => {
      const context = await env.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
      try {
        const page = await context.newPage();
        await page.goto(env.server.url + url);
        await page.waitForSelector('[data-bl-board][data-ready="true"]', { timeout: 15000 });
        await page.selectOption(".bl-computer", "");
        assert.deepEqual(await offScreen(page), []);
        const moves = await legalMoves(page);
        const move = moves.find((m) => m.clicks.every((c) => c.choice === undefined)) ?? moves[0];
        if (!move || (await state(page)).outcome) return;
        await page.evaluate((move) => document.querySelector("[data-bl-board]").boardlore.playMove(move), move);
        await page.evaluate(() => window.scrollTo(0, 0));
        assert.match(await page.textContent(".bl-status"), /Last move: /);
        assert.deepEqual(await offScreen(page), []);
      } finally {
        await context.close();
      }
    });
  }
});
