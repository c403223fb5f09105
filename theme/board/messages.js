// The board's words in the page's language. The page hands the board its language's `board-*`
// messages as JSON (`<script type="application/json" id="board-messages">`, written by
// templates/partials/board.html from the site's i18n/<lang>/*.ftl): an object from message id
// to pattern, each variable written `{name}`. `t(id, args)` fills one in. The messages are plain
// text and variables only (no selectors): where English needs a plural there are two messages
// (`-one`, `-many`) and the board picks one.
//
// A message missing from the page shows as its id (with one console warning per id), never a
// crash; with no page at all (the computer's worker, the Node tests) `t` returns the id.

/** The page's messages once read (null until the page holds them). */
let catalogue = null;
const warned = new Set();

function warnMissing(id) {
  if (warned.has(id)) return;
  warned.add(id);
  console.warn(`boardlore: no board message "${id}"`);
}

/** `pattern` with each `{name}` replaced by `String(args[name])`. */
export function fill(pattern, args = {}) {
  return pattern.replace(/\{([A-Za-z][\w-]*)\}/g, (_, name) => String(args[name]));
}

/**
 * A `t` over `messages` (an object from id to pattern, as the page's JSON holds them), for
 * tests without a page: a missing id comes back as itself, with a warning once per id.
 */
export function translator(messages) {
  return (id, args = {}) => {
    const pattern = messages[id];
    if (typeof pattern !== "string") {
      warnMissing(id);
      return id;
    }
    return fill(pattern, args);
  };
}

/** The page's messages, read once; null when there is no page or no messages on it yet. */
function pageMessages() {
  if (catalogue) return catalogue;
  if (typeof document === "undefined") return null;
  const script = document.getElementById("board-messages");
  if (!script) return null;
  try {
    catalogue = JSON.parse(script.textContent);
  } catch (error) {
    console.warn(`boardlore: the board's messages cannot be read: ${error.message}`);
    catalogue = {};
  }
  return catalogue;
}

/** True once the page's messages have been found (and read). */
export function messagesLoaded() {
  return pageMessages() !== null;
}

/** The message `id` in the page's language with `args` filled in; the id itself if missing. */
export function t(id, args = {}) {
  const messages = pageMessages();
  if (!messages) {
    if (typeof document !== "undefined") warnMissing(id);
    return id;
  }
  return translator(messages)(id, args);
}

/**
 * The English of the messages said by the modules that also run with no page (tree.js,
 * record.js, game-state.js, driven in Node by tests/browser, which read their English). Used
 * only where there is no page; tests/browser/board-messages.test.mjs checks each equals its
 * message in i18n/en/board.ftl.
 */
export const ENGLISH_OFF_PAGE = {
  "board-record-header-syntax": 'line {line}: a header is written [Name "value"], found {found}',
  "board-tree-open-first": 'word {word}: a variation "(" must follow the move it replaces',
  "board-tree-close-extra": 'word {word}: ")" closes no variation',
  "board-tree-empty-variation": "word {word}: a variation holds no move",
  "board-tree-unclosed-one": '{count} variation is not closed with ")"',
  "board-tree-unclosed-many": '{count} variations are not closed with ")"',
  "board-move-not-legal-at-start": "Move {ply} ({move}) is not legal at the start",
  "board-move-not-legal-after": "Move {ply} ({move}) is not legal after {previous}",
};

/**
 * `t` for the modules that also run with no page: on a page the page's message, elsewhere the
 * English of `ENGLISH_OFF_PAGE`.
 */
export function tAnywhere(id, args = {}) {
  if (typeof document === "undefined" && id in ENGLISH_OFF_PAGE) return fill(ENGLISH_OFF_PAGE[id], args);
  return t(id, args);
}

/**
 * The id of the message naming `name`, a word the engine gives of `kind` (`player`, `style`):
 * `Black (sente)` is `board-player-black-sente`.
 */
export function wordId(kind, name) {
  const slug = String(name).toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
  return `board-${kind}-${slug}`;
}

/**
 * A word the engine gives (a player's name, a notation style) as the page's language says it:
 * the message `wordId(kind, key)` where the page has one, else `fallback` (a ruleset may name
 * its sides anything).
 */
export function engineWord(kind, key, fallback = key) {
  const messages = pageMessages();
  const pattern = messages && messages[wordId(kind, key)];
  return typeof pattern === "string" ? pattern : fallback;
}

/** A player's name as the page's language says it (see `engineWord`). */
export function playerName(name) {
  return engineWord("player", name);
}

/**
 * `items` joined in a list by the message `id` (`{list}, {item}`: one item added to the list so
 * far), so each language writes its own separator.
 */
export function joinList(items, id) {
  if (items.length === 0) return "";
  return items.map(String).reduce((list, item) => t(id, { list, item }));
}

/**
 * A name a ruleset gives (`kind` "term": a piece kind, a region) or writes for readers ("name":
 * a shape) as the page's language says it: the page's `term-<slug>` message
 * (i18n/<lang>/terms.ftl), else as written, a term's `-` and `_` read as spaces.
 */
export function termWord(kind, name) {
  const messages = pageMessages();
  const slug = String(name).toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
  const pattern = messages && messages[`term-${slug}`];
  if (typeof pattern === "string") return pattern;
  return kind === "term" ? String(name).replace(/[-_]/g, " ") : String(name);
}

/** One value of a phrase in the page's language (see `sayPhrase`). */
function sayArg(arg) {
  if (arg === null || arg === undefined) return "";
  if (typeof arg !== "object") return String(arg);
  if (Array.isArray(arg)) {
    const items = arg.map(sayArg);
    if (items.length < 2) return items.join("");
    const head = joinList(items.slice(0, -1), "board-join-comma");
    return t("board-rule-join-and", { list: head, item: items[items.length - 1] });
  }
  if ("id" in arg) return sayPhrase(arg);
  if ("player" in arg) return playerName(arg.player);
  if ("term" in arg) return termWord("term", arg.term);
  if ("name" in arg) return termWord("name", arg.name);
  return "";
}

/**
 * A phrase from the engine (`{"id": ..., "args": {...}}`, written by crates/play/src/json.rs)
 * in the page's language: a number or text as it is, a player through `board-player-*`, a
 * term or name through `term-*` (else as written, a term's `-` and `_` read as spaces), a
 * phrase inside said first, a list joined by `board-join-comma` and `board-rule-join-and`.
 */
export function sayPhrase(phrase) {
  if (!phrase || typeof phrase !== "object") return String(phrase ?? "");
  const said = {};
  for (const [name, arg] of Object.entries(phrase.args || {})) said[name] = sayArg(arg);
  return t(phrase.id, said);
}
