// Narrowing the legal moves by the clicks made so far: the whole of the board's move input.
// A move is a list of clicks ({point}, {hand}, {choice} or {pass}); the reader's clicks so far
// are a prefix of one or more legal moves. No game-specific code lives here or anywhere else.

/** A string naming one click, equal for equal clicks. */
export function clickKey(click) {
  if (click.point !== undefined) return `p:${click.point}`;
  if (click.hand !== undefined) return `h:${click.hand}`;
  if (click.choice !== undefined) return `c:${click.choice}`;
  if (click.pass) return "pass";
  return "?";
}

/** The moves whose click paths start with `path`. */
export function narrow(moves, path) {
  const keys = path.map(clickKey);
  return moves.filter(
    (move) =>
      move.clicks.length >= keys.length &&
      keys.every((key, i) => clickKey(move.clicks[i]) === key),
  );
}

/**
 * What can be clicked next after `path`: the points, hand pieces and choices that continue
 * some legal move, and whether passing is one of them.
 */
export function nextOptions(moves, path) {
  const options = { points: new Set(), hands: new Set(), choices: [], pass: false, ending: null };
  for (const move of narrow(moves, path)) {
    const next = move.clicks[path.length];
    if (!next) {
      // A move that ends here while longer ones go on: offered as "stop here".
      if (path.length > 0) options.ending = move;
      continue;
    }
    if (next.point !== undefined) options.points.add(next.point);
    else if (next.hand !== undefined) options.hands.add(next.hand);
    else if (next.choice !== undefined) {
      if (!options.choices.includes(next.choice)) options.choices.push(next.choice);
    } else if (next.pass) options.pass = true;
  }
  return options;
}

/**
 * Applies one click to the selection `path` and says what happened:
 * - `{kind: "move", move}`: the clicks name exactly one complete legal move;
 * - `{kind: "partial", path}`: more clicks are needed (the new path);
 * - `{kind: "restart", path}`: the click does not continue the selection but starts another
 *   move (clicking a different piece of one's own), so the selection starts over from it;
 * - `{kind: "refused"}`: no legal move goes that way; the selection is kept.
 */
export function applyClick(moves, path, click) {
  const extended = [...path, click];
  const candidates = narrow(moves, extended);
  if (candidates.length > 0) return settle(candidates, extended);
  if (path.length > 0) {
    const fresh = narrow(moves, [click]);
    if (fresh.length > 0) return { ...settle(fresh, [click]), restarted: true };
  }
  return { kind: "refused" };
}

function settle(candidates, path) {
  const complete = candidates.filter((m) => m.clicks.length === path.length);
  if (complete.length === 1 && candidates.length === 1) return { kind: "move", move: complete[0] };
  // A forced choice (the only promotion there is) needs no extra click.
  if (candidates.length === 1 && candidates[0].clicks.slice(path.length).every((c) => c.choice !== undefined)) {
    return { kind: "move", move: candidates[0] };
  }
  // When one move ends here and longer ones go on, the selection waits: the board offers the
  // ending move as a "stop here" button (see `nextOptions(...).ending`).
  return { kind: "partial", path };
}

/** The points a move touches, for highlighting it as the last move. */
export function movePoints(move) {
  return move ? move.clicks.filter((c) => c.point !== undefined).map((c) => c.point) : [];
}
