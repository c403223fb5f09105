// For every game page with a playable ruleset: the board renders, a legal move made by clicks
// updates the board and the move list, an illegal click is refused, the computer replies, and
// the console stays free of errors.
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { boardPages, clickMove, clickOne, computerDone, legalMoves, openBoard, start, state, withPage } from "./support.mjs";

const pages = await boardPages();
let env;
before(async () => (env = await start()));
after(async () => env && env.close());

/** A point that begins no legal move, or null when every point does. */
async function idlePoint(page) {
  const moves = await legalMoves(page);
  const starts = new Set(moves.map((m) => m.clicks[0]?.point).filter(Boolean));
  // Points under a choice shown over the board (janggi's arrangements) cannot be clicked.
  const points = await page.$$eval(".bl-svg [data-point]", (els) => {
    const over = document.querySelector(".bl-choices-over:not([hidden])")?.getBoundingClientRect();
    const covered = (r) => over && r.right > over.left && r.left < over.right && r.bottom > over.top && r.top < over.bottom;
    return els.filter((e) => !covered(e.getBoundingClientRect())).map((e) => e.dataset.point);
  });
  return points.find((p) => !starts.has(p)) ?? null;
}

async function refusesIllegalClick(page) {
  const point = await idlePoint(page);
  if (point === null) return false;
  const before = await state(page);
  await clickOne(page, { point }, before.toMove);
  const after = await state(page);
  assert.equal(after.refused, before.refused + 1, `click on ${point} was not refused`);
  assert.equal(after.plies, before.plies, `click on ${point} changed the game`);
  assert.deepEqual(after.next, [], "a refused click selects nothing");
  return true;
}

test("the site has board pages to test", () => {
  assert.ok(pages.length >= 20, `only ${pages.length} board pages found in ${process.env.BOARDLORE_SITE}`);
});

describe("every game page", { concurrency: 3 }, () => {
  for (const { game, url } of pages) {
    test(`${game}: renders, plays by clicks, refuses an illegal click, the computer replies`, async () => {
      await withPage(await openBoard(env.browser, env.server.url + url), async (page) => {
        const first = await state(page);
        assert.ok(first.svg.includes("data-point="), "the board has click targets");
        assert.equal(first.plies, 0);
        let refused = await refusesIllegalClick(page);

        // The reader (first player) moves by clicks until it is the second player's turn.
        for (let i = 0; i < 6 && (await state(page)).toMove === 0 && !(await state(page)).outcome; i++) {
          const moves = await legalMoves(page);
          const move = moves.find((m) => !m.clicks.some((c) => c.pass)) ?? moves[0];
          const shown = (await state(page)).svg;
          const now = await clickMove(page, move);
          assert.equal(now.history.at(-1), move.name);
          assert.deepEqual(now.listed, now.history, "the move list shows the moves in the game's notation");
          assert.notEqual(now.svg, shown, "the board was redrawn");
        }
        const mid = await state(page);
        if (!mid.outcome) {
          await page.selectOption(".bl-computer", "1");
          await page.waitForFunction(
            (plies) => Number(document.querySelector("[data-bl-board]").dataset.plies) > plies,
            mid.plies,
            { timeout: 20000 },
          );
          await computerDone(page);
          const replied = await state(page);
          assert.ok(replied.plies > mid.plies, "the computer moved");
          assert.deepEqual(replied.listed, replied.history);
          await page.selectOption(".bl-computer", "");
        }
        if (!refused && !(await state(page)).outcome) refused = await refusesIllegalClick(page);
        assert.ok(refused || (await state(page)).outcome, "found a point to refuse");
        assert.equal((await state(page)).error, "", "no error shown");
        assert.deepEqual(page.problems, [], "no console errors");
      });
    });
  }
});
