// The game record as a tree of moves: every move played from a position is a child of that
// position's node, the first child is the line the record follows (the main line), the others
// are variations. This file holds the tree alone (no board, no engine), so it can be read,
// written and tested on its own.
//
// A node's `name` is the engine's name of its move; `entry` (set once the move has been played
// on a match) holds what the record shows: `{name, move, capture, check, mover, said}`.
//
// The tree as text, as PGN writes variations: a variation follows the move it replaces, in
// parentheses, and may hold variations of its own:
//
//     h3e3 h8e8 (b8e8 b1c3) h2e2
//
// is the line h3e3 h8e8 h2e2, where b8e8 b1c3 was played instead of h8e8.

import { tAnywhere } from "./messages.js";

/** One position of the tree: the move that reached it and the moves played from it. */
export class MoveNode {
  constructor(name = null, parent = null) {
    this.name = name;
    this.parent = parent;
    this.children = [];
    this.entry = null;
  }

  /** The move played from here under `name`, or null. */
  child(name) {
    return this.children.find((child) => child.name === name) || null;
  }

  /** Adds the move `name` after the others played from here (the first one is the main line). */
  add(name) {
    const node = new MoveNode(name, this);
    this.children.push(node);
    return node;
  }

  /** True when some position of the tree holds more than one move, or moves past `node`. */
  static branches(root) {
    const stack = [root];
    while (stack.length) {
      const node = stack.pop();
      if (node.children.length > 1) return true;
      stack.push(...node.children);
    }
    return false;
  }
}

/** The nodes from the start (not included) to `node` (included). */
export function pathTo(node) {
  const path = [];
  for (let at = node; at && at.parent; at = at.parent) path.push(at);
  return path.reverse();
}

/** The nodes that follow `node` along first children (its own line to its end). */
export function lineAfter(node) {
  const line = [];
  for (let at = node.children[0]; at; at = at.children[0]) line.push(at);
  return line;
}

/** The first node of the variation `node` lies in (itself or an ancestor), or null on the main line. */
export function variationStart(node) {
  for (let at = node; at && at.parent; at = at.parent) {
    if (at.parent.children[0] !== at) return at;
  }
  return null;
}

/** Makes the variation holding `node` the line at its branching point; false on the main line. */
export function promote(node) {
  const start = variationStart(node);
  if (!start) return false;
  const siblings = start.parent.children;
  siblings.splice(siblings.indexOf(start), 1);
  siblings.unshift(start);
  return true;
}

/** Removes the variation holding `node`; returns the node it branched from (null on the main line). */
export function removeVariation(node) {
  const start = variationStart(node);
  if (!start) return null;
  const siblings = start.parent.children;
  siblings.splice(siblings.indexOf(start), 1);
  return start.parent;
}

/** The tree below `root` as text (see the top of the file). */
export function treeText(root) {
  const words = [];
  const line = (parent) => {
    for (let at = parent; at.children.length; at = at.children[0]) {
      words.push(at.children[0].name);
      for (const other of at.children.slice(1)) {
        words.push("(");
        words.push(other.name);
        line(other);
        words.push(")");
      }
    }
  };
  line(root);
  return joinWords(words);
}

/** Joins words with spaces, parentheses hugging what they enclose. */
export function joinWords(words) {
  return words.join(" ").replace(/\( /g, "(").replace(/ \)/g, ")");
}

/** Splits text into words, parentheses as words of their own. */
export function splitWords(text) {
  return text.replace(/[()]/g, " $& ").split(/\s+/).filter(Boolean);
}

/**
 * Reads move names and parentheses (`["h3e3", "(", "b8e8", ")"]`) into a tree of names (no
 * entries). Throws an Error naming the word at fault.
 */
export function readTreeWords(words) {
  const root = new MoveNode();
  const stack = [];
  let parent = root;
  let last = null;
  for (const [index, word] of words.entries()) {
    if (word === "(") {
      if (!last) throw new Error(tAnywhere("board-tree-open-first", { word: index + 1 }));
      stack.push({ parent, last });
      parent = last.parent;
      last = null;
    } else if (word === ")") {
      if (!stack.length) throw new Error(tAnywhere("board-tree-close-extra", { word: index + 1 }));
      if (!last) throw new Error(tAnywhere("board-tree-empty-variation", { word: index + 1 }));
      ({ parent, last } = stack.pop());
    } else {
      last = parent.child(word) || parent.add(word);
      parent = last;
    }
  }
  if (stack.length) {
    const count = stack.length;
    throw new Error(count === 1 ? tAnywhere("board-tree-unclosed-one", { count }) : tAnywhere("board-tree-unclosed-many", { count }));
  }
  return root;
}
