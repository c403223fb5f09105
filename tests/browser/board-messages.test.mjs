// The board's messages (i18n/<lang>/board.ftl), checked without a browser: English and Chinese
// have the same ids and variables, every message is plain text and `{ $variable }` only (the
// browser fills them in itself, theme/board/messages.js), every id the board's scripts and
// templates use exists and every English message is used; and messages.js fills in patterns
// as the page hands them over (`{name}`), a missing id showing as itself.

import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";

import { ENGLISH_OFF_PAGE, fill, joinList, messagesLoaded, sayPhrase, t, tAnywhere, translator, wordId } from "../../theme/board/messages.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const read = (path) => readFileSync(join(root, path), "utf8");

/**
 * The messages of one .ftl file as `{id: {text, pattern, variables}}` (`pattern` as the page's
 * JSON writes it, variables `{name}`), and the problems found: anything but single-line
 * messages of text and `{ $variable }`, comments and blank lines.
 */
function readFtl(path) {
  const messages = {};
  const problems = [];
  for (const [index, line] of read(path).split("\n").entries()) {
    const where = `${path}:${index + 1}`;
    if (line.trim() === "" || line.startsWith("#")) continue;
    const message = line.match(/^([a-zA-Z][\w-]*) = (\S.*)$/);
    if (!message) {
      problems.push(`${where}: not a one-line message (attributes, terms and continued lines are not for the board): ${line}`);
      continue;
    }
    const [, id, text] = message;
    if (id in messages) problems.push(`${where}: ${id} is defined twice`);
    if (!id.startsWith("board-")) problems.push(`${where}: ${id} does not start with board-`);
    if (text !== text.trimEnd()) problems.push(`${where}: ${id} ends in blanks`);
    const placeable = /\{ \$([a-zA-Z][\w-]*) \}/g;
    if (/[{}]/.test(text.replace(placeable, ""))) problems.push(`${where}: ${id} uses more than text and { $variable }: ${text}`);
    const variables = [...text.matchAll(placeable)].map((m) => m[1]).sort();
    messages[id] = { text, pattern: text.replace(placeable, "{$1}"), variables };
  }
  return { messages, problems };
}

/** The board's catalogue of one language: board.ftl and the results' board-rules.ftl. */
function readBoard(lang) {
  const files = ["board.ftl", "board-rules.ftl"].map((name) => readFtl(`i18n/${lang}/${name}`));
  return {
    messages: Object.assign({}, ...files.map((f) => f.messages)),
    problems: files.flatMap((f) => f.problems),
  };
}

const en = readBoard("en");
const zh = readBoard("zh");

/** Each JS file of the board with its text. */
const scripts = readdirSync(join(root, "theme/board"))
  .filter((name) => name.endsWith(".js"))
  .map((name) => ({ name, text: read(`theme/board/${name}`) }));
const templates = ["templates/partials/board.html", "templates/partials/board-head.html", "templates/embed.html"].map(
  (path) => ({ name: path, text: read(path) }),
);

/**
 * The message ids the scripts name: every `"board-…"` string in them (`t("board-…")`,
 * `tAnywhere(...)`, and ids handed to `joinList`), but not messages.js's own element id or its
 * table of English, which is checked on its own below.
 */
