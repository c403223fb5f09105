// Where readings part on the board, and readings anchored in the texts: a divergence figure's
// link loads its line on the board in the ruleset it names; a variance row and the phrases
// marked in the witnesses select each other.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { openBoard, pageOf, start, state, withPage } from "./support.mjs";

let env;
before(async () => (env = await start()));
after(async () => env && env.close());

test("the divergence figure's link loads the common line on the board", async () => {
  await withPage(await openBoard(env.browser, `${env.server.url}${await pageOf("ouk-chatrang")}`), async (page) => {
    const figure = '[data-divergence][data-rulesets="main fairy-stockfish"]';
    const line = await page.$$eval(`${figure} .line code`, (codes) => codes.map((c) => c.textContent));
    assert.ok(line.length > 0, "the two part after some common moves");
    await page.click(`${figure} a.load-line[data-load-ruleset="fairy-stockfish"]`);
    await page.waitForFunction((n) => Number(document.querySelector("[data-bl-board]").dataset.plies) === n, line.length);
    const loaded = await state(page);
    assert.equal(loaded.ruleset, "fairy-stockfish");
    assert.deepEqual(loaded.history, line);
  });
});

test("a variance row highlights its phrase in every witness, and a phrase its row", async () => {
  await withPage(await openBoard(env.browser, `${env.server.url}${await pageOf("liu-zi-chong-qi")}`), async (page) => {
    const row = 'table.variances tr[data-variance="step-directions"]';
    await page.click(`${row} th`);
    const marked = await page.$$eval('mark.reading.selected', (marks) => marks.map((m) => m.dataset.witness));
    assert.deepEqual(marked.sort(), ["book", "commentator"]);
    assert.equal(await page.getAttribute(row, "aria-selected"), "true");
    await page.click('mark.reading[data-variance="a-player-s-last-piece"]');
    assert.equal(await page.getAttribute(row, "aria-selected"), "false");
    assert.equal(await page.getAttribute('tr[data-variance="a-player-s-last-piece"]', "aria-selected"), "true");
  });
});
