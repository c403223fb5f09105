// On every game page: the status names the side to move as the ruleset's tradition does (the
// engine's `players()`, e.g. Red in xiangqi, Black (sente) in shogi, Cho in janggi), no heading
// or ruleset selector shows raw Markdown, the favicon loads, and nothing fails in the console
// or the network.
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { boardPages, openBoard, openGame, start, withPage } from "./support.mjs";

const pages = await boardPages();
let env;
before(async () => (env = await start()));
after(async () => env && env.close());

/** Who moves first in the games whose tradition does not say White. */
const FIRST = {
  xiangqi: "Red",
  janggi: "Cho",
  shogi: "Black (sente)",
  "sho-shogi": "Black (sente)",
  sittuyin: "Red",
  "liu-zi-chong-qi": "Black",
  "mogu-qi": "Red",
  ashtapada: "Red",
};

/** What the page shows a reader: headings, ruleset options, the status and the title. */
function shown(page) {
  return page.evaluate(() => {
    const root = document.querySelector("[data-bl-board]");
    return {
      headings: [...document.querySelectorAll("h1, h2, h3, h4")].map((h) => h.textContent),
      options: [...document.querySelectorAll(".bl-ruleset option")].map((o) => o.textContent),
      title: document.title,
      status: root.querySelector(".bl-status").textContent,
      players: JSON.parse(root.boardlore.match.players()),
      icon: document.querySelector('link[rel="icon"]')?.href ?? null,
    };
  });
}

test("the chess rulesets name their sides as their traditions do", () => {
  const games = new Set(pages.map((p) => p.game));
  for (const game of ["xiangqi", "janggi", "shogi"]) assert.ok(games.has(game), `${game} has a board page`);
});

describe("names on every game page", { concurrency: 3 }, () => {
  for (const { game, url } of pages) {
    test(`${game}: the side to move is named by the rules, no raw Markdown, no failed request`, async () => {
      const failed = [];
      await withPage(await openBoard(env.browser, env.server.url + url), async (page) => {
        page.on("requestfailed", (r) => failed.push(r.url()));
        const seen = await shown(page);
        assert.ok(seen.players.length >= 2, "the engine names every player");
        for (const player of seen.players) {
          assert.ok(player.name, "each player has a name");
          assert.match(player.colour, /^(white|black|red|blue|green|yellow)$/);
        }
        const first = seen.players[0].name;
        if (FIRST[game]) assert.equal(first, FIRST[game], `${game}'s first player`);
        // A race game's status adds the throw the mover plays with.
        assert.match(seen.status, new RegExp(`^${first.replace(/[()[\]{}.*+?^$|\\]/g, "\\$&")} to move(; the throw is \\d+)?\\.$`));
        assert.ok(!/White to move/.test(seen.status) || first === "White");
        for (const text of [...seen.headings, ...seen.options, seen.title]) {
          assert.ok(!/[`*]/.test(text), `raw Markdown shown: ${JSON.stringify(text)}`);
        }
        assert.ok(seen.icon && seen.icon.endsWith("/theme/favicon.svg"), "the page links its favicon");
        const icon = await page.request.get(seen.icon);
        assert.equal(icon.status(), 200, "the favicon loads");
        assert.deepEqual(failed, [], "no failed requests");
        assert.deepEqual(page.problems, [], "no console errors or failed responses");
      });
    });
  }
});

describe("names in other scripts", () => {
  test("makruk's Thai name, หมากรุก, is set in the shipped Thai font where the system has none", async () => {
    await withPage(await openGame(env, "makruk"), async (page) => {
      const name = await page.textContent(".native-name");
      assert.equal(name.trim(), "หมากรุก");
      const faces = await page.evaluate(async (text) => {
        const loaded = await document.fonts.load('16px "boardlore Sans Thai"', text);
        return loaded.map((face) => `${face.family} ${face.status}`);
      }, name.trim());
      assert.deepEqual(faces, ["boardlore Sans Thai loaded"], "the font file loads and covers the name");
    });
  });
});