function scriptIds() {
  const ids = new Map();
  for (const { name, text } of scripts) {
    if (name === "messages.js") continue;
    for (const [, id] of text.matchAll(/["'`](board-[a-z0-9-]+)["'`]/g)) {
      if (!ids.has(id)) ids.set(id, name);
    }
  }
  return ids;
}

function templateIds() {
  const ids = new Map();
  for (const { name, text } of templates) {
    for (const [, id] of text.matchAll(/\bt\(\s*id\s*=\s*"([^"]+)"/g)) if (!ids.has(id)) ids.set(id, name);
  }
  return ids;
}

test("both catalogues are board messages of plain text and { $variable } only", () => {
  assert.deepEqual(en.problems, []);
  assert.deepEqual(zh.problems, []);
  assert.ok(Object.keys(en.messages).length > 50, "the English catalogue is read");
});

test("English and Chinese have the same ids, each with the same variables", () => {
  assert.deepEqual(Object.keys(zh.messages).sort(), Object.keys(en.messages).sort());
  for (const [id, message] of Object.entries(en.messages)) {
    assert.deepEqual(zh.messages[id].variables.filter(unique), message.variables.filter(unique), id);
  }
});

test("the Chinese is Chinese, with full-width punctuation", () => {
  for (const [id, { text }] of Object.entries(zh.messages)) {
    // Lists and plain "{ $from } { $steps }" shapes hold no words of their own.
    const words = text.replace(/\{ \$[\w-]+ \}/g, "");
    if (/^[\s,;，；]*$/.test(words)) continue;
    // Names that read alike in both: the WXF and SAN notations are named by their initials.
    if (["board-style-wxf", "board-style-san"].includes(id)) continue;
    assert.match(text, /[\u4e00-\u9fff]/, `${id} holds Chinese`);
    // Half-width , ; : ! ? between Chinese words (a record's syntax, `[Name "value"]`, aside).
    assert.doesNotMatch(text.replace(/\[Name "value"\]/, ""), /[\u4e00-\u9fff][,;:!?]|[,;:!?][\u4e00-\u9fff]/, id);
  }
});

function unique(value, index, all) {
  return all.indexOf(value) === index;
}

test("every message the board's scripts use exists in English", () => {
  const missing = [...scriptIds()].filter(([id]) => !(id in en.messages)).map(([id, file]) => `${file}: ${id}`);
  assert.deepEqual(missing, []);
});

test("every message the board's templates use exists in English", () => {
  const ids = templateIds();
  assert.ok(ids.size > 20, "the template's t() calls are found");
  const missing = [...ids].filter(([id]) => !(id in en.messages)).map(([id, file]) => `${file}: ${id}`);
  assert.deepEqual(missing, []);
});

test("every English message is used by a script or a template", () => {
  const used = new Set([...scriptIds().keys(), ...templateIds().keys()]);
  // Players' names and notation styles are looked up by the word the engine gives
  // (messages.js `engineWord`): a player's by its English name, a style's by its id. A
  // result's rule is a phrase whose id the engine gives (messages.js `sayPhrase`).
  const engine = (id) =>
    (id.startsWith("board-player-") && wordId("player", en.messages[id].text) === id) ||
    id.startsWith("board-style-") ||
    id.startsWith("board-rule-");
  const dead = Object.keys(en.messages).filter((id) => !used.has(id) && !engine(id));
  assert.deepEqual(dead, []);
});

test("the board partial hands the messages to the scripts as JSON", () => {
  const partial = templates[0].text;
  const line = '<script type="application/json" id="board-messages">{{ board_messages | safe }}</script>';
  assert.equal(partial.split(line).length, 2, "the partial holds the messages once");
  assert.ok(partial.indexOf(line) < partial.indexOf("<section"), "before the board");
  // The embeddable board takes the partial, and with it the messages.
  assert.match(templates[2].text, /\{% include "partials\/board\.html" %\}/);
});

test("the English kept for pages with no messages (the Node tests) is the catalogue's", () => {
  for (const [id, english] of Object.entries(ENGLISH_OFF_PAGE)) {
    assert.ok(id in en.messages, `${id} is in i18n/en/board.ftl`);
    assert.equal(english, en.messages[id].pattern, id);
  }
  // Each is used by the scripts through tAnywhere.
  const used = scripts.map((s) => s.text).join("\n");
  for (const id of Object.keys(ENGLISH_OFF_PAGE)) assert.match(used, new RegExp(`tAnywhere\\("${id}"`), id);
});

test("messages.js fills in {name} variables, and a missing message shows as its id", () => {
  const warnings = [];
  const warn = console.warn;
  console.warn = (text) => warnings.push(text);
  try {
    const say = translator({
      "board-a": "{player} to move{details}.",
      "board-b": "{x} and {x}, {n}",
      "board-c": "no variables {here",
    });
    assert.equal(say("board-a", { player: "Red", details: ", in check" }), "Red to move, in check.");
    assert.equal(say("board-b", { x: "又", n: 3 }), "又 and 又, 3");
    assert.equal(say("board-c"), "no variables {here");
    // A value is put in as it is, never read as a pattern again.
    assert.equal(say("board-a", { player: "{details}", details: "" }), "{details} to move.");
    assert.equal(say("board-missing"), "board-missing");
    assert.equal(say("board-missing", { x: 1 }), "board-missing");
    assert.equal(warnings.filter((w) => w.includes("board-missing")).length, 1, "one warning per missing id");
    assert.equal(fill("{a}{b}", { a: 1, b: 2 }), "12");
  } finally {
    console.warn = warn;
  }
});

test("with no page t returns the id; on a page it reads the page's JSON once, lazily", () => {
  assert.equal(typeof document, "undefined");
  assert.equal(t("board-undo"), "board-undo");
  assert.equal(messagesLoaded(), false);
  // Off a page, the modules that run in Node keep their English.
  assert.equal(tAnywhere("board-move-not-legal-after", { ply: 2, move: "h10h3", previous: "h3e3" }), "Move 2 (h10h3) is not legal after h3e3");
  const patterns = Object.fromEntries(Object.entries(zh.messages).map(([id, m]) => [id, m.pattern]));
  // A ruleset's name as the page ships it next to the board's messages.
  patterns["term-horse"] = "马";
  let reads = 0;
  globalThis.document = {
    getElementById(id) {
      reads += 1;
      return id === "board-messages" ? { textContent: JSON.stringify(patterns) } : null;
    },
  };
  const warn = console.warn;
  console.warn = () => {};
  try {
    assert.equal(t("board-undo"), "悔棋");
    assert.equal(t("board-status-to-move", { player: "红方", details: t("board-status-in-check") }), "轮到红方走棋，正被将军。");
    assert.equal(joinList(["3", "2", "1"], "board-join-score"), "3比2比1");
    assert.equal(joinList([], "board-join-comma"), "");
    assert.equal(tAnywhere("board-tree-close-extra", { word: 4 }), "第4个词：“)”没有可闭合的变着");
    assert.equal(t("board-no-such-message"), "board-no-such-message");
    // A result's rule, a phrase: players, numbers, phrases inside, names and lists said.
    assert.equal(sayPhrase({ id: "board-rule-in-a-row", args: { player: { player: "Black" }, length: 5 } }), "黑方连成 5 子");
    const mate = { id: "board-rule-checkmate", args: {} };
    assert.equal(sayPhrase({ id: "board-rule-counted-mate", args: { rule: mate } }), "将死，但出自正在数步且未停止数步的一方：和棋");
    const pieces = [{ term: "horse" }, { term: "gold_general" }, { name: "Six-slash" }];
    assert.equal(sayPhrase({ id: "board-rule-mate-by-alone", args: { pieces } }), "仅以马，gold general和Six-slash将死，判负");
    assert.equal(sayPhrase({ id: "board-rule-material", args: { rule: mate, first: "39", second: "38.5" } }), "将死；按子力计分，39 比 38.5");
    assert.equal(messagesLoaded(), true);
    assert.equal(reads, 1, "the JSON is read once");
  } finally {
    console.warn = warn;
    delete globalThis.document;
  }
});

test("the English reads as the board wrote it before the catalogue", () => {
  const say = translator(Object.fromEntries(Object.entries(en.messages).map(([id, m]) => [id, m.pattern])));
  const status = (details) => say("board-status-to-move", { player: "Bottom", details });
  assert.equal(
    say("board-status-last-move", { status: status(""), move: "h9-h10" }),
    "Bottom to move. Last move: h9-h10.",
  );
  assert.equal(
    status(say("board-status-in-check") + say("board-status-throw", { throw: 3 }) + say("board-status-continuing", { point: "c3" })),
    "Bottom to move, in check; the throw is 3; the piece on c3 must go on jumping.",
  );
  assert.equal(
    say("board-outcome-win", { player: "Bottom", rule: "Bottom brought every piece home" }),
    "Game over: Bottom wins by rule: Bottom brought every piece home.",
  );
  assert.equal(say("board-computer-all-but", { player: "Left" }), "everyone but Left (you play Left)");
  assert.equal(
    say("board-refuse-in-check", { reason: say("board-refuse-no-move-from", { target: "e3" }), player: "Red" }),
    "No legal move starts at e3. Red is in check, so only a move that meets it is legal.",
  );
  assert.equal(say("board-played", { player: "", move: "h2e2", then: "Black to move." }).trimStart(), "played h2e2. Black to move.");
  assert.equal(say("board-link-copied"), "Link copied");
  assert.equal(say("board-embed-copied"), "Embed code copied");
});
