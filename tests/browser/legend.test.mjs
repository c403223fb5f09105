// The legend of every chess-family ruleset lists every piece its rules define, each with its
// name, its Betza notation and a drawing of its moves a screen reader can name (or a link to
// the same drawing in an earlier ruleset's legend); and the legend fits a 390 px wide screen.
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { boardPages, start } from "./support.mjs";

const pages = (await boardPages()).filter((p) => p.rulesets.some((r) => r.rules.family === "chess"));
let env;
before(async () => (env = await start()));
after(async () => env && env.close());

/** What the page shows of a ruleset's legend: per piece, its name, notation and drawings. */
function readLegend(page, id) {
  return page.$$eval(`#legend-${id} [data-piece]`, (items) =>
    items.map((item) => ({
      piece: item.dataset.piece,
      name: item.querySelector(".legend-name")?.textContent ?? "",
      betza: item.querySelector("code.betza")?.textContent ?? "",
      labels: [...item.querySelectorAll("svg[role=img]")].map((svg) => svg.getAttribute("aria-label") ?? ""),
      // An item drawn for an earlier ruleset on the page points there.
      sameAs: item.querySelector(".legend-same a")?.getAttribute("href")?.slice("#legend-".length) ?? null,
      visible: item.getBoundingClientRect().height > 0,
    })),
  );
}

test("the site has chess pages with legends to test", () => {
  assert.ok(pages.length >= 13, `only ${pages.length} chess pages found`);
});

describe("every chess game page", { concurrency: 3 }, () => {
  for (const { game, url, rulesets } of pages) {
    test(`${game}: the legend lists every piece of every chess ruleset`, async () => {
      const context = await env.browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      try {
        await page.goto(env.server.url + url);
        for (const ruleset of rulesets) {
          if (ruleset.rules.family !== "chess") continue;
          const id = ruleset.ruleset;
          const shown = (await readLegend(page, id)).map((item) => item.piece);
          const wanted = ruleset.rules.pieces.map((p) => p.id);
          assert.deepEqual(shown, wanted, `${game}/${id}: the legend's pieces are the ruleset's`);
          for (let item of await readLegend(page, id)) {
            const spec = ruleset.rules.pieces.find((p) => p.id === item.piece);
            if (item.sameAs) {
              const there = (await readLegend(page, item.sameAs)).find((p) => p.piece === item.piece);
              assert.ok(there && !there.sameAs, `${game}/${id}: ${item.piece} points to ${item.sameAs}, which does not draw it`);
              assert.equal(there.betza, item.betza, `${game}/${id}: ${item.piece} points to another piece's moves`);
              item = { ...there, visible: item.visible, name: item.name };
            }
            assert.ok(item.visible, `${game}/${id}: ${item.piece} is shown`);
            assert.equal(item.name, item.piece.replace(/[-_]/g, " "), `${game}/${id}: ${item.piece} is named`);
            assert.equal(item.betza, spec.betza, `${game}/${id}: ${item.piece}'s notation`);
            assert.ok(item.labels.length > 0, `${game}/${id}: ${item.piece} has a drawing`);
            assert.ok(item.labels.every((l) => l.startsWith(`${item.name} on `)), `${game}/${id}: labels ${item.labels}`);
          }
          const fits = await page.$eval(`#legend-${id}`, (el) => el.scrollWidth <= el.clientWidth + 1);
          assert.ok(fits, `${game}/${id}: the legend is wider than a 390 px screen`);
        }
      } finally {
        await context.close();
      }
    });
  }
});
