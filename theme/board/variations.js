// The board's record as a tree (tree.js): growing a tree read from text or a link on a match,
// moving the board to any node of it, and the reader's commands on variations (↑ ↓ between the
// moves played at a point, Make main line, Delete variation).
//
// The board follows one line of the tree at a time, `board.lineNodes` (from the start to the
// line's end) and shows `board.ply` moves of it. Stepping back and forth keeps the line; going
// to a node off it (a variation's move in the record) follows that node's own line.

import { styledName } from "./notation.js";
import { lineAfter, pathTo, promote, removeVariation, variationStart } from "./tree.js";

/**
 * Plays the moves of `names` (a tree of move names) on `match` from its position, and puts them
 * with their entries under `into` (a node standing for that position); the match ends where it
 * began. Returns what could not be played: `["Move 2 (b8e8) is not legal after h3e3", ...]`,
 * counting moves from the start; a move that is not legal is left out with all that follows it.
 */
export function growTree(match, names, into) {
  const problems = [];
  const grow = (from, node, said, ply = 1) => {
    const moves = JSON.parse(match.legalMoves());
    for (const child of from.children) {
      const move = moves.find((m) => m.name === child.name);
      if (!move) {
        problems.push(`Move ${ply} (${child.name}) is not legal ${said}`);
        continue;
      }
      const mover = match.toMove();
      match.play(move.name);
      const check = Boolean(JSON.parse(match.turn()).check);
      const grown = node.child(move.name) || node.add(move.name);
      grown.entry = { name: move.name, move, capture: Boolean(move.capture), check, mover, said: null };
      grow(child, grown, `after ${child.name}`, ply + 1);
      match.undo();
    }
  };
  grow(names, into, "at the start");
  return problems;
}

/** Shows ply `ply` of the board's line, stepping its match there (no drawing). */
export function stepTo(board, ply) {
  while (board.ply > ply && board.match.undo()) board.ply -= 1;
  while (board.ply < ply) {
    board.match.play(board.lineNodes[board.ply].name);
    board.ply += 1;
  }
}

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
  const path = pathTo(node);
  let common = 0;
  while (common < path.length && common < board.ply && board.lineNodes[common] === path[common]) common += 1;
  board.cancelComputer();
  stepTo(board, common);
  board.lineNodes = [...path, ...lineAfter(node)];
  stepTo(board, path.length);
  board.shown(said);
}

/** ↑ ↓: shows the move played instead of the one shown (`step` -1 or 1), round the list. */
export function switchVariation(board, step) {
  const node = board.ply > 0 ? board.lineNodes[board.ply - 1] : null;
  const siblings = node ? node.parent.children : [];
  if (siblings.length < 2) {
    board.announce("No other move was played here.");
    return;
  }
  const index = (siblings.indexOf(node) + step + siblings.length) % siblings.length;
  const other = siblings[index];
  goToNode(board, other, `Move ${index + 1} of ${siblings.length} played here: ${styledName(board, other)}.`);
}

/** Makes the variation shown the main line at its branching point. */
export function promoteShown(board) {
  const node = board.lineNodes[board.ply - 1];
  if (!node || !promote(node)) return;
  board.refresh({ announce: false });
  board.announce("This line is now the main line.");
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
  stepTo(board, kept);
  removeVariation(start);
  board.lineNodes = [...pathTo(from), ...lineAfter(from)];
  board.shown(`Variation ${label} deleted.`);
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
