// The site search's own index (theme/search-index.js), without a browser: a bundle of four
// pages written here by hand in the build's format, read through an in-memory `getJson`, and
// the queries a reader types answered from it: which pages, in which order, and the excerpts.
import assert from "node:assert/strict";
import { test } from "node:test";
import { open, queryTerms, shardKey } from "../../theme/search-index.js";

const PAGES = [
  {
    url: "games/xiangqi/",
    meta: { title: "Xiangqi", zh: "象棋", pinyin: "Xiàngqí" },
    filters: { family: ["Chess games"], mechanic: ["promotion"] },
    length: 40,
  },
  { url: "games/senterej/", meta: { title: "Senterej" }, filters: { family: ["Chess games"] }, length: 30 },
  { url: "games/go/", meta: { title: "Go" }, filters: { family: ["Territory games"] }, length: 30 },
  { url: "zh/games/liuzi/", meta: { title: "Liuzichong", zh: "六子冲" }, filters: { family: ["Folk games"] }, length: 10 },
];

const FILTERS = { family: { "Chess games": 2, "Territory games": 1, "Folk games": 1 }, mechanic: { promotion: 1 } };

// Each page's text by section. Senterej's name is on the page only in a line the index reads
// but the text leaves out, so no section of it says "Senterej".
const TEXTS = [
  [
    { anchor: "", title: "Xiangqi", text: "Xiangqi is the chess of China; each side has sixteen pieces (象棋每方有十六子). A piece captures by moving onto an enemy piece." },
    { anchor: "rules", title: "Rules", text: 'Capturing the general ends the game, <quickly> & "fairly".' },
  ],
  [
    {
      anchor: "",
      title: "Senterej",
      text: "Ethiopian chess was played at the court and in the villages, with an opening in which both players move freely, without taking turns, until the first capture is made.",
    },
  ],
  [{ anchor: "", title: "Go", text: "In Go, a move is sente when the opponent must answer it. A stone captures by surrounding." }],
  [{ anchor: "", title: "六子冲", text: "六子冲是一种棋。子冲出去就能吃子。" }],
];

// The index's words (folded) and their stems, and each stem's postings [page, weighted count]
// (a word in a name heading counts 10). Only the words the tests ask about are listed.
const WORDS = {
  xiangqi: "xiangqi", chess: "chess", captures: "captur", capturing: "captur", capture: "captur",
  piece: "piec", sente: "sent", senterej: "senterej", ethiopian: "ethiopian", stone: "stone",
  象: "象", 棋: "棋", 象棋: "象棋", 六: "六", 子: "子", 六子: "六子", 子冲: "子冲", 冲: "冲",
};
const STEMS = {
  xiangqi: [[0, 11]], chess: [[0, 1], [1, 1]], captur: [[0, 2], [1, 1], [2, 1]], piec: [[0, 2]],
  sent: [[2, 1]], senterej: [[1, 11]], ethiopian: [[1, 1]], stone: [[2, 1]],
  象: [[0, 1]], 棋: [[0, 1], [3, 1]], 象棋: [[0, 1]], 六: [[0, 1], [3, 11]], 子: [[0, 1], [3, 13]],
  六子: [[0, 1], [3, 11]], 子冲: [[3, 12]], 冲: [[3, 12]],
};

// The bundle's files by path, each word and its stem's postings in the file of the word's key.
function bundleFiles() {
  const files = { "pages.json": { version: 1, pages: PAGES, filters: FILTERS } };
  for (const [word, stem] of Object.entries(WORDS)) {
    const shard = (files[`terms/${shardKey(word)}.json`] ??= { words: {}, stems: {} });
    shard.words[word] = stem;
    shard.stems[stem] = STEMS[stem];
  }
  TEXTS.forEach((sections, i) => (files[`text/${i}.json`] = { sections }));
  return files;
}

