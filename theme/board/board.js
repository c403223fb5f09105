// Starts every playable board on the page. Loaded as an `async` module from the head of pages
// that have a board (templates/partials/board-head.html), so it runs as soon as it arrives. The
// wasm engine is already compiling by then: an inline module beside it in the head starts the
// download, the compile and the instance (`window.boardloreEngine`); without it, this file
// loads the engine itself. The boards are built once the document is parsed, and share the
// engine.

import { GameBoard } from "./game-board.js";
import { t } from "./messages.js";

/** Marks a step of the board's start-up (read back by tests/browser/measure.bench.mjs). */
export function mark(name) {
  performance.mark(`bl:${name}`);
}
mark("script");

/**
 * The folder of the wasm package: the board's `data-play-root` when the board is already parsed,
 * else the site's fixed layout (/theme/board/board.js beside /play/).
 */
function playRootNow() {
  const root = document.querySelector("[data-bl-board]");
  const relative = root ? root.dataset.playRoot : new URL("../../play/", import.meta.url).href;
  return new URL(relative, document.baseURI).href;
}

/**
 * Loads the bindings and the wasm module, or takes them from the page's head when it started
 * them (`window.boardloreEngine`: `{module, ready}`, promises of the compiled module and of the
 * initialised bindings). The module is compiled while it streams in
 * (`WebAssembly.compileStreaming` needs the server's `application/wasm` type; without it the
 * bytes are compiled once they have all arrived).
 */
async function loadEngine(playRoot) {
  const early = window.boardloreEngine;
  if (early) {
    // Started by the page's head (templates/partials/board-head.html).
    const [engine, module] = await Promise.all([early.ready, early.module]);
    mark("bindings");
    return { engine, module };
  }
  const wasmUrl = `${playRoot}boardlore_play_bg.wasm`;
  const compiled = compileWasm(wasmUrl);
  const engine = await import(`${playRoot}boardlore_play.js`);
  mark("bindings");
  const module = await compiled;
  await engine.default({ module_or_path: module });
  return { engine, module };
}

async function compileWasm(url) {
  const response = fetch(url);
  try {
    return await WebAssembly.compileStreaming(response);
  } catch {
    // Served with another type: compile from the bytes instead.
    return WebAssembly.compile(await (await fetch(url)).arrayBuffer());
  }
}

const whenParsed = new Promise((done) => {
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", done, { once: true });
  else done();
});

function fail(root, text) {
  const box = root.querySelector(".bl-error");
  box.textContent = text;
  box.hidden = false;
  root.dataset.ready = "error";
}

/**
 * The playable rulesets of the page: from the site's `.web-board .ruleset-data` scripts
 * (`{ruleset, rules, start}`, rules null when not playable), named by their headings (or, on the
 * embeddable board, by the holder's `data-name`).
 */
function pageRulesets() {
  const found = [];
  for (const holder of document.querySelectorAll(".web-board")) {
    const script = holder.querySelector(".ruleset-data");
    if (!script) continue;
    const data = JSON.parse(script.textContent);
    if (!data.rules) continue;
    const heading = document.getElementById(`h-ruleset-${data.ruleset}`);
    const named = heading && heading.querySelector(".ruleset-name");
    const name = named ? named.textContent.trim() : holder.dataset.name || data.ruleset;
    found.push({ id: data.ruleset, name, rules: data.rules, start: data.start, holder });
  }
  return found;
}

/** Turns each ruleset's "a board will appear here" note into a button that plays it. */
function linkRulesetSections(board, rulesets) {
  for (const ruleset of rulesets) {
    const note = ruleset.holder.querySelector(".web-board-note");
    if (!note) continue;
    const button = document.createElement("button");
    button.type = "button";
    button.className = "bl-play-ruleset";
    button.textContent = t("board-play-ruleset", { ruleset: ruleset.name });
    button.addEventListener("click", () => {
      board.start(ruleset.id);
      board.root.scrollIntoView({ block: "start" });
    });
    note.replaceChildren(button);
  }
}

async function startBoards() {
  const playRoot = playRootNow();
  const loading = loadEngine(playRoot);
  // A rejected load is handled below, once the boards it fails exist.
  loading.catch(() => {});
  await whenParsed;
  const roots = [...document.querySelectorAll("[data-bl-board]")];
  if (!roots.length) return;
  let engine, module;
  try {
    ({ engine, module } = await loading);
    mark("engine");
  } catch (error) {
    for (const root of roots) fail(root, t("board-error-engine", { error: error.message || error }));
    return;
  }
  for (const root of roots) {
    try {
      const rulesets = pageRulesets();
      if (!rulesets.length) {
        root.hidden = true;
        continue;
      }
      // The compiled module goes to the computer's worker, which then compiles nothing.
      const data = { game: root.dataset.game, rulesets, wasmModule: module };
      const board = new GameBoard(root, engine, data, playRoot);
      root.boardlore = board;
      linkRulesetSections(board, rulesets);
      if (!board.restoreFromHash()) board.start(data.rulesets[0].id);
      if (!board.match) root.dataset.ready = "error";
    } catch (error) {
      fail(root, t("board-error-start", { error: error.message || error }));
    }
  }
}

startBoards();
