// Shuangtian Qi's whole-game table in the browser: the computer (Right) builds it over its
// first answers, a share of each answer's work, so every answer still comes within the
// thinking time; once built it answers from the table (one position looked at a move).
// WHOLE_GAME_SCREENSHOT=<dir> keeps a screenshot of the board at the end.
import assert from "node:assert/strict";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { clickOne, computerDone, legalMoves, openBoard, pageOf, start, state, withPage } from "./support.mjs";

let env;
before(async () => (env = await start()));
after(async () => env && env.close());

/** Rounds played: enough for the table (437,550 positions at 32,768 an answer, then its
 * chances counted over 13 answers more), and a few more. */
const ROUNDS = 32;

test("shuangtian-qi: the computer answers within its time while it builds the table, then from it", async () => {
  const url = `${env.server.url}${await pageOf("shuangtian-qi")}`;
  await withPage(await openBoard(env.browser, url, { computer: "1" }), async (page) => {
    const millis = Number(await page.$eval(".bl-time", (e) => e.value)) || 1000;
    const answers = [];
    for (let round = 0; round < ROUNDS; round++) {
      const moves = await legalMoves(page);
      assert.ok(moves.length > 0, `Left has a move in round ${round}`);
      const asked = Date.now();
      // The reader's move by its clicks (the computer's answer may come before the board is
      // read again, so the count of plies is awaited below rather than checked here).
      for (const click of moves[round % moves.length].clicks) await clickOne(page, click, 0);
      await page.waitForFunction((plies) => {
        const root = document.querySelector("[data-bl-board]");
        return Number(root.dataset.plies) >= plies && root.dataset.thinking !== "true";
      }, 2 * (round + 1), { timeout: 20000 });
      await computerDone(page);
      const took = Date.now() - asked;
      const playouts = Number(await page.evaluate(() => document.querySelector("[data-bl-board]").dataset.computerPlayouts));
      answers.push({ took, playouts });
    }
    const slowest = Math.max(...answers.map((a) => a.took));
    assert.ok(slowest < millis + 2500, `every answer within the thinking time (${millis} ms) and the page's own work: ${JSON.stringify(answers)}`);
    assert.notEqual(answers[0].playouts, 1, `the first answer is the search's: ${JSON.stringify(answers)}`);
    assert.equal(answers.at(-1).playouts, 1, `the last answer is read from the table: ${JSON.stringify(answers)}`);
    assert.equal((await state(page)).plies, 2 * ROUNDS);
    if (process.env.WHOLE_GAME_SCREENSHOT) {
      await page.locator("[data-bl-board]").screenshot({ path: join(process.env.WHOLE_GAME_SCREENSHOT, "shuangtian-table.png") });
    }
    console.log(JSON.stringify(answers));
    assert.deepEqual(page.problems, []);
  });
});
