// Each tradition's move notation in the record: chosen beside the move list, remembered per
// tradition, used by the list, the announcements and the record as text; a record written in a
// style, or a bare FEN line, loads back.
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { openGame, playNamed, start, state, withPage } from "./support.mjs";

let env;
before(async () => (env = await start()));
after(async () => env && env.close());

const open = (game, hash = "") => openGame(env, game, hash);


/** The names the move list shows. */
function shown(page) {
  return page.$$eval(".bl-move-row .bl-move", (buttons) =>
    buttons.map((b) => [...b.childNodes].filter((n) => n.nodeType === 3).map((n) => n.textContent).join("")),
  );
}

describe("move notation", () => {
  test("a new reader reads each tradition's own notation: WXF for xiangqi, Japanese for shogi", async () => {
    await withPage(await open("xiangqi"), async (page) => {
      await playNamed(page, "h3e3");
      assert.equal(await page.inputValue(".bl-notation"), "wxf");
      assert.deepEqual(await shown(page), ["C2=5"]);
      assert.match(await page.textContent(".bl-status"), /Last move: C2=5\./, "the status names it so too");
    });
    await withPage(await open("shogi"), async (page) => {
      assert.equal(await page.inputValue(".bl-notation"), "japanese");
    });
  });

  test("xiangqi: WXF shows the central cannon as C2=5, Chinese as 炮二平五", async () => {
    await withPage(await open("xiangqi"), async (page) => {
      await playNamed(page, "h3e3");
      await page.selectOption(".bl-notation", "wxf");
      assert.deepEqual(await shown(page), ["C2=5"]);
      await page.selectOption(".bl-notation", "chinese");
      assert.deepEqual(await shown(page), ["炮二平五"]);
      await playNamed(page, "h10g8");
      assert.deepEqual(await shown(page), ["炮二平五", "馬8進7"]);
      assert.match((await state(page)).live, /馬8進7/, "the announcement names the move in the style");
      assert.deepEqual((await state(page)).history, ["h3e3", "h10g8"], "the record keeps the engine's names");
      await page.click(".bl-record-text summary");
      const text = await page.inputValue(".bl-record");
      assert.match(text, /\[FEN "/);
      assert.match(text, /\[Notation "chinese"\]/);
      assert.match(text, /1\. 炮二平五 馬8進7/);
    });
  });

  test("the chosen style is remembered for the tradition", async () => {
    await withPage(await open("xiangqi"), async (page) => {
      await page.selectOption(".bl-notation", "chinese");
      await page.reload();
      await page.waitForSelector('[data-bl-board][data-ready="true"]');
      assert.equal(await page.inputValue(".bl-notation"), "chinese");
    });
  });

  test("shogi: the Japanese style shows ７六歩", async () => {
    await withPage(await open("shogi"), async (page) => {
      await page.selectOption(".bl-notation", "japanese");
      await playNamed(page, "c3c4");
      assert.deepEqual(await shown(page), ["７六歩"]);
    });
  });

  test("shogi: the board is numbered as the record is, files 9 to 1 along the top, ranks 一 to 九 or a to i down the right", async () => {
    await withPage(await open("shogi"), async (page) => {
      const edges = () =>
        page.$$eval("[data-bl-board] svg .bl-coordinates text", (texts) => texts.map((t) => t.textContent));
      await page.selectOption(".bl-notation", "japanese");
      const japanese = await edges();
      assert.deepEqual(japanese.slice(0, 9), ["9", "8", "7", "6", "5", "4", "3", "2", "1"], "files from Sente's left");
      // Ranks are drawn from Sente's side up: 九 nearest Sente, 一 at the top.
      assert.deepEqual(japanese.slice(9), [..."九八七六五四三二一"]);
      await page.selectOption(".bl-notation", "western");
      const western = await edges();
      assert.deepEqual(western.slice(0, 9), japanese.slice(0, 9));
      assert.deepEqual(western.slice(9), [..."ihgfedcba"]);
      await playNamed(page, "c3c4");
      assert.deepEqual(await shown(page), ["P-7f"]);
      assert.match((await state(page)).live, /P-7f, pawn 7g to 7f/, "the points are named as the edges number them");
    });
  });

  test("shogi: the record as text carries an SFEN, and a record with only the SFEN loads", async () => {
    await withPage(await open("shogi"), async (page) => {
      await page.selectOption(".bl-notation", "japanese");
      await playNamed(page, "c3c4");
      await page.click(".bl-record-text summary");
      const text = await page.inputValue(".bl-record");
      assert.match(text, /\[SFEN "lnsgkgsnl\/1r5b1\/ppppppppp\/9\/9\/9\/PPPPPPPPP\/1B5R1\/LNSGKGSNL b - 1"\]/);
      const withoutFen = text.replace(/^\[FEN .*\n/m, "");
      await page.fill(".bl-record", withoutFen);
      await page.click('[data-action="load"]');
      const now = await state(page);
      assert.equal(now.error, "");
      assert.deepEqual(now.history, ["c3c4"]);
    });
  });

  test("a plain FEN line and moves written in WXF load", async () => {
    await withPage(await open("xiangqi"), async (page) => {
      await page.click(".bl-record-text summary");
      await page.fill(".bl-record", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1\n\n1. C2=5 H8+7\n");
      await page.click('[data-action="load"]');
      const now = await state(page);
      assert.equal(now.error, "");
      assert.deepEqual(now.history, ["h3e3", "h10g8"]);
    });
  });
});
