// Save-to-page time of `boardlore serve`: opens a game page from `serve` in Chromium, edits
// the entry's summary on disk and times from the file write to the open page showing the new
// text (swapped in place, or by a reload), ten times; prints each time and the median. A benchmark, not
// a test (node --test does not pick up *.bench.mjs). It serves a copy of the archive's content/
// from a temporary folder, so the repository is never edited:
//
//   cd tests/browser && npm ci --no-audit --no-fund
//   BOARDLORE_BIN=$PWD/../../target/release/boardlore BOARDLORE_ROOT=$PWD/../.. \
//     CHROMIUM=/usr/bin/chromium node serve-reload.bench.mjs [game] [runs]
import { spawn } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { chromium } from "playwright-core";

const BIN = process.env.BOARDLORE_BIN;
const ROOT = process.env.BOARDLORE_ROOT;
if (!BIN || !ROOT) {
  console.error("set BOARDLORE_BIN (the boardlore binary) and BOARDLORE_ROOT (the repository)");
  process.exit(2);
}
const game = process.argv[2] || "xiangqi";
const runs = Number(process.argv[3] || 10);

const folder = mkdtempSync(join(tmpdir(), "boardlore-reload-"));
cpSync(join(ROOT, "content"), join(folder, "content"), { recursive: true });
const entry = join(folder, "content", "games", `${game}.yaml`);
const original = readFileSync(entry, "utf8");
const summary = original.match(/^summary:[^\n]*\n?( {2}\S[^\n]*)?/m);
if (!summary) throw new Error(`${entry} has no summary`);

const child = spawn(
  BIN,
  ["serve", "--port", "0", "--no-play", "--content", join(folder, "content"), "--output", join(folder, "output")],
  { cwd: ROOT, stdio: ["ignore", "ignore", "pipe"] },
);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || "/usr/bin/chromium" });
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
// Waits until the page shows `text`, checking every 5 ms, whether the page is updated in place
// or reloads (a reload ends the check's context; the check then starts again in the new one).
async function untilShown(page, text) {
  for (;;) {
    try {
      await page.waitForFunction((t) => document.body && document.body.textContent.includes(t), text, { polling: 5, timeout: 60000 });
      return;
    } catch (error) {
      if (!/context was destroyed|navigat/i.test(String(error))) throw error;
    }
  }
}
try {
  const address = await new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stderr });
    lines.on("line", (line) => {
      const found = line.match(/http:\/\/(127\.0\.0\.1:\d+)\//);
      if (found) resolve(found[1]);
    });
    child.once("exit", (code) => reject(new Error(`serve stopped (exit ${code})`)));
  });
  const page = await browser.newPage();
  await page.goto(`http://${address}/games/${game}/`);
  await sleep(1500);
  const times = [];
  for (let run = 0; run < runs; run++) {
    const marker = `Reload probe ${run} ${Date.now()}`;
    // The summary's first line (or the line after `summary: >-`) starts with the marker.
    const edited = summary[1]
      ? original.replace(summary[0], summary[0].replace(summary[1], `  ${marker}. ${summary[1].trim()}`))
      : original.replace(/^summary:\s*/m, `summary: ${marker}. `);
    let reloaded = false;
    const onLoad = () => { reloaded = true; };
    page.on("domcontentloaded", onLoad);
    const started = performance.now();
    writeFileSync(entry, edited);
    await untilShown(page, marker);
    const ms = performance.now() - started;
    page.off("domcontentloaded", onLoad);
    times.push(ms);
    console.log(`run ${run + 1}: ${ms.toFixed(0)} ms (${reloaded ? "reloaded" : "updated in place"})`);
    // Let the search index (written after the pages) and the file watcher settle.
    await sleep(3000);
  }
  const sorted = [...times].sort((a, b) => a - b);
  const median = (sorted[(runs - 1) >> 1] + sorted[runs >> 1]) / 2;
  console.log(`median of ${runs}: ${median.toFixed(0)} ms (load average ${loadavg()[0].toFixed(2)})`);
} finally {
  await browser.close();
  child.kill();
  rmSync(folder, { recursive: true, force: true });
}
