// Starts every playable board on the page. Loaded as a module only by pages that have a board
// (templates/partials/board.html); the wasm engine is fetched from the board's
// `data-play-root` and shared by all boards of the page.

import { GameBoard } from "./game-board.js";

async function loadEngine(playRoot) {
  const engine = await import(`${playRoot}boardlore_play.js`);
  await engine.default({ module_or_path: `${playRoot}boardlore_play_bg.wasm` });
  return engine;
}

function fail(root, text) {
  const box = root.querySelector(".bl-error");
  box.textContent = text;
  box.hidden = false;
  root.dataset.ready = "error";
}

/**
 * The playable rulesets of the page: from the site's `.web-board .ruleset-data` scripts
 * (`{ruleset, rules, start}`, rules null when not playable), named by their headings.
 */
function pageRulesets() {
  const found = [];
  for (const holder of document.querySelectorAll(".web-board")) {
    const script = holder.querySelector(".ruleset-data");
    if (!script) continue;
    const data = JSON.parse(script.textContent);
    if (!data.rules) continue;
    const heading = document.getElementById(`h-ruleset-${data.ruleset}`);
    const name = heading && heading.firstChild ? heading.firstChild.textContent.trim() : data.ruleset;
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
    button.textContent = `Play this ruleset (${ruleset.name}) on the board`;
    button.addEventListener("click", () => {
      board.start(ruleset.id);
      board.root.scrollIntoView({ block: "start" });
    });
    note.replaceChildren(button);
  }
}

async function startBoards() {
  const roots = [...document.querySelectorAll("[data-bl-board]")];
  if (!roots.length) return;
  const playRoot = new URL(roots[0].dataset.playRoot, document.baseURI).href;
  let engine;
  try {
    engine = await loadEngine(playRoot);
  } catch (error) {
    for (const root of roots) fail(root, `The board could not load its rules engine: ${error.message || error}`);
    return;
  }
  for (const root of roots) {
    try {
      const rulesets = pageRulesets();
      if (!rulesets.length) {
        root.hidden = true;
        continue;
      }
      const data = { game: root.dataset.game, rulesets };
      const board = new GameBoard(root, engine, data, playRoot);
      root.boardlore = board;
      linkRulesetSections(board, rulesets);
      if (!board.restoreFromHash()) board.start(data.rulesets[0].id);
      if (!board.match) root.dataset.ready = "error";
    } catch (error) {
      fail(root, `The board could not start: ${error.message || error}`);
    }
  }
}

startBoards();