/** The bundle opened at /search/ under `root`; `read` lists the files fetched. */
function bundle({ root = "/", without = [], text = {} } = {}) {
  const files = bundleFiles();
  for (const path of without) delete files[path];
  for (const [i, sections] of Object.entries(text)) files[`text/${i}.json`] = { sections };
  const read = [];
  const getJson = async (url) => {
    read.push(url);
    const path = url.slice(`${root}search/`.length);
    return Object.hasOwn(files, path) ? structuredClone(files[path]) : null;
  };
  return { index: open(`${root}search/`, { root, getJson }), read };
}

/** The urls of the pages a query finds, best first. */
async function urls(query, filters, index = bundle().index) {
  const results = await index.search(query, filters);
  return Promise.all(results.map(async (result) => (await result.data()).url));
}

test("a query is folded and split as the pages were: words, Chinese characters and pairs", () => {
  assert.deepEqual(queryTerms("Xiàngqí, CHESS!").map((t) => t.term), ["xiangqi", "chess"]);
  assert.deepEqual(queryTerms("六子冲 象 go棋").map((t) => t.term), ["六子", "子冲", "象", "go", "棋"]);
  assert.deepEqual(queryTerms("chess Chess"), [{ term: "chess", han: false }]);
  assert.deepEqual(queryTerms(" ?! — … "), []);
});

test("a term's file is its first letter or digit, or one of sixteen for any other character", () => {
  assert.equal(shardKey("captur"), "c");
  assert.equal(shardKey("9x9"), "9");
  assert.equal(shardKey("象棋"), "x" + (0x8c61 % 16).toString(16));
  assert.equal(shardKey("ßa"), "xf");
  assert.equal(shardKey("𠀀"), "x0");
});

test("a word finds the pages with another word of its stem", async () => {
  assert.deepEqual(await urls("capturing"), ["/games/xiangqi/", "/games/senterej/", "/games/go/"]);
  assert.deepEqual(await urls("Pieces"), []);
  assert.deepEqual(await urls("piece"), ["/games/xiangqi/"]);
});

test("a word also finds the longer words it starts, and a prefix ranks below the whole word", async () => {
  assert.deepEqual(await urls("sente"), ["/games/go/", "/games/senterej/"]);
  assert.deepEqual(await urls("xiang"), ["/games/xiangqi/"]);
  assert.deepEqual(await urls("Éthiop"), ["/games/senterej/"]);
});

test("every word of the query must match, and their scores add up", async () => {
  assert.deepEqual(await urls("captures"), ["/games/xiangqi/", "/games/senterej/", "/games/go/"]);
  assert.deepEqual(await urls("captures chess"), ["/games/xiangqi/", "/games/senterej/"]);
  assert.deepEqual(await urls("captures chess piece"), ["/games/xiangqi/"]);
  assert.deepEqual(await urls("stone chess"), []);
  const [first] = await bundle().index.search("chess captures");
  const [alone] = await bundle().index.search("chess");
  assert.ok(first.score > alone.score);
});

test("Chinese: a pair of characters finds the page, a query of three needs both pairs", async () => {
  assert.deepEqual(await urls("六子"), ["/zh/games/liuzi/", "/games/xiangqi/"]);
  assert.deepEqual(await urls("六子冲"), ["/zh/games/liuzi/"]);
  assert.deepEqual(await urls("象"), ["/games/xiangqi/"]);
  assert.deepEqual(await urls("冲象"), []);
});

test("a result's url starts with the site's root path", async () => {
  assert.deepEqual(await urls("六子", {}, bundle({ root: "/boardlore/" }).index), ["/boardlore/zh/games/liuzi/", "/boardlore/games/xiangqi/"]);
});

test("the excerpt marks the matched words and is escaped", async () => {
  const [xiangqi] = await bundle().index.search("capturing");
  const data = await xiangqi.data();
  assert.deepEqual(data.meta, PAGES[0].meta);
  assert.deepEqual(data.sub_results.map((sub) => [sub.url, sub.title, sub.locations]), [
    ["/games/xiangqi/", "Xiangqi", [21]],
    ["/games/xiangqi/#rules", "Rules", [0]],
  ]);
  assert.equal(data.sub_results[1].excerpt, '<mark>Capturing</mark> the general ends the game, &lt;quickly&gt; &amp; &quot;fairly&quot;.');
  assert.match(data.sub_results[0].excerpt, /A piece <mark>captures<\/mark> by moving/);
  assert.equal(data.excerpt, data.sub_results[0].excerpt);
});

