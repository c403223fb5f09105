// The board's features, each on a game that needs it: a capture choice and a capture chain,
// a promotion choice, a drop from hand, keyboard-only play, the permalink round trip, figures,
// undo/redo/reset/flip and errors that are shown rather than hanging the page.
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { clickMove, clickOne, computerDone, legalMoves, openBoard, pageOf, start, state, withPage } from "./support.mjs";

let env;
before(async () => (env = await start()));
after(async () => env && env.close());

async function open(game, hash = "") {
  return openBoard(env.browser, `${env.server.url}${await pageOf(game)}${hash}`);
}

const link = (ruleset, position) =>
  `#${new URLSearchParams({ ruleset, ...(position ? { position } : {}) }).toString()}`;

describe("board features", { concurrency: 3 }, () => {
  test("xialiu-qi: after a capture the mover chooses the two pieces to remove, one click each", async () => {
    await withPage(await open("xialiu-qi", link("main", "ooo1oo/3o2/6/6/2x3/xx1xxx x ply:2")), async (page) => {
      await clickOne(page, { point: "c2" }, 0);
      assert.ok((await state(page)).next.includes("c1"), "c1 is marked as a destination");
      await clickOne(page, { point: "c1" }, 0);
      let now = await state(page);
      assert.equal(now.toMove, 0, "the mover still has pieces to remove");
      assert.deepEqual(now.next, [], "nothing is selected yet");
      await clickOne(page, { point: "c1" }, 0);
      assert.equal((await state(page)).refused, 1, "an own piece cannot be removed");
      await clickOne(page, { point: "a6" }, 0);
      await clickOne(page, { point: "b6" }, 0);
      now = await state(page);
      assert.deepEqual(now.history, ["c2-c1", "xa6", "xb6"]);
      assert.deepEqual(now.listed, now.history);
      assert.equal(now.toMove, 1, "after the removals the turn passes");
      assert.match(await page.getAttribute('.bl-svg [data-point="a6"]', "aria-label"), /a6, empty/);
    });
  });

  test("liu-zi-chong-qi: a capture chain goes on with another click or ends with the pass button", async () => {
    await withPage(await open("liu-zi-chong-qi", link("book", "x3/2xx/3o/x1xx o ply:21")), async (page) => {
      const moves = await legalMoves(page);
      const chainStart = moves.find((m) => m.name === "d2-c2");
      assert.ok(chainStart, "d2-c2 is legal");
      await clickMove(page, chainStart);
      let now = await state(page);
      assert.equal(now.toMove, 1, "the same side moves again in the chain");
      assert.ok(await page.isVisible(".bl-choices .bl-pass"), "ending the chain is offered");
      await page.click(".bl-choices .bl-pass");
      now = await state(page);
      assert.equal(now.history.at(-1), "pass");
      assert.equal(now.toMove, 0);
    });
  });

  test("shogi: entering the zone offers promote / do not promote as buttons", async () => {
    const start = "lnsgkgsnl/1r5b1/pppp1pppp/4P4/9/9/PPPP1PPPP/1B5R1/LN1GKGSNL[Sp] w 0 1";
    await withPage(await open("shogi", link("fairy-stockfish", start)), async (page) => {
      await clickOne(page, { point: "e6" }, 0);
      await clickOne(page, { point: "e7" }, 0);
      assert.equal((await state(page)).plies, 0, "the move waits for the choice");
      const labels = await page.$$eval(".bl-choices [data-choice]", (bs) => bs.map((b) => b.textContent));
      assert.deepEqual(labels.sort(), ["Do not promote", "Promote"]);
      await page.click('.bl-choices [data-choice="+"]');
      const now = await state(page);
      assert.deepEqual(now.history, ["e6e7+"]);
      assert.match(await page.getAttribute('.bl-svg [data-point="e7"]', "aria-label"), /promoted/);
    });
  });

  test("shogi: a piece in hand is dropped by clicking it, then an empty point", async () => {
    const start = "lnsgkgsnl/1r5b1/pppp1pppp/4P4/9/9/PPPP1PPPP/1B5R1/LN1GKGSNL[Sp] w 0 1";
    await withPage(await open("shogi", link("fairy-stockfish", start)), async (page) => {
      await page.click('.bl-svg [data-hand="silver"][data-owner="0"]');
      const marked = (await state(page)).next;
      assert.ok(marked.includes("e5") && !marked.includes("e6"), "empty points are marked, occupied ones not");
      await clickOne(page, { point: "e5" }, 0);
      const now = await state(page);
      assert.deepEqual(now.history, ["S@e5"]);
      assert.doesNotMatch(now.position, /\[S/, "the silver left the hand");
    });
  });

  test("xiangqi: keyboard only: arrows walk the points, Enter selects, Escape cancels", async () => {
    await withPage(await open("xiangqi"), async (page) => {
      const focused = () => page.evaluate(() => document.activeElement?.dataset?.point ?? null);
      // Start from the last link before the board, as a reader tabbing through it would.
      await page.focus(".breadcrumb a");
      await page.keyboard.press("Tab");
      assert.equal(await focused(), "a1", "Tab reaches the board at its first point");
      const walk = async (key, times) => {
        for (let i = 0; i < times; i++) await page.keyboard.press(key);
      };
      await walk("ArrowRight", 7);
      await walk("ArrowUp", 2);
      assert.equal(await focused(), "h3");
      await page.keyboard.press("Enter");
      assert.ok((await state(page)).next.includes("e3"));
      await page.keyboard.press("Escape");
      assert.deepEqual((await state(page)).next, [], "Escape cancels the selection");
      await page.keyboard.press(" ");
      await walk("ArrowLeft", 3);
      assert.equal(await focused(), "e3");
      await page.keyboard.press("Enter");
      let now = await state(page);
      assert.deepEqual(now.history, ["h3e3"]);
      assert.match(now.live, /^Red played C2=5, cannon h3 to e3\./, "the live region names the move in WXF, then the piece and its points");
      await walk("ArrowUp", 5);
      await walk("ArrowRight", 3);
      assert.equal(await focused(), "h8");
      await page.keyboard.press("Enter");
      await walk("ArrowLeft", 3);
      await page.keyboard.press("Enter");
      now = await state(page);
      assert.deepEqual(now.history, ["h3e3", "h8e8"]);
      const role = await page.getAttribute('.bl-svg [data-point="e8"]', "role");
      assert.equal(role, "button");
      assert.match(await page.getAttribute('.bl-svg [data-point="e8"]', "aria-label"), /e8, .*cannon/);
      assert.deepEqual(page.problems, []);
    });
  });

  test("permalink: ruleset, start position and moves come back in a new page", async () => {
    await withPage(await open("liu-zi-chong-qi"), async (page) => {
      await page.selectOption(".bl-ruleset", "commentator");
      for (let i = 0; i < 3; i++) {
        const moves = await legalMoves(page);
        await clickMove(page, moves[i % moves.length]);
      }
      const played = await state(page);
      const href = await page.getAttribute(".bl-permalink", "href");
      assert.match(href, /ruleset=commentator/);
      await withPage(await openBoard(env.browser, `${env.server.url}${await pageOf("liu-zi-chong-qi")}${href}`), async (copy) => {
        const restored = await state(copy);
        assert.equal(restored.ruleset, "commentator");
        assert.deepEqual(restored.history, played.history);
        assert.equal(restored.position, played.position);
      });
    });
  });

  test("permalink: a set-up start position round-trips", async () => {
    const start = "lnsgkgsnl/1r5b1/pppp1pppp/4P4/9/9/PPPP1PPPP/1B5R1/LN1GKGSNL[Sp] w - - 0 1";
    await withPage(await open("shogi", link("fairy-stockfish", start)), async (page) => {
      await clickMove(page, (await legalMoves(page)).find((m) => m.name === "S@e5"));
      const href = await page.getAttribute(".bl-permalink", "href");
      await withPage(await openBoard(env.browser, `${env.server.url}${await pageOf("shogi")}${href}`), async (copy) => {
        const restored = await state(copy);
        assert.deepEqual(restored.history, ["S@e5"]);
        assert.equal(restored.position, (await state(page)).position);
        await copy.click('[data-action="reset"]');
        assert.equal((await state(copy)).position, start, "reset returns to the linked start");
      });
    });
  });

  test("er-chi-yi: 'play from this figure' sets up the figure's position", async () => {
    await withPage(await open("er-chi-yi"), async (page) => {
      const position = await page.getAttribute("[data-bl-figure]", "data-position");
      await page.click("[data-bl-figure] .bl-play-figure");
      const now = await state(page);
      assert.equal(now.position, position);
      assert.equal(now.plies, 0);
    });
  });

  test("xiangqi: undo, redo, reset and flip", async () => {
    await withPage(await open("xiangqi"), async (page) => {
      const moves = await legalMoves(page);
      await clickMove(page, moves.find((m) => m.name === "h3e3"));
      await clickMove(page, (await legalMoves(page)).find((m) => m.name === "h8e8"));
      await page.click('[data-action="undo"]');
      assert.deepEqual((await state(page)).history, ["h3e3"]);
      await page.click('[data-action="redo"]');
      assert.deepEqual((await state(page)).history, ["h3e3", "h8e8"]);
      const upright = (await state(page)).svg;
      await page.click('[data-action="flip"]');
      assert.notEqual((await state(page)).svg, upright, "flipping redraws the board");
      await page.click('[data-action="reset"]');
      const now = await state(page);
      assert.equal(now.plies, 0);
      assert.deepEqual(now.listed, []);
    });
  });

  test("xiangqi: the computer thinks in a Web Worker and replies; the page answers clicks meanwhile", async () => {
    await withPage(await open("xiangqi"), async (page) => {
      await page.selectOption(".bl-time", "3000");
      await page.selectOption(".bl-computer", "1");
      await clickMove(page, (await legalMoves(page)).find((m) => m.name === "h3e3"));
      assert.ok((await state(page)).thinking, "the computer is thinking");
      // The search runs in a Web Worker: while it thinks, the page answers a reader's click.
      // Playwright hears of a new worker a moment after the page starts it.
      const worker =
        page.workers()[0] ?? (await page.waitForEvent("worker", { timeout: 3000 }).catch(() => null));
      assert.ok(worker, "a Web Worker was started for the computer");
      const flippedBefore = (await state(page)).svg;
      await page.click('[data-action="flip"]');
      const during = await state(page);
      assert.ok(during.thinking, "the flip was handled while the computer was still thinking");
      assert.notEqual(during.svg, flippedBefore, "the board flipped while the computer thought");
      // The limit is 3 s a move; computerDone's 20 s bound only catches a hung search.
      await computerDone(page);
      const now = await state(page);
      assert.equal(now.plies, 2, "the computer replied");
      assert.match(await page.textContent(".bl-live"), /played/);
      // Undo against the computer takes back its reply and the reader's move.
      await page.click('[data-action="undo"]');
      assert.equal((await state(page)).plies, 0);
      assert.deepEqual(page.problems, []);
    });
  });

  test("xiangqi: the Level selector reaches the search: level 1 answers long before the time limit", async () => {
    await withPage(await open("xiangqi"), async (page) => {
      await page.selectOption(".bl-time", "3000");
      await page.selectOption(".bl-level", "1");
      await page.selectOption(".bl-computer", "1");
      const started = Date.now();
      await clickMove(page, (await legalMoves(page)).find((m) => m.name === "h3e3"));
      await computerDone(page);
      const took = Date.now() - started;
      assert.equal((await state(page)).plies, 2, "the computer replied");
      // One ply and its captures: a few thousand positions, not 3 s of search.
      assert.ok(took < 2000, `level 1 took ${took} ms`);
      const searched = Number(await page.getAttribute("[data-bl-board]", "data-computer-playouts"));
      assert.ok(searched > 0 && searched < 100000, `${searched} positions searched at level 1`);
      assert.deepEqual(page.problems, []);
    });
  });

  test("the result and its rule are shown when the game ends", async () => {
    // Black has one piece left; White's step makes the last capture.
    await withPage(await open("er-chi-yi", link("main", "5/5/5/5/xxxxx o")), async (page) => {
      const now = await state(page);
      assert.ok(now.outcome, "the position is over");
      const status = await page.textContent(".bl-status");
      assert.match(status, /Game over: .* by rule: /);
      // The rule is a phrase, said in the page's words rather than shown as its id.
      assert.match(now.outcome.rule.id, /^board-rule-/);
      assert.ok(!status.includes(now.outcome.rule.id), status);
    });
  });

  test("a broken link shows an error instead of a hung page", async () => {
    await withPage(await open("xiangqi", "#ruleset=main&position=not-a-position&m=h3e3"), async (page) => {
      const now = await state(page);
      assert.match(now.error, /Cannot start this game/);
      assert.equal(now.plies, 0, "the start position is shown instead");
      await withPage(await open("xiangqi", "#ruleset=main&m=h3e3&m=zz99"), async (bad) => {
        const partly = await state(bad);
        assert.deepEqual(partly.history, ["h3e3"]);
        assert.match(partly.error, /Move 2 of the link \(zz99\) is not legal/);
      });
    });
  });
});
