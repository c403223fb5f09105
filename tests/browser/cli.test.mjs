// The README's commands publish the playable board with no extra flag: the site these tests run
// on was built by the plain `boardlore build` (xtask builds it so, env BOARDLORE_SITE), and
// `boardlore serve` (env BOARDLORE_BIN, run in the repository BOARDLORE_ROOT) serves pages whose
// board loads the wasm engine and plays.
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { after, before, test } from "node:test";
import { SITE, clickMove, legalMoves, openBoard, start, state, withPage } from "./support.mjs";

const BIN = process.env.BOARDLORE_BIN;
const ROOT = process.env.BOARDLORE_ROOT;
let env;
before(async () => (env = await start()));
after(async () => env && env.close());

test("`boardlore build` without flags publishes the board's engine", () => {
  assert.ok(existsSync(join(SITE, "play", "boardlore_play_bg.wasm")), "the wasm engine is in /play/");
  assert.ok(existsSync(join(SITE, "play", "boardlore_play.js")), "its bindings are in /play/");
});

// `serve` answers each connection on a thread of its own: the spare connections Chromium opens
// and never uses once held every worker of a fixed pool, and the page's module requests waited.
test("`boardlore serve` without flags serves a playable board", { skip: !BIN || !ROOT }, async () => {
  const output = mkdtempSync(join(tmpdir(), "boardlore-serve-"));
  const child = spawn(BIN, ["serve", "--port", "0", "--no-diagrams", "--output", output], {
    cwd: ROOT,
    stdio: ["ignore", "ignore", "pipe"],
  });
  try {
    const address = await new Promise((resolve, reject) => {
      const lines = createInterface({ input: child.stderr });
      const timer = setTimeout(() => reject(new Error("serve printed no address within 15 min")), 900000);
      lines.on("line", (line) => {
        const found = line.match(/http:\/\/(127\.0\.0\.1:\d+)\//);
        if (found) {
          clearTimeout(timer);
          resolve(found[1]);
        }
      });
      child.once("exit", (code) => reject(new Error(`serve stopped (exit ${code})`)));
    });
    await withPage(await openBoard(env.browser, `http://${address}/games/xiangqi/`), async (page) => {
      assert.equal((await state(page)).plies, 0);
      const [move] = await legalMoves(page);
      const now = await clickMove(page, move);
      assert.deepEqual(now.history, [move.name], "the served board plays a move");
      assert.deepEqual(page.problems, [], "no console errors");
    });
  } finally {
    child.kill();
    rmSync(output, { recursive: true, force: true });
  }
});
