// The forgiving name match of the search box (theme/search-names.js), without a browser: how
// pinyin is folded and which names a query spells, over a small list of games in the shape of
// data/games.json.
import assert from "node:assert/strict";
import { test } from "node:test";
import { editDistance, nameMatches, plain, sound } from "../../theme/search-names.js";

const GAMES = [
  { id: "xiangqi", url: "games/xiangqi/", names: { en: "Xiangqi", zh: "象棋", pinyin: "Xiàngqí", aliases: ["Chinese Chess"] } },
  { id: "xiangyu", url: "games/xiangyu/", names: { en: "Mutual-Approach Chess", zh: "相遇棋", pinyin: "Xiāngyù Qí", aliases: [] } },
  { id: "duzi", url: "games/duzi/", names: { en: "Duziqi (Lone Piece Game)", zh: "独子棋", pinyin: "Dúzǐ Qí", aliases: [] } },
  { id: "senterej", url: "games/senterej/", names: { en: "Senterej", aliases: ["Ethiopian Chess"] } },
];

const ids = (query) => nameMatches(GAMES, query).map((match) => match.game.id);

test("text is reduced to what is typed: no tones, case, spaces or hyphens", () => {
  assert.equal(plain("Liùzǐ Chōng-Qí"), "liuzichongqi");
  assert.equal(plain("六子 冲棋"), "六子冲棋");
});

test("Wade–Giles spellings of pinyin fold to the same sound", () => {
  assert.equal(sound("hsiang chi"), sound("xiangqi"));
  assert.equal(sound("Chung"), sound("zhong"));
  assert.equal(sound("tzu"), sound("zu"));
  assert.notEqual(sound("shogi"), sound("xiangqi"));
});

test("edit distance counts insertions, deletions and substitutions", () => {
  assert.equal(editDistance("xianqi", "xiangqi"), 1);
  assert.equal(editDistance("xiangqui", "xiangqi"), 1);
  assert.equal(editDistance("kitten", "sitting"), 3);
});

test("a name spelt, spaced, romanised or slightly misspelt finds its game first", () => {
  for (const query of ["xiangqi", "Xiang Qi", "xiangchi", "hsiang chi", "xianqi", "xiangqui", "象棋", "chinese chess"]) {
    assert.equal(ids(query)[0], "xiangqi", query);
  }
  assert.deepEqual(ids("lone piece game"), ["duzi"]);
  assert.deepEqual(ids("duziqi"), ["duzi"]);
  assert.deepEqual(ids("独子"), ["duzi"]);
});

test("words that spell no name, or too little of one, match nothing", () => {
  assert.deepEqual(ids("chess"), []);
  assert.deepEqual(ids("xi"), []);
  assert.deepEqual(ids("zzyzxqwv"), []);
  assert.deepEqual(ids("sen"), []);
});
