// Drag and drop on the board, beside clicks: pressing on a piece, moving, and releasing over a
// point makes the same clicks as clicking the two in turn, so the engine's legal moves decide
// exactly as they do for clicks (a refused drop says why, as a refused click does). A press
// released where it began is left to the click it is.

import { targetClick } from "./choices.js";

/** How far (CSS pixels) the pointer moves before a press becomes a drag. */
const DRAG_START = 6;

const TARGET = "[data-point], [data-hand]";

/** Wires dragging on `holder` (the board's drawing) for `board` (a GameBoard). */
export function wireDrag(board, holder) {
  let drag = null;
  const end = () => {
    if (drag && drag.ghost) drag.ghost.remove();
    drag = null;
  };
  holder.addEventListener("pointerdown", (event) => {
    if (event.button !== 0 || !event.isPrimary) return;
    const target = event.target.closest(TARGET);
    // Only a piece of the side to move (or one in its hand) can be dragged.
    if (!target || target.dataset.owner === undefined) return;
    drag = { from: targetClick(target), x: event.clientX, y: event.clientY, moved: false, ghost: null };
  });
  holder.addEventListener("pointermove", (event) => {
    if (!drag) return;
    if (!drag.moved) {
      if (Math.hypot(event.clientX - drag.x, event.clientY - drag.y) < DRAG_START) return;
      drag.moved = true;
      if (!board.path.length || JSON.stringify(board.path[0]) !== JSON.stringify(drag.from)) board.click(drag.from);
      if (board.path.length === 0) return end();
      drag.ghost = document.createElement("div");
      drag.ghost.className = "bl-drag-ghost";
      document.body.append(drag.ghost);
    }
    drag.ghost.style.transform = `translate(${event.clientX}px, ${event.clientY}px)`;
  });
  holder.addEventListener("pointerup", (event) => {
    if (!drag) return;
    const moved = drag.moved;
    end();
    if (!moved) return;
    // The click the browser may send after this release is the drop's, already handled.
    board.dropped = true;
    setTimeout(() => (board.dropped = false), 0);
    const under = document.elementFromPoint(event.clientX, event.clientY);
    const target = under && holder.contains(under) ? under.closest(TARGET) : null;
    if (target && board.path.length > 0) board.click(targetClick(target));
  });
  holder.addEventListener("pointercancel", end);
}
