// A folk board with three seats: Crossing-the-Sea's three-player ruleset, played by clicking.
// The status names each seat in turn (Left, Right, Bottom, then Left again), every seat's pieces
// are drawn in a colour of their own, and the first to bring all nine pieces home is named
// the winner. The computer can take two seats at once and answer for both. SEATS_SCREENSHOT=<dir> keeps screenshots of the board after the moves and at the end.
import assert from "node:assert/strict";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { clickMove, computerDone, legalMoves, openBoard, pageOf, start, state, withPage } from "./support.mjs";

let env;
before(async () => (env = await start()));
after(async () => env && env.close());

const link = (position) =>
  `#${new URLSearchParams({ ruleset: "three-player", ...(position ? { position } : {}) }).toString()}`;

async function open(position, computer = "") {
  return openBoard(env.browser, `${env.server.url}${await pageOf("du-hai-qi")}${link(position)}`, { computer });
}

async function screenshot(page, name) {
  if (process.env.SEATS_SCREENSHOT) {
    await page.locator("[data-bl-board]").screenshot({ path: join(process.env.SEATS_SCREENSHOT, name) });
  }
}

/** The distinct fill and stroke pairs of the discs drawn on the board (inner rings left out). */
function discStyles(page) {
  return page.evaluate(() => {
    const discs = document.querySelectorAll(".bl-svg .bl-pieces circle:not([fill='none'])");
    return [...new Set([...discs].map((c) => `${c.getAttribute("fill")} ${c.getAttribute("stroke")}`))];
  });
}

test("du-hai-qi three players: clicks pass the turn left, right, bottom and back", async () => {
  await withPage(await open(), async (page) => {
    const players = JSON.parse(await page.evaluate(() => document.querySelector("[data-bl-board]").boardlore.match.players()));
    assert.deepEqual(players.map((p) => p.name), ["Left", "Right", "Bottom"]);
    assert.equal(await page.textContent(".bl-status"), "Left to move.");
    assert.equal((await discStyles(page)).length, 3, "each seat's pieces in a colour of their own");
    const seen = [];
    for (const name of ["c5-d5", "m5-l5", "h1-h2"]) {
      const move = (await legalMoves(page)).find((m) => m.name === name);
      assert.ok(move, `${name} is legal`);
      const now = await clickMove(page, move);
      seen.push([now.toMove, await page.textContent(".bl-status")]);
    }
    assert.deepEqual(seen, [
      [1, "Right to move. Last move: c5-d5."],
      [2, "Bottom to move. Last move: m5-l5."],
      [0, "Left to move. Last move: h1-h2."],
    ]);
    assert.deepEqual((await state(page)).listed, ["c5-d5", "m5-l5", "h1-h2"]);
    await screenshot(page, "three-seats-moves.png");
    assert.deepEqual(page.problems, []);
  });
});

test("du-hai-qi three players: the bottom player's last piece home wins, and the page says so", async () => {
  await withPage(await open("yyy/yyy/y1y/4y4/9/9/12xxx/12xxx/xx11x1/9/9/9 y"), async (page) => {
    assert.equal(await page.textContent(".bl-status"), "Bottom to move.");
    const move = (await legalMoves(page)).find((m) => m.name === "h9-h10");
    const now = await clickMove(page, move);
    assert.equal(now.outcome.winner, 2);
    assert.equal(
      await page.textContent(".bl-status"),
      "Game over: Bottom wins by rule: Bottom brought every piece home. Last move: h9-h10.",
    );
    assert.equal((await discStyles(page)).length, 2, "the left and bottom players' pieces, apart");
    await screenshot(page, "three-seats-won.png");
    assert.deepEqual(page.problems, []);
  });
});

test("du-hai-qi three players: the computer plays Right and Bottom, and it is Left's turn again", async () => {
  await withPage(await open(undefined, "1,2"), async (page) => {
    const seats = await page.$$eval(".bl-computer option", (os) => os.map((o) => [o.value, o.textContent]));
    assert.ok(
      seats.some(([value, label]) => value === "1,2" && label === "everyone but Left (you play Left)"),
      JSON.stringify(seats),
    );
    const first = (await legalMoves(page))[0];
    await clickMove(page, first);
    await page.waitForFunction(
      () => {
        const root = document.querySelector("[data-bl-board]");
        return Number(root.dataset.plies) >= 3 && root.dataset.thinking !== "true";
      },
      null,
      { timeout: 20000 },
    );
    await computerDone(page);
    const now = await state(page);
    assert.equal(now.plies, 3, "one move each for Right and Bottom, then the reader's turn");
    assert.equal(now.toMove, 0);
    assert.match(await page.textContent(".bl-status"), /^Left to move\. Last move: /);
    assert.equal(now.listed.length, 3, "the record lists the reader's move and both answers");
    await screenshot(page, "three-seats-computer.png");
    assert.deepEqual(page.problems, []);
  });
});

test("ashtapada, four seats: a new reader plays the first seat and the computer the other three", async () => {
  const context = await env.browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${env.server.url}${await pageOf("ashtapada")}`);
    await page.waitForSelector('[data-bl-board][data-ready="true"]');
    const players = JSON.parse(await page.evaluate(() => document.querySelector("[data-bl-board]").boardlore.match.players()));
    assert.equal(players.length, 4);
    const chosen = await page.$eval(".bl-computer", (s) => [s.value, s.selectedOptions[0].textContent]);
    assert.deepEqual(chosen, ["1,2,3", `everyone but ${players[0].name} (you play ${players[0].name})`]);
  } finally {
    await context.close();
  }
});

test("xiangqi, two seats: a new reader plays Red against the computer's Black, as before", async () => {
  const context = await env.browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${env.server.url}${await pageOf("xiangqi")}`);
    await page.waitForSelector('[data-bl-board][data-ready="true"]');
    assert.deepEqual(await page.$eval(".bl-computer", (s) => [s.value, s.selectedOptions[0].textContent]), ["1", "Black"]);
  } finally {
    await context.close();
  }
});
