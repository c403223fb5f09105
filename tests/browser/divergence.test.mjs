// Where readings part on the board, and readings anchored in the texts: a divergence figure's
// link loads its line on the board in the ruleset it names, as a board link in a commentary
// does, and either brings the board into view; a variance row and the phrases marked in the
// witnesses select each other.
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
    assert.ok(await boardInView(page), "the board is scrolled into view");
  });
});

test("xialiu-qi: the commentary's link loads Black's forced win, seventeen plies, on the board", async () => {
  await withPage(await openBoard(env.browser, `${env.server.url}${await pageOf("xialiu-qi")}`), async (page) => {
    const link = page.locator('#commentary a[href^="#ruleset="]');
    await link.scrollIntoViewIfNeeded();
    assert.equal(await boardInView(page), false, "read from the commentary, the board is out of view");
    await link.click();
    await page.waitForFunction(() => Number(document.querySelector("[data-bl-board]").dataset.plies) === 17);
    const loaded = await state(page);
    assert.equal(loaded.history[0], "a1-a2");
    assert.equal(loaded.outcome.winner, 0, `Black has won: ${JSON.stringify(loaded.outcome)}`);
    assert.equal(loaded.error, "");
    assert.ok(await boardInView(page), "the board is scrolled into view");
  });
});

/** Whether some of the board's drawing is inside the window. */
function boardInView(page) {
  return page.evaluate(() => {
    const box = document.querySelector("[data-bl-board] .bl-svg").getBoundingClientRect();
    return box.bottom > 0 && box.top < window.innerHeight;
  });
}

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