test("accents and case are ignored, and the excerpt keeps the text's own spelling", async () => {
  const text = "Xiàngqí, also written Xia\u0300ngqi\u0301 or XIANGQI, is played.";
  const { index } = bundle({ text: { 0: [{ anchor: "", title: "Xiangqi", text }] } });
  const [xiangqi] = await index.search("xiangqí");
  assert.equal((await xiangqi.data()).excerpt,
    "<mark>Xiàngqí</mark>, also written <mark>Xia\u0300ngqi\u0301</mark> or <mark>XIANGQI</mark>, is played.");
});

test("Chinese characters are marked where the query's pairs occur, side by side in one mark", async () => {
  const [liuzi] = await bundle().index.search("六子冲");
  const data = await liuzi.data();
  assert.equal(data.excerpt, "<mark>六子冲</mark>是一种棋。<mark>子冲</mark>出去就能吃子。");
  assert.deepEqual(data.sub_results[0].locations, [0, 1, 2, 7, 8]);
});

test("the excerpt is the stretch of 24 words with the most matched words, its matches centred", async () => {
  const words = Array.from({ length: 60 }, (_, i) => `w${i}`);
  words[10] = "stone";
  words[40] = "Stone";
  words[45] = "stone";
  const { index } = bundle({ text: { 2: [{ anchor: "", title: "Go", text: words.join(" ") }] } });
  const [go] = await index.search("stone");
  const data = await go.data();
  // Words 40 and 45 hold two matches (word 10 only one); 18 words are left, 9 on each side.
  assert.equal(data.excerpt, [...words.slice(31, 40), "<mark>Stone</mark>", ...words.slice(41, 45), "<mark>stone</mark>", ...words.slice(46, 55)].join(" "));
  assert.deepEqual(data.sub_results[0].locations, [10, 40, 45]);
});

test("a page found outside its text shows its first words, with nothing marked", async () => {
  const [senterej] = await bundle().index.search("senterej");
  const data = await senterej.data();
  assert.deepEqual(data.sub_results, []);
  assert.equal(data.excerpt, TEXTS[1][0].text.split(" ").slice(0, 24).join(" "));
});

test("a filter keeps only its pages, and the filters count the whole bundle's pages", async () => {
  const { index } = bundle();
  assert.deepEqual(await urls("captures", { family: "Chess games" }, index), ["/games/xiangqi/", "/games/senterej/"]);
  assert.deepEqual(await urls("captures", { family: "Territory games" }, index), ["/games/go/"]);
  assert.deepEqual(await urls("captures", { family: "Chess games", mechanic: "promotion" }, index), ["/games/xiangqi/"]);
  assert.deepEqual(await urls("captures", { family: "", mechanic: "" }, index), ["/games/xiangqi/", "/games/senterej/", "/games/go/"]);
  assert.deepEqual(await index.filters(), FILTERS);
});

test("punctuation alone finds nothing, and reads no file", async () => {
  const { index, read } = bundle();
  for (const query of ["", "   ", "?!", "— … ・", null]) assert.deepEqual(await index.search(query), []);
  assert.deepEqual(read, []);
});

test("a word is read from its own file of terms, once", async () => {
  const { index, read } = bundle();
  await index.search("chess");
  await index.search("captures chess");
  assert.deepEqual(read, ["/search/pages.json", "/search/terms/c.json"]);
});

test("a missing file of terms or of text is no error", async () => {
  assert.deepEqual(await urls("zebra"), []);
  assert.deepEqual(await urls("鳥"), []);
  const { index } = bundle({ without: ["text/2.json"] });
  const [go] = await index.search("stone");
  assert.deepEqual(await go.data(), { url: "/games/go/", meta: { title: "Go" }, filters: PAGES[2].filters, excerpt: "", sub_results: [] });
});

test("a bundle without its list of pages is an error the search box can report", async () => {
  const { index } = bundle({ without: ["pages.json"] });
  await assert.rejects(index.search("chess"));
  await assert.rejects(index.filters());
});
