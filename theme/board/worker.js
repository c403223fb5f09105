// The computer opponent, off the page's thread: a Web Worker that loads the same wasm engine,
// rebuilds the match it is sent and searches for a move within the time limit and level
// (alpha-beta for the chess family, MCTS for the others: the native program's code). The page
// never freezes, and the page's own match checks the answer before playing it.
//
// Request:  {id, playRoot, wasmModule, rules, position, moves, millis, level, seed}
//           (`wasmModule`: the page's compiled WebAssembly.Module, reused here; absent, the
//           worker fetches the wasm)
// Answer:   {id, name, playouts} or {id, error}

let enginePromise = null;

function engine(playRoot, wasmModule) {
  if (!enginePromise) {
    enginePromise = import(`${playRoot}boardlore_play.js`).then(async (module) => {
      await module.default({ module_or_path: wasmModule || `${playRoot}boardlore_play_bg.wasm` });
      return module;
    });
  }
  return enginePromise;
}

self.onmessage = async (event) => {
  const request = event.data;
  try {
    const { GameMatch } = await engine(request.playRoot, request.wasmModule);
    const game = new GameMatch(request.rules, request.position || undefined);
    try {
      for (const name of request.moves) game.play(name);
      if (request.kind === "playouts") {
        const measured = JSON.parse(game.randomPlayouts(request.millis, request.maxPlies || 300));
        self.postMessage({ id: request.id, ...measured });
      } else {
        const found = JSON.parse(game.computerMove(request.millis, request.seed, request.level || 8));
        self.postMessage({ id: request.id, name: found.name, playouts: found.playouts });
      }
    } finally {
      game.free();
    }
  } catch (error) {
    self.postMessage({ id: request.id, error: String(error && error.message ? error.message : error) });
  }
};
