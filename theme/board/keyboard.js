// Keyboard play: a roving focus over the board's click targets. Arrow keys move the focus to
// the nearest target in that direction as drawn on screen (so it follows the board's geometry,
// flipped or not, on any board shape); Enter or Space clicks; Escape cancels the selection.

const DIRECTIONS = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

function centre(element) {
  const box = element.getBoundingClientRect();
  return [box.left + box.width / 2, box.top + box.height / 2];
}

/**
 * The target nearest to `from` in direction `key` among `targets`, or `null` at the edge.
 * Distance along the arrow counts once, distance across it counts double, so a step goes to
 * the next point on the same line before any point beside it.
 */
export function neighbour(targets, from, key) {
  const direction = DIRECTIONS[key];
  if (!direction) return null;
  const [fx, fy] = centre(from);
  let best = null;
  let bestScore = Infinity;
  for (const target of targets) {
    if (target === from) continue;
    const [tx, ty] = centre(target);
    const along = (tx - fx) * direction[0] + (ty - fy) * direction[1];
    if (along <= 1) continue;
    const across = Math.abs((tx - fx) * direction[1] - (ty - fy) * direction[0]);
    // Stay within a 60-degree cone when possible, or the focus jumps to another row.
    const score = along + 2 * across + (across > along * 1.8 ? 10000 : 0);
    if (score < bestScore) {
      bestScore = score;
      best = target;
    }
  }
  return best;
}

/** Makes `target` the one focusable target (tabindex 0) among `targets`. */
export function setRovingFocus(targets, target, focus) {
  for (const t of targets) t.setAttribute("tabindex", t === target ? "0" : "-1");
  if (target && focus) target.focus({ preventScroll: true });
}
