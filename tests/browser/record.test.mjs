// The game page as a reader meets it, and the board's record: the board within the first screen
// and no sideways scrolling or menu cut short on a phone, few Tabs to the board; the move list (jump to a ply, ← →,
// a variation from an earlier ply, numbers past 20); the record as text exported and imported
// back; the hint; a capture chain; the throw and the computer's seats in a four-player race; and
// the computer moving whenever it is its turn (after Undo then Redo, on a link, after "Play from
// this figure", after a jump in the record).
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { boardPages, clickMove, clickOne, computerDone, legalMoves, openBoard, pageOf, start, state, withPage } from "./support.mjs";

const pages = await boardPages();
let env;
before(async () => (env = await start()));
after(async () => env && env.close());

async function open(game, hash = "", options = {}) {
  return openBoard(env.browser, `${env.server.url}${await pageOf(game)}${hash}`, options);
}

/** Waits until the game shows `plies` plies and the computer is done; fails after `ms`. */
async function pliesWithin(page, plies, ms) {
  await page.waitForFunction(
    (n) => {
      const root = document.querySelector("[data-bl-board]");
      return Number(root.dataset.plies) >= n && root.dataset.thinking !== "true";
    },
    plies,
    { timeout: ms },
  );
  return state(page);
}

/** Makes the move named `name` by its clicks, without waiting for anything after it. */
async function play(page, name) {
  const before = await state(page);
  const move = (await legalMoves(page)).find((m) => m.name === name);
  assert.ok(move, `${name} is legal`);
  for (const click of move.clicks) await clickOne(page, click, before.toMove);
}

/** The limit the tests allow the computer: its 0.3 s thinking time plus loading the worker. */
const COMPUTER_LIMIT_MS = 8000;

describe("every game page at a desktop's and a phone's size", { concurrency: 2 }, () => {
  for (const { game, url } of pages) {
    test(`${game}: board in the first screen at 1366x900 and at 390x844, no sideways scrolling on the phone`, async () => {
      const context = await env.browser.newContext({ viewport: { width: 1366, height: 900 } });
      const page = await context.newPage();
      const problems = [];
      page.on("console", (m) => {
        // Chromium asks for a favicon the page does not name; that is not the page's doing.
        if (m.type() === "error" && !m.location().url.endsWith("/favicon.ico")) problems.push(m.text());
      });
      page.on("pageerror", (e) => problems.push(e.message));
      try {
        await page.goto(env.server.url + url);
        await page.waitForSelector('[data-bl-board][data-ready="true"]', { timeout: 15000 });
        const box = await page.locator(".bl-svg svg").boundingBox();
        assert.ok(box, "the board is drawn");
        assert.ok(box.y >= 0 && box.y + box.height / 2 <= 900, `the board's top half is on the first screen (top ${box.y}, height ${box.height})`);
        await page.setViewportSize({ width: 390, height: 844 });
        // On a phone too the board comes first: above the summary, its top on the first screen.
        const phone = await page.evaluate(() => {
          window.scrollTo(0, 0);
          const top = (selector) => document.querySelector(selector)?.getBoundingClientRect().top;
          return { board: top(".bl-svg svg"), summary: top("#summary") };
        });
        assert.ok(phone.board < phone.summary && phone.board < 844, `the board leads at 390 px: ${JSON.stringify(phone)}`);
        const widths = await page.evaluate(() => {
          const root = document.documentElement;
          const wide = [...document.querySelectorAll("body *")]
            .filter((e) => e.getBoundingClientRect().right > root.clientWidth + 1)
            .filter((e) => !e.closest(".table-scroll, .bl-moves, .diff, .skip, .visually-hidden, .bl-visually-hidden"))
            .slice(0, 3)
            .map((e) => `${e.tagName.toLowerCase()}.${e.className}`);
          return { scroll: root.scrollWidth, client: root.clientWidth, wide };
        });
        assert.ok(widths.scroll <= widths.client, `the page scrolls sideways at 390 px: ${JSON.stringify(widths)}`);
        // Every menu of the board as wide as its longest choice, or else as wide as the line:
        // none cut short beside its label while there is room.
        const cut = await page.evaluate(() =>
          [...document.querySelectorAll(".bl-board-controls select")]
            .filter((select) => {
              const whole = select.cloneNode(true);
              Object.assign(whole.style, { position: "absolute", visibility: "hidden", maxWidth: "none", width: "auto" });
              select.parentElement.append(whole);
              const needed = whole.getBoundingClientRect().width;
              whole.remove();
              const width = select.getBoundingClientRect().width;
              return width + 0.5 < needed && width + 0.5 < select.parentElement.getBoundingClientRect().width;
            })
            .map((select) => `${select.className}: ${select.selectedOptions[0]?.textContent}`),
        );
        assert.deepEqual(cut, [], "menus cut short at 390 px");
        assert.deepEqual(problems, [], "no console errors");
      } finally {
        await context.close();
      }
    });
  }
});

