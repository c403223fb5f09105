// axe-core's WCAG 2 A and AA rules on the home page and three game pages (a chess game, a folk
// game for three, a race game), in the light and the dark colour scheme: no violation, the
// contrast of every text included (4.5:1, 3:1 for large text).
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { after, before, describe, test } from "node:test";
import { openBoard, pageOf, start, withPage } from "./support.mjs";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

let env;
before(async () => (env = await start()));
after(async () => env && env.close());

/** axe's violations on `page`, each as "rule: the first offending elements". */
async function violations(page) {
  await page.addScriptTag({ content: axeSource });
  const found = await page.evaluate(async () => {
    const result = await window.axe.run(document, { runOnly: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] });
    return result.violations.map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(" | ")}`);
  });
  return found;
}

const pages = [
  ["the home page", async () => "/"],
  ["xiangqi", () => pageOf("xiangqi")],
  ["du-hai-qi", () => pageOf("du-hai-qi")],
  ["ashtapada", () => pageOf("ashtapada")],
];

describe("accessibility", { concurrency: 2 }, () => {
  for (const scheme of ["light", "dark"]) {
    for (const [name, path] of pages) {
      test(`${name}, ${scheme}: no WCAG A or AA violation`, async () => {
        const url = `${env.server.url}${await path()}`;
        const page =
          name === "the home page"
            ? await (async () => {
                const context = await env.browser.newContext({ colorScheme: scheme });
                const page = await context.newPage();
                page.closeAll = () => context.close();
                await page.goto(url);
                return page;
              })()
            : await openBoard(env.browser, url);
        await withPage(page, async (page) => {
          await page.emulateMedia({ colorScheme: scheme });
          assert.deepEqual(await violations(page), []);
        });
      });
    }
  }
});
