// `boardlore serve` keeps an open page up to date as its entry is saved. A text edited is
// swapped into the page where it stands: the game on the board and the reader's place stay. An
// edit to a ruleset reloads the page, since the board read the ruleset when it started; a save
// that breaks the build shows the error over the page until the next good save.
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { after, before, test } from "node:test";
import { clickMove, legalMoves, openBoard, start, state } from "./support.mjs";

const BIN = process.env.BOARDLORE_BIN;
const ROOT = process.env.BOARDLORE_ROOT;
let env;
before(async () => (env = await start()));
after(async () => env && env.close());

/** Saves `text` as most editors do: a new file beside the entry, renamed over it. */
function save(file, text) {
  const temporary = `${file}.saving`;
  writeFileSync(temporary, text);
  renameSync(temporary, file);
}

/** Waits until `check` holds in the page, through a reload if one comes (it ends the wait's
 * context, and the wait starts again in the new page). */
async function until(page, check) {
  for (;;) {
    try {
      await page.waitForFunction(check, null, { timeout: 20000 });
      return;
    } catch (error) {
      if (!/context was destroyed|navigat/i.test(String(error))) throw error;
    }
  }
}

/** Starts `serve` on a copy of the archive's content; gives {address, folder, stop}. */
async function serveCopy() {
  const folder = mkdtempSync(join(tmpdir(), "boardlore-live-"));
  cpSync(join(ROOT, "content"), join(folder, "content"), { recursive: true });
  const args = ["serve", "--port", "0", "--no-diagrams", "--content", join(folder, "content"), "--output", join(folder, "output")];
  const child = spawn(BIN, args, { cwd: ROOT, stdio: ["ignore", "ignore", "pipe"] });
  const address = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("serve printed no address within 15 min")), 900000);
    createInterface({ input: child.stderr }).on("line", (line) => {
      const found = line.match(/http:\/\/(127\.0\.0\.1:\d+)\//);
      if (found) {
        clearTimeout(timer);
        resolve(found[1]);
      }
    });
    child.once("exit", (code) => reject(new Error(`serve stopped (exit ${code})`)));
  });
  const stop = () => {
    child.kill();
    rmSync(folder, { recursive: true, force: true });
  };
  return { address, folder, stop };
}

test("serve: a saved entry updates the open page, in place for a text and by a reload for a ruleset", { skip: !BIN || !ROOT }, async () => {
  const served = await serveCopy();
  const page = await openBoard(env.browser, `http://${served.address}/games/xiangqi/`);
  try {
    const entry = join(served.folder, "content", "games", "xiangqi.yaml");
    const original = readFileSync(entry, "utf8");
    const [move] = await legalMoves(page);
    await clickMove(page, move);
    await page.evaluate(() => window.scrollTo(0, 600));
    let loads = 0;
    page.on("domcontentloaded", () => (loads += 1));

    // The summary is written by language; the English one is edited.
    const edited = original.replace(/^summary:\n {2}en: >-\n {4}/m, "summary:\n  en: >-\n    Edited while open. ");
    assert.notEqual(edited, original);
    save(entry, edited);
    await until(page, () => document.querySelector("#summary").textContent.includes("Edited while open."));
    assert.equal(loads, 0, "the text was swapped in without a reload");
    assert.deepEqual((await state(page)).history, [move.name], "the game on the board stays");
    assert.ok((await page.evaluate(() => window.scrollY)) >= 500, "the reader's place stays (not back at the top)");
    assert.match(await page.getAttribute('meta[name="description"]', "content"), /^Edited while open\./, "the page's description follows");

    save(entry, "id: [");
    const alert = page.locator('[role="alert"]', { hasText: "the build failed" });
    await alert.waitFor({ timeout: 20000 });
    assert.match(await alert.textContent(), /xiangqi\.yaml/, "the error names the file");
    assert.ok(await page.locator("#summary", { hasText: "Edited while open." }).isVisible(), "the last good page stays under it");

    const renamed = edited.replace('en: "The reading of Daou and Appendix B"', 'en: "Renamed reading"');
    assert.notEqual(renamed, edited);
    save(entry, renamed);
    await until(page, () => [...document.querySelectorAll(".bl-ruleset option")].some((o) => o.textContent.includes("Renamed reading")));
    assert.equal(loads, 1, "a ruleset edit reloads the page");
    assert.equal(await alert.count(), 0, "the error is gone");
    assert.deepEqual(page.problems, [], "no console errors");
  } finally {
    await page.closeAll();
    served.stop();
  }
});