describe("the board's record, hint, chains and the computer", { concurrency: 3 }, () => {
  test("xiangqi: the keyboard reaches the board in a few Tabs", async () => {
    await withPage(await open("xiangqi"), async (page) => {
      let tabs = 0;
      while (tabs < 30) {
        await page.keyboard.press("Tab");
        tabs += 1;
        if (await page.evaluate(() => Boolean(document.activeElement.closest(".bl-svg")))) break;
      }
      assert.ok(tabs <= 12, `${tabs} Tabs to reach the board`);
    });
  });

  test("xiangqi: a record exported as text and imported back restores the same position", async () => {
    await withPage(await open("xiangqi", "#ruleset=main&m=h3e3&m=h8e8&m=b1c3"), async (page) => {
      const played = await state(page);
      await page.click(".bl-record-text summary");
      const text = await page.inputValue(".bl-record");
      assert.match(text, /^\[Game "xiangqi"\]\n\[Ruleset "main"\]\n\[FEN "rnbakabnr\/9\/1c5c1\/p1p1p1p1p\/9\/9\/P1P1P1P1P\/1C5C1\/9\/RNBAKABNR w - - 0 1"\]\n\[Notation "wxf"\]\n\n1\. C2=5 C8=5 2\. H8\+7\n$/);
      await page.click('[data-action="reset"]');
      assert.equal((await state(page)).plies, 0);
      await page.fill(".bl-record", "[Ruleset \"main\"]\n1. h3e3 h9h1");
      await page.click('[data-action="load"]');
      assert.match(await page.textContent(".bl-record-error"), /Move 2 \(h9h1\) is not legal/);
      assert.equal((await state(page)).plies, 0, "a bad record changes nothing");
      await page.fill(".bl-record", text);
      await page.click('[data-action="load"]');
      const restored = await state(page);
      assert.equal(restored.position, played.position);
      assert.deepEqual(restored.history, played.history);
    });
  });

  test("xiangqi: clicking an earlier move shows its position, ← → step, a move there opens a variation", async () => {
    await withPage(await open("xiangqi", "#ruleset=main&m=h3e3&m=h8e8&m=b1c3&m=b10c8"), async (page) => {
      const afterTwo = await open("xiangqi", "#ruleset=main&m=h3e3&m=h8e8");
      const expected = (await state(afterTwo)).position;
      await afterTwo.closeAll();
      await page.click('.bl-moves [data-ply="2"]');
      let now = await state(page);
      assert.equal(now.position, expected, "the position after the second move");
      assert.equal(now.line, 4, "the rest of the line is kept");
      await page.keyboard.press("ArrowRight");
      assert.equal((await state(page)).plies, 3);
      await page.keyboard.press("ArrowLeft");
      await page.keyboard.press("ArrowLeft");
      assert.equal((await state(page)).plies, 1);
      await clickMove(page, (await legalMoves(page)).find((m) => m.name === "b8e8"));
      now = await state(page);
      assert.deepEqual(now.history, ["h3e3", "b8e8"]);
      assert.deepEqual(now.listed, ["h3e3", "h8e8", "b1c3", "b10c8"], "the main line is kept");
      assert.deepEqual(now.variations, [["b8e8"]], "the new move is a variation of h8e8");
    });
  });

  test("xiangqi: moves are numbered by moves, numbers past 20 shown whole, captures marked", async () => {
    await withPage(await open("xiangqi"), async (page) => {
      await page.evaluate(() => {
        const board = document.querySelector("[data-bl-board]").boardlore;
        // Quiet moves picked by a stride, not always the first, so the line does not shuffle
        // back and forth into the repetition rule that would end the game.
        for (let i = 0; i < 45 && board.legalMoves().length; i++) {
          const moves = board.legalMoves();
          const quiet = moves.filter((m) => !m.capture);
          board.playMove(quiet.length ? quiet[(i * 7) % quiet.length] : moves[0]);
        }
      });
      const now = await state(page);
      assert.equal(now.plies, 45);
      assert.deepEqual(now.numbers, Array.from({ length: 23 }, (_, i) => `${i + 1}.`));
      await withPage(await open("xiangqi", "#ruleset=main&m=h3h10"), async (capture) => {
        assert.match(await capture.textContent('.bl-moves [data-ply="1"]'), /^C2\+7×$/, "the cannon's capture is marked beside its WXF name");
      });
    });
  });

  test("xiangqi: Best move marks a legal move without playing it", async () => {
    await withPage(await open("xiangqi"), async (page) => {
      await page.click('[data-action="hint"]');
      await page.waitForFunction(() => document.querySelector("[data-bl-board]").dataset.hint !== "", null, { timeout: COMPUTER_LIMIT_MS });
      const hint = await page.getAttribute("[data-bl-board]", "data-hint");
      const names = (await legalMoves(page)).map((m) => m.name);
      assert.ok(names.includes(hint), `${hint} is legal`);
      assert.ok((await page.locator(".bl-svg .bl-hint").count()) >= 2, "its points are marked");
      assert.equal((await state(page)).plies, 0, "nothing was played");
    });
  });

  test("wang-tiao-qi: a king that must go on jumping is marked and its next landing point takes one click", async () => {
    await withPage(await open("wang-tiao-qi", `#ruleset=book&position=${encodeURIComponent("8/8/8/3o4/8/3o4/2x5/o7 x kings:c2")}`), async (page) => {
      await clickOne(page, { point: "c2" }, 0);
      await clickOne(page, { point: "e4" }, 0);
      let now = await state(page);
      assert.deepEqual(now.history, ["c2-e4"]);
      assert.equal(await page.getAttribute("[data-bl-board]", "data-continuing"), "e4");
      assert.ok(await page.locator('.bl-svg [data-point="e4"].bl-selected').count(), "the jumping piece is marked");
      assert.ok(now.next.includes("c6"), "its landing point is marked");
      await clickOne(page, { point: "c6" }, 0);
      now = await state(page);
      assert.deepEqual(now.history, ["c2-e4", "e4-c6"]);
      assert.equal(now.refused, 0);
    });
  });

  test("ashtapada: the throw is shown before the move; the computer can take every seat but the reader's", async () => {
    await withPage(await open("ashtapada", "#ruleset=main"), async (page) => {
      const throwShown = await page.getAttribute("[data-bl-board]", "data-throw");
      assert.match(throwShown, /^\d+$/);
      assert.match(await page.textContent(".bl-status"), new RegExp(`the throw is ${throwShown}`));
      const seats = await page.$$eval(".bl-computer option", (os) => os.map((o) => [o.value, o.textContent]));
      const others = seats.find(([value]) => value === "1,2,3");
      assert.ok(others, `a choice of every seat but the first: ${JSON.stringify(seats)}`);
      await page.selectOption(".bl-time", "300");
      await page.selectOption(".bl-computer", "1,2,3");
      const moves = await legalMoves(page);
      await clickMove(page, moves[0]);
      await page.waitForFunction(
        () => {
          const root = document.querySelector("[data-bl-board]");
          return (root.dataset.toMove === "0" || root.dataset.outcome) && root.dataset.thinking !== "true";
        },
        null,
        { timeout: 30000 },
      );
      const now = await state(page);
      assert.ok(now.plies >= 4 || now.outcome, `the computer played the other three seats (${now.plies} plies)`);
      assert.deepEqual(page.problems, []);
    });
  });
});

