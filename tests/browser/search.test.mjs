// The site search, used as a reader uses it: type into the header's box, read the results.
// Each query that a reader remembers a game by (a word of its rules, its Chinese name, its
// pinyin typed without tones, a material) finds that game near the top, among few results.
// Also measured (printed, for the notes): the bytes one search downloads and the time to the
// first results.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { gameOf, search as searchAs } from "./search-support.mjs";
import { start } from "./support.mjs";

let env;
before(async () => (env = await start()));
after(async () => env && env.close());

const search = (path, query, options) => searchAs(env, path, query, options);

const QUERIES = [
  ["cannon", ["xiangqi", "janggi"]],
  ["象棋", ["xiangqi"]],
  ["liuzi chong", ["liu-zi-chong-qi"]],
  ["liuzichong", ["liu-zi-chong-qi"]],
  ["xiangqi", ["xiangqi"]],
  ["cowrie", ["ashtapada"]],
  ["吃子", ["chi-zi-qi"]],
  ["dots and boxes", ["modianqi"]],
  // Pinyin typed whole, and aliases.
  ["wuhuqi", ["wuhuqi"]],
  ["changgi", ["janggi"]],
  ["fangcheqi", ["wuhuqi"]],
];

for (const [query, games] of QUERIES) {
  test(`"${query}" finds ${games.join(" and ")} near the top, among fewer than 30 pages`, async () => {
    const found = await search("/", query);
    await found.context.close();
    assert.deepEqual(found.problems, []);
    assert.ok(found.total > 0 && found.total < 30, `${query}: ${found.status}`);
    const top = found.hits.slice(0, 5).map((h) => gameOf(h.href));
    for (const game of games) assert.ok(top.includes(game), `${query}: ${game} in the top 5 of ${top.join(", ")}`);
  });
}



test("a query with no match says so", async () => {
  const found = await search("/", "zzyzxqwv");
  await found.context.close();
  assert.match(found.status, /^Nothing matches “zzyzxqwv”/);
  assert.equal(found.hits.length, 0);
});

test("from a game page, at 390 px: / focuses the box, arrows and Enter open a result's section", async () => {
  const found = await search("/games/janggi/", "cannon", { width: 390 });
  const { page } = found;
  try {
    assert.ok(found.hits.length > 0, found.status);
    // The panel fits the narrow screen.
    const box = await page.locator("#site-search-results").boundingBox();
    assert.ok(box.x >= 0 && box.x + box.width <= 390, `panel at ${box.x}..${box.x + box.width}`);
    // A highlighted snippet, and the reader's keys.
    assert.ok(await page.locator("#site-search-results mark").count(), "the match is highlighted");
    if (process.env.SEARCH_SCREENSHOT) await page.screenshot({ path: process.env.SEARCH_SCREENSHOT });
    // Away from the box (the panel stays open), "/" brings the reader back to it.
    await page.evaluate(() => document.activeElement.blur());
    await page.keyboard.press("/");
    assert.equal(await page.evaluate(() => document.activeElement.id), "site-search");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    const chosen = await page.evaluate(() => document.activeElement.getAttribute("href"));
    assert.equal(chosen, found.hits[1].href);
    await Promise.all([page.waitForURL((url) => url.href.endsWith(chosen)), page.keyboard.press("Enter")]);
    console.log(`# measured: "cannon" from a game page: first results after ${found.elapsed} ms, ` +
      `${found.downloads.length} index files, ${found.downloads.reduce((a, b) => a + b, 0)} bytes`);
  } finally {
    await found.context.close();
  }
});

test("the family filter keeps only that family's pages", async () => {
  const found = await search("/", "cannon");
  const { page } = found;
  try {
    const family = page.locator('#site-search-results select[data-filter="family"]');
    const families = await family.locator("option").allTextContents();
    const chess = families.find((f) => /chess/i.test(f));
    assert.ok(chess, `a chess family among ${families.join(", ")}`);
    await family.selectOption(chess);
    await page.waitForFunction(
      (before) => document.querySelector("#site-search-results .search-status")?.textContent !== before,
      found.status,
    );
    const hrefs = await page.locator("#site-search-results a.search-hit").evaluateAll((links) =>
      links.map((a) => a.getAttribute("href")),
    );
    const games = hrefs.map(gameOf);
    assert.ok(games.includes("xiangqi") && games.includes("janggi"), games.join(", "));
    assert.ok(!games.includes("liu-zi-chong-qi"), `a folk game is filtered out: ${games.join(", ")}`);
  } finally {
    await found.context.close();
  }
});
