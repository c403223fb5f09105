// A project site: the archive built for https://someone.github.io/boardlore/ and served under
// /boardlore/, as GitHub Pages serves a project site. Every page must load its styles, scripts,
// engine and search index from under that path: no request fails, the board plays a move, the
// search finds a game and its link opens the game, a missing page shows the site's own 404 page.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { chromium } from "playwright-core";
import { serve } from "./server.mjs";
import { clickMove, legalMoves, state } from "./support.mjs";

const BIN = process.env.BOARDLORE_BIN;
const ROOT = process.env.BOARDLORE_ROOT;
const BASE = "https://someone.github.io/boardlore/";
const PREFIX = "/boardlore/";
let output;
let server;
let browser;

before(async () => {
  if (!BIN || !ROOT) return;
  output = mkdtempSync(join(tmpdir(), "boardlore-subpath-"));
  rmSync(output, { recursive: true });
  const built = spawnSync(BIN, ["build", "--base-url", BASE, "--output", output], {
    cwd: ROOT,
    encoding: "utf8",
  });
  assert.equal(built.status, 0, built.stderr);
  server = await serve(output, { prefix: PREFIX });
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
});

after(async () => {
  await browser?.close();
  await server?.close();
  if (output) rmSync(output, { recursive: true, force: true });
});

/** A fresh page that records every request that failed or answered 400 or more. */
async function pageWithFailures() {
  const context = await browser.newContext();
  const page = await context.newPage();
  const failed = [];
  page.on("requestfailed", (r) => failed.push(`failed: ${r.url()}`));
  page.on("response", (r) => r.status() >= 400 && failed.push(`HTTP ${r.status()}: ${r.url()}`));
  page.on("pageerror", (e) => failed.push(`page error: ${e.message}`));
  return { page, failed, close: () => context.close() };
}

const skip = !BIN || !ROOT;

test("a game page under /boardlore/ loads everything from there and its board plays", { skip }, async () => {
  const { page, failed, close } = await pageWithFailures();
  try {
    await page.goto(`${server.url}${PREFIX}games/xiangqi/`);
    await page.waitForSelector('[data-bl-board][data-ready="true"]', { timeout: 15000 });
    const [move] = await legalMoves(page);
    const now = await clickMove(page, move);
    assert.deepEqual(now.history, [move.name], "the board plays a move");
    assert.equal((await state(page)).plies, 1);
    const outside = server.sent.files.filter((f) => !f.startsWith(output));
    assert.deepEqual(outside, []);
    assert.deepEqual(failed, [], "no request failed");
    // Links between pages stay under the site's path.
    const links = await page.locator("a[href^='/']").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    assert.ok(links.length > 3, "the page links the site's pages");
    for (const href of links) assert.ok(href.startsWith(PREFIX), `${href} is under ${PREFIX}`);
    const canonical = await page.locator("link[rel=canonical]").getAttribute("href");
    assert.equal(canonical, `${BASE}games/xiangqi/`);
  } finally {
    await close();
  }
});

test("the home page's search box finds Xiangqi and its link opens the game under /boardlore/", { skip }, async () => {
  const { page, failed, close } = await pageWithFailures();
  try {
    await page.goto(`${server.url}${PREFIX}`);
    const box = page.locator("#site-search");
    await box.waitFor({ state: "visible" });
    await box.fill("xiangqi");
    const hit = page.locator("#site-search-results a.search-hit").first();
    await hit.waitFor();
    const href = await hit.getAttribute("href");
    assert.ok(href.startsWith(`${PREFIX}games/xiangqi/`), href);
    await Promise.all([page.waitForURL((url) => url.pathname.startsWith(`${PREFIX}games/xiangqi/`)), hit.click()]);
    assert.deepEqual(failed, [], "no request failed");
  } finally {
    await close();
  }
});

test("a missing page under /boardlore/ shows the site's 404 page, styled and linking home", { skip }, async () => {
  const { page, failed, close } = await pageWithFailures();
  try {
    const response = await page.goto(`${server.url}${PREFIX}games/no-such-game/`);
    assert.equal(response.status(), 404);
    assert.match(await page.locator("h1").textContent(), /not found/i);
    const home = await page.locator("main a").first().getAttribute("href");
    assert.equal(home, PREFIX);
    // Only the page itself is missing: its stylesheet and scripts load.
    assert.deepEqual(failed.filter((f) => !f.includes("no-such-game")), []);
  } finally {
    await close();
  }
});

test("the sitemap, robots.txt and OpenGraph give the published address", { skip }, () => {
  const sitemap = readFileSync(join(output, "sitemap.xml"), "utf8");
  assert.match(sitemap, /<loc>https:\/\/someone\.github\.io\/boardlore\/games\/xiangqi\/<\/loc>/);
  const robots = readFileSync(join(output, "robots.txt"), "utf8");
  assert.match(robots, /Sitemap: https:\/\/someone\.github\.io\/boardlore\/sitemap\.xml/);
  const page = readFileSync(join(output, "games", "xiangqi", "index.html"), "utf8").replaceAll("&#x2F;", "/");
  assert.match(page, /<meta property="og:image" content="https:\/\/someone\.github\.io\/boardlore\//);
});
