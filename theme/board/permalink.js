// The permalink: the ruleset, the start position (only when it is not the ruleset's own) and
// the moves to the position shown, kept in the page's URL hash so a link restores the game
// exactly; when the record holds more (moves past the one shown, variations), the whole tree
// as text (tree.js) under `tree`.
//   #ruleset=main&position=<notation>&m=h2e2&m=h9g7&tree=h2e2+h9g7+(h8e8)+h0g2

/** Writes a game as a URL hash (with the leading `#`). */
export function encodeHash({ ruleset, position, moves, tree = null }) {
  const params = new URLSearchParams();
  params.set("ruleset", ruleset);
  if (position) params.set("position", position);
  for (const move of moves) params.append("m", move);
  if (tree) params.set("tree", tree);
  return `#${params.toString()}`;
}

/** Reads a URL hash written by `encodeHash`; `null` when the hash is not a board link. */
export function decodeHash(hash) {
  const text = hash.startsWith("#") ? hash.slice(1) : hash;
  if (!text) return null;
  const params = new URLSearchParams(text);
  const ruleset = params.get("ruleset");
  if (!ruleset) return null;
  return { ruleset, position: params.get("position") || null, moves: params.getAll("m"), tree: params.get("tree") };
}
