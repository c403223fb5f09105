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
      const data = JSON.parse(root.querySelector(".bl-board-data").textContent);
      const board = new GameBoard(root, engine, data, playRoot);
      root.boardlore = board;
      if (!board.restoreFromHash()) board.start(data.rulesets[0].id);
    } catch (error) {
      fail(root, `The board could not start: ${error.message || error}`);
    }
  }
}

startBoards();
