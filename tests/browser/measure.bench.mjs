// Measurements for the board's report: time from navigation to a playable board, the bytes a
// game page transfers (raw and as gzip would send them), and random playouts per second in the
// browser's wasm. Figures are printed as test diagnostics and written to
// <site>/../board-measurements.json. A benchmark, not a test: `cargo xtask bench-board` runs it
// (node --test does not pick up *.bench.mjs); it asserts only that it measured something.
import assert from "node:assert/strict";
import { existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { dirname, join } from "node:path";
import { after, before, test } from "node:test";
import { gzipSync } from "node:zlib";
import { SITE, boardPages, pageOf, start } from "./support.mjs";

let env;
const report = {};
// The server runs in a process of its own: in this one its answers would wait on Playwright's
// traffic with the browser, which no real server does (see `serveInChild`).
before(async () => (env = await start({ serverProcess: true })));
after(async () => {
  // The whole engine (play/) and each module a page may load instead (play/chess/, ...).
  const sizes = (folder) => {
    const wasm = readFileSync(join(SITE, "play", folder, "boardlore_play_bg.wasm"));
    return { raw: wasm.length, gzip: gzipSync(wasm, { level: 9 }).length };
  };
  report.wasm = sizes("");
  report.wasmModules = Object.fromEntries(
    readdirSync(join(SITE, "play"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(SITE, "play", entry.name, "boardlore_play_bg.wasm")))
      .map((entry) => [entry.name, sizes(entry.name)]),
  );
  // The machine may be shared: the load average says how much to trust the times.
  report.loadAverage = loadavg().map((l) => Math.round(l * 100) / 100);
  writeFileSync(join(dirname(SITE), "board-measurements.json"), `${JSON.stringify(report, null, 2)}\n`);
  if (env) await env.close();
});

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function coldLoad(url) {
  const context = await env.browser.newContext();
  const page = await context.newPage();
  env.server.sent.bytes = 0;
  env.server.sent.files = [];
  const started = Date.now();
  await page.goto(url);
  await page.waitForSelector('[data-bl-board][data-ready="true"]', { timeout: 15000 });
  const wall = Date.now() - started;
  const readyAt = Number(await page.getAttribute("[data-bl-board]", "data-ready-at"));
  const steps = await page.evaluate(startupSteps);
  const files = [...env.server.sent.files];
  const raw = files.reduce((sum, f) => sum + readFileSync(f).length, 0);
  const gzip = files.reduce((sum, f) => sum + gzipSync(readFileSync(f), { level: 9 }).length, 0);
  await context.close();
  return { readyAt, wall, raw, gzip, requests: files.length, steps };
}

/**
 * Where the start-up time went, in ms from navigation: the board's own marks (`bl:*`, see
 * theme/board/board.js), the end of the wasm and bindings downloads and DOMContentLoaded.
 */
function startupSteps() {
  const steps = {};
  for (const m of performance.getEntriesByType("mark")) {
    if (m.name.startsWith("bl:")) steps[m.name.slice(3)] = m.startTime;
  }
  for (const r of performance.getEntriesByType("resource")) {
    if (r.name.endsWith(".wasm")) steps.wasmFetched = r.responseEnd;
    if (r.name.endsWith("boardlore_play.js")) steps.bindingsFetched = r.responseEnd;
  }
  const [nav] = performance.getEntriesByType("navigation");
  if (nav) steps.domContentLoaded = nav.domContentLoadedEventEnd;
  return steps;
}

/** The median of each step over several loads, rounded to 0.1 ms. */
function medianSteps(loads) {
  const names = new Set(loads.flatMap((l) => Object.keys(l.steps)));
  const out = {};
  for (const name of names) {
    const values = loads.map((l) => l.steps[name]).filter((v) => v !== undefined);
    out[name] = Math.round(median(values) * 10) / 10;
  }
  return out;
}

for (const game of ["xiangqi", "shogi", "er-chi-yi"]) {
  test(`${game}: navigation to playable board, and bytes transferred`, async (t) => {
    const url = `${env.server.url}${await pageOf(game)}`;
    await coldLoad(url); // the first load warms the browser process, not the page
    const loads = [];
    for (let i = 0; i < 5; i++) loads.push(await coldLoad(url));
    const figures = {
      readyAtMedianMs: median(loads.map((l) => l.readyAt)),
      wallMedianMs: median(loads.map((l) => l.wall)),
      bytesRaw: loads[0].raw,
      bytesGzip: loads[0].gzip,
      requests: loads[0].requests,
      steps: medianSteps(loads),
    };
    report[game] = { ...report[game], ...figures };
    t.diagnostic(`${game}: ${JSON.stringify(figures)}`);
  });
}

test("every game: navigation to playable board, median of 3 cold loads", async (t) => {
  const times = {};
  const stepsByGame = {};
  for (const { game, url } of await boardPages()) {
    const loads = [];
    for (let i = 0; i < 3; i++) loads.push(await coldLoad(`${env.server.url}${url}`));
    times[game] = median(loads.map((l) => l.readyAt));
    stepsByGame[game] = medianSteps(loads);
  }
  const slowest = Object.entries(times).sort((a, b) => b[1] - a[1]);
  const all = slowest.map(([, ms]) => ms);
  const under300 = all.filter((ms) => ms < 300).length;
  // Where the time went on the slowest pages, step by step (ms from navigation).
  const slowestSteps = Object.fromEntries(slowest.slice(0, 5).map(([game]) => [game, stepsByGame[game]]));
  report.everyGame = {
    readyAtMedianMs: times,
    medianOfGamesMs: median(all),
    under300Ms: `${under300}/${all.length}`,
    slowest: slowest.slice(0, 5),
    slowestSteps,
  };
  t.diagnostic(`median of games ${median(all)} ms, ${under300}/${all.length} under 300 ms`);
  t.diagnostic(`slowest: ${JSON.stringify(slowest.slice(0, 5))}; games: ${slowest.length}`);
  for (const [game, steps] of Object.entries(slowestSteps)) t.diagnostic(`${game}: ${JSON.stringify(steps)}`);
  assert.ok(slowest.length > 0);
});

for (const game of ["xiangqi", "er-chi-yi"]) {
  test(`${game}: random playouts per second in the browser`, async (t) => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${env.server.url}${await pageOf(game)}`);
    await page.waitForSelector('[data-bl-board][data-ready="true"]');
    const measured = await page.evaluate(() =>
      JSON.parse(document.querySelector("[data-bl-board]").boardlore.match.randomPlayouts(2000, 300)),
    );
    await context.close();
    const perSecond = {
      playoutsPerSecond: Math.round((measured.games * 1000) / measured.millis),
      pliesPerSecond: Math.round((measured.plies * 1000) / measured.millis),
    };
    report[game] = { ...report[game], wasm: perSecond };
    t.diagnostic(`${game} (wasm): ${JSON.stringify(perSecond)}`);
    assert.ok(measured.games > 0);
  });
}

// The computer's search in the wasm, one second a move from the start: alpha-beta positions
// in the chess family, alpha-beta over material in Er Chi Yi and Tibetan Go, MCTS playouts in
// Ba Zi Qi. The same code runs natively (`boardlore arena` prints its rate on stderr).
for (const [game, ruleset] of [["xiangqi", "main"], ["shogi", "main"], ["er-chi-yi", "main"], ["zang-qi", "tibetan-go"], ["ba-zi-qi", "main"]]) {
  test(`${game}: the computer's search, positions or playouts per second in the browser`, async (t) => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${env.server.url}${await pageOf(game)}`);
    await page.waitForSelector('[data-bl-board][data-ready="true"]');
    const measured = await page.evaluate((id) => {
      const board = document.querySelector("[data-bl-board]").boardlore;
      if (board.ruleset.id !== id) board.start(id);
      const started = performance.now();
      const found = JSON.parse(board.match.computerMove(1000, 1, undefined));
      return { ...found, millis: performance.now() - started };
    }, ruleset);
    await context.close();
    const perSecond = Math.round((measured.playouts * 1000) / measured.millis);
    report[game] = { ...report[game], searchPerSecond: perSecond, searchMove: measured.name };
    t.diagnostic(`${game} ${ruleset} (wasm search): ${perSecond} a second, move ${measured.name}`);
    assert.ok(measured.playouts > 0);
  });
}
