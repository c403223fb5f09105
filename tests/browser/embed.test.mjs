// The embeddable board: `embed/<game>/` shows the board alone, plays, takes a game from its
// address, links back to the game page in the top window, and every game page copies the
// iframe that shows it.
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { legalMoves, clickMove, openBoard, pageOf, start, state, withPage } from "./support.mjs";

let env;
before(async () => (env = await start()));
after(async () => env && env.close());

describe("embed", () => {
  test("the embed page is the board alone, plays, and opens a shared game", async () => {
    const url = `${env.server.url}/embed/xiangqi/#ruleset=main&m=h3e3`;
    await withPage(await openBoard(env.browser, url), async (page) => {
      let now = await state(page);
      assert.deepEqual(now.history, ["h3e3"], "the game in the address is set up");
      assert.equal(await page.locator("header.site-header, #h-summary, #sources").count(), 0, "no site chrome");
      assert.equal(await page.getAttribute('meta[name="robots"]', "content"), "noindex");
      assert.match(await page.getAttribute('link[rel="canonical"]', "href"), /\/games\/xiangqi\/$/);
      assert.equal(await page.locator('[data-action="embed"]').count(), 0);
      const move = (await legalMoves(page)).find((m) => m.name === "h8e8");
      now = await clickMove(page, move);
      assert.deepEqual(now.history, ["h3e3", "h8e8"]);
      const permalink = page.locator(".bl-permalink");
      assert.equal(await permalink.getAttribute("target"), "_top");
      assert.match(await permalink.getAttribute("href"), /\/games\/xiangqi\/#ruleset=main&m=h3e3&m=h8e8$/);
      assert.ok((await page.locator(".bl-ruleset option").count()) >= 1);
      assert.deepEqual(page.problems, []);
    });
  });

  test("a game page copies the iframe of its board at the game shown", async () => {
    const url = `${env.server.url}${await pageOf("xiangqi")}#ruleset=main&m=h3e3`;
    await withPage(await openBoard(env.browser, url), async (page) => {
      await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: env.server.url });
      await page.click('[data-action="embed"]');
      await page.waitForFunction(() => document.querySelector('[data-action="embed"]').textContent === "Embed code copied");
      const code = await page.evaluate(() => navigator.clipboard.readText());
      assert.match(code, /^<iframe src="[^"]*\/embed\/xiangqi\/#ruleset=main&amp;m=h3e3" title="Xiangqi[^"]*"/);
      const src = code.match(/src="([^"]+)"/)[1].replace(/&amp;/g, "&");
      const path = new URL(src).pathname + new URL(src).hash;
      await withPage(await openBoard(env.browser, `${env.server.url}${path}`), async (frame) => {
        assert.deepEqual((await state(frame)).history, ["h3e3"], "the iframe opens the same game");
      });
    });
  });

  test("a page embedding the board in an iframe shows it playable", async () => {
    const context = await env.browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto(`${env.server.url}/`);
      await page.setContent(`<iframe src="${env.server.url}/embed/xiangqi/" width="800" height="720"></iframe>`);
      const frame = page.frameLocator("iframe");
      await frame.locator('[data-bl-board][data-ready="true"]').waitFor({ timeout: 15000 });
      assert.ok(await frame.locator(".bl-svg svg").isVisible());
    } finally {
      await context.close();
    }
  });
});
