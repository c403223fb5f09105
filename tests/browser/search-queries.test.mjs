// Search that forgives (issue 48, point 6): what readers type for a game, with its spelling,
// spacing and script as they come, finds that game among the first three results. Each query
// names the game it must find; the ranks are printed ("# rank") so that they can be quoted.
// "captures" stands for English stemming: it must find, among the results shown, a page that
// says "capturing" (the highlighted word of an excerpt), which prefix matching alone does not;
// the pages named for capturing ("Capture Chess", "Capture King") rightly come before it.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { gameOf, search } from "./search-support.mjs";
import { start } from "./support.mjs";

let env;
before(async () => (env = await start()));
after(async () => env && env.close());

/** How many of the first results a query's game must be among. */
const TOP = 3;

/** How many results the search box shows. */
const SHOWN = 10;

/** A hit that says "capturing", highlighted as a match. */
const SAYS_CAPTURING = "a page saying “capturing”";

const QUERIES = [
  // Pinyin spaced and unspaced, other romanisations and small misspellings.
  ["xiangqi", "xiangqi"],
  ["xiang qi", "xiangqi"],
  ["xiangchi", "xiangqi"],
  ["hsiang chi", "xiangqi"],
  ["xianqi", "xiangqi"],
  ["xiangqui", "xiangqi"],
  ["liuzi chong", "liu-zi-chong-qi"],
  ["liu zi chong chi", "liu-zi-chong-qi"],
  ["wu hu chi", "wuhuqi"],
  // English names and aliases first.
  ["chinese chess", "xiangqi"],
  ["shogi", "shogi"],
  ["japanese chess", "shogi"],
  ["korean chess", "janggi"],
  ["hare and wolf", "tu-lang-qi"],
  ["sorghum chess", "sha-shu-shu"],
  // Chinese names, whole or in part.
  ["六子冲", "liu-zi-chong-qi"],
  ["冲棋", "liu-zi-chong-qi"],
  ["五虎棋", "wuhuqi"],
  ["猫捉老鼠", "mao-zhuo-laoshu"],
  // A word of the texts, and English stemming.
  ["sente", "shogi"],
  ["captures", SAYS_CAPTURING],
];

/** The 1-based rank of the first hit that is `expected`, or 0 when no shown hit is. */
function rankOf(hits, expected) {
  const at = hits.findIndex((hit) =>
    expected === SAYS_CAPTURING
      ? hit.marks.some((word) => /^capturing$/i.test(word))
      : gameOf(hit.href) === expected,
  );
  return at + 1;
}

for (const [query, expected] of QUERIES) {
  const within = expected === SAYS_CAPTURING ? SHOWN : TOP;
  test(`"${query}" finds ${expected} among the first ${within}`, async () => {
    const found = await search(env, "/", query);
    await found.context.close();
    const rank = rankOf(found.hits, expected);
    const top = found.hits.slice(0, 5).map((hit) => gameOf(hit.href));
    console.log(`rank ${rank || "-"} of ${found.total}: "${query}" -> ${expected} (top: ${top.join(", ")})`);
    assert.deepEqual(found.problems, []);
    assert.ok(rank >= 1 && rank <= within, `"${query}": ${expected} at ${rank || "none"} in ${top.join(", ")}`);
  });
}