describe("the computer moves whenever it is its turn", { concurrency: 3 }, () => {
  test("xiangqi: after Undo then Redo with the computer on", async () => {
    await withPage(await open("xiangqi", "", { computer: "1" }), async (page) => {
      await play(page, "h3e3");
      await pliesWithin(page, 2, COMPUTER_LIMIT_MS);
      await page.click('[data-action="undo"]');
      assert.equal((await state(page)).plies, 0, "Undo takes back the computer's reply and the reader's move");
      await page.click('[data-action="redo"]');
      let now = await state(page);
      assert.equal(now.plies, 2, "Redo replays both");
      await play(page, (await legalMoves(page)).find((m) => !m.capture).name);
      await pliesWithin(page, 4, COMPUTER_LIMIT_MS);
      // Taken back without the computer, then replayed with it: its turn at the end of the line.
      await page.selectOption(".bl-computer", "");
      await page.click('[data-action="undo"]');
      await page.click('[data-action="undo"]');
      assert.equal((await state(page)).plies, 2);
      await page.selectOption(".bl-computer", "1");
      assert.equal((await state(page)).thinking, false, "the computer waits while the reader looks back");
      await page.click('[data-action="redo"]');
      now = await pliesWithin(page, 4, COMPUTER_LIMIT_MS);
      assert.equal(now.plies, 4);
      assert.equal(now.toMove, 0);
    });
  });

  test("xiangqi: a permalink whose last move leaves the computer to move", async () => {
    await withPage(await open("xiangqi", "#ruleset=main&m=h3e3&m=b8b9&m=b1c3", { computer: "1" }), async (page) => {
      const now = await pliesWithin(page, 4, COMPUTER_LIMIT_MS);
      assert.equal(now.toMove, 0, "the computer answered and the reader is to move");
      assert.deepEqual(page.problems, []);
    });
  });

  test("xiangqi: after a jump in the record back to the end of the line", async () => {
    await withPage(await open("xiangqi", "#ruleset=main&m=h3e3&m=h8e8", { computer: "" }), async (page) => {
      await page.click('.bl-moves [data-ply="1"]');
      await page.selectOption(".bl-computer", "1");
      let now = await state(page);
      assert.equal(now.toMove, 1, "Black, the computer's seat, is to move at the ply shown");
      assert.equal(now.thinking, false, "browsing an earlier ply, the computer waits");
      assert.match(await page.textContent(".bl-status"), /the computer waits/);
      await page.keyboard.press("ArrowRight");
      now = await state(page);
      assert.equal(now.plies, 2, "→ steps to the end of the line, Red's turn");
      // A line that ends on the computer's turn: it moves as soon as the end is shown again.
      await page.evaluate(() => document.querySelector("[data-bl-board]").boardlore.line.pop());
      await page.keyboard.press("Home");
      assert.equal((await state(page)).plies, 0);
      await page.keyboard.press("End");
      now = await pliesWithin(page, 2, COMPUTER_LIMIT_MS);
      assert.equal(now.plies, 2, "the computer answered h3e3");
      assert.equal(now.toMove, 0);
    });
  });

  for (const { game, url } of pages) {
    test(`${game}: after "Play from this figure", on every figure with a position`, async (t) => {
      await withPage(await openBoard(env.browser, env.server.url + url), async (page) => {
        const count = await page.locator(".bl-play-figure").count();
        if (!count) return t.skip("no figure to play from");
        for (let i = 0; i < count; i++) {
          await page.selectOption(".bl-computer", "");
          await page.locator(".bl-play-figure").nth(i).click();
          const set = await state(page);
          const href = await page.getAttribute(".bl-permalink", "href");
          assert.equal(new URLSearchParams(href.slice(1)).get("position"), set.position, "the permalink holds the figure's position");
          if (set.outcome || set.error) continue;
          // The computer takes the side to move, then the figure is set up again.
          const seat = String(set.toMove);
          if (!(await page.$$eval(".bl-computer option", (os, v) => os.some((o) => o.value === v), seat))) continue;
          await page.selectOption(".bl-computer", seat);
          await computerDone(page);
          await page.locator(".bl-play-figure").nth(i).click();
          const now = await pliesWithin(page, 1, COMPUTER_LIMIT_MS);
          assert.ok(now.plies >= 1, `figure ${i + 1}: the computer moved`);
        }
        assert.deepEqual(page.problems, []);
      });
    });
  }
});
