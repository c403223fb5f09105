// The permalink: the ruleset, the start position (only when it is not the ruleset's own) and
// the moves to the position shown, kept in the page's URL hash so a link restores the game
// exactly; when the record holds more (moves past the one shown, variations), the whole tree
// as text (tree.js) under `tree`.
//   #ruleset=main&position=<notation>&m=h2e2&m=h9g7&tree=h2e2+h9g7+%28h8e8%29+h0g2
// The format is the rules engine's (crates/engine/src/board_link.rs), the one the site writes
// and checks its links with: these functions ask the loaded wasm `engine` to write and read it.

/** Writes a game as a URL hash (with the leading `#`). */
export function encodeHash(engine, { ruleset, position, moves, tree = null }) {
  return engine.encodeBoardLink(JSON.stringify({ ruleset, position: position || null, moves, tree: tree || null }));
}

/**
 * Reads a URL hash: `{ruleset, position, moves, tree}`, `null` when the hash is no board link,
 * or `{error}` when it is one that cannot be read (a broken `%` escape).
 */
export function decodeHash(engine, hash) {
  return JSON.parse(engine.decodeBoardLink(hash));
}
