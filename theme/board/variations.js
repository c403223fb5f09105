// The reader's commands on the record's variations: going to any move of the tree (a click in
// the record), ↑ ↓ between the moves played at a point, Make main line, Delete variation. The
// tree and the line followed are the game's state (game-state.js); this file says what the
// board shows and announces.

import { t } from "./messages.js";
import { styledName } from "./notation.js";
import { lineAfter, pathTo, promote, removeVariation, variationStart } from "./tree.js";

/** Shows `node` (the tree's root: the start), following its line if it is off the board's. */
export function goToNode(board, node, said = null) {
  const index = board.lineNodes.indexOf(node);
  if (node === board.tree) {
    board.goTo(0, said);
    return;
  }
  if (index >= 0) {
    board.goTo(index + 1, said);
    return;
  }
  board.cancelComputer();
  board.game.follow(node);
  board.shown(said);
}

/** ↑ ↓: shows the move played instead of the one shown (`step` -1 or 1), round the list. */
export function switchVariation(board, step) {
  const node = board.ply > 0 ? board.lineNodes[board.ply - 1] : null;
  const siblings = node ? node.parent.children : [];
  if (siblings.length < 2) {
    board.announce(t("board-no-other-move"));
    return;
  }
  const index = (siblings.indexOf(node) + step + siblings.length) % siblings.length;
  const other = siblings[index];
  goToNode(board, other, t("board-switched-move", { index: index + 1, count: siblings.length, move: styledName(board, other) }));
}

/** Makes the variation shown the main line at its branching point. */
export function promoteShown(board) {
  const node = board.lineNodes[board.ply - 1];
  if (!node || !promote(node)) return;
  board.refresh({ announce: false });
  board.announce(t("board-promoted"));
}

/** Deletes the variation shown and goes back to the move it branched from. */
export function deleteShown(board) {
  const node = board.lineNodes[board.ply - 1];
  const start = node ? variationStart(node) : null;
  if (!start) return;
  const from = start.parent;
  const label = styledName(board, start);
  const kept = board.lineNodes.indexOf(from) + 1;
  // Leave the variation before it goes: back to where it branched, on the main line from there.
  board.game.stepTo(kept);
  removeVariation(start);
  board.game.lineNodes = [...pathTo(from), ...lineAfter(from)];
  board.shown(t("board-variation-deleted", { move: label }));
}

/** Wires Make main line and Delete variation, shown while the board shows a variation. */
export function wireVariationButtons(board) {
  const on = (action, handler) => {
    const button = board.root.querySelector(`[data-action="${action}"]`);
    if (button) button.addEventListener("click", handler);
  };
  on("promote", () => promoteShown(board));
  on("delete-variation", () => deleteShown(board));
}

/** Shows the variation buttons when the move shown lies in a variation. */
export function renderVariationButtons(board) {
  const box = board.part("variation-actions");
  if (!box) return;
  const node = board.ply > 0 ? board.lineNodes[board.ply - 1] : null;
  box.hidden = !(node && variationStart(node));
}
