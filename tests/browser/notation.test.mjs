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
