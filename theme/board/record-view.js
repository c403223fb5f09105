// The game record on the page: the main line as rows of move buttons (numbered by moves,
// captures and checks marked, the move shown marked current), each variation under the row of
// the move it replaces, in parentheses, and the record as text, with Copy and Load.

import { lineTokens, numberedRows, readRecord, writeRecord } from "./record.js";
import { lineAfter, MoveNode, pathTo } from "./tree.js";
import { growTree } from "./game-state.js";
import { goToNode } from "./variations.js";
import { joinList, t } from "./messages.js";
import { notationHeader, prepareImport, sfenHeader, resolveStyledMoves, styleWritesMarks, styledName, syncNotationSelect } from "./notation.js";

/** Redraws the move list of `board` (a GameBoard) from its tree and the move it shows. */
export function renderRecord(board) {
  const list = board.part("moves");
  syncNotationSelect(board);
  const hadFocus = list.contains(document.activeElement);
  const main = lineAfter(board.tree);
  const view = {
    board,
    shown: board.lineNodes[board.ply - 1] || null,
    ahead: new Set(board.lineNodes.slice(board.ply)),
    ownMarks: styleWritesMarks(board),
  };
  const items = [];
  for (const row of numberedRows(main.map((node) => node.entry.mover))) {
    const item = document.createElement("li");
    item.className = "bl-move-row";
    item.append(moveNumber(`${row.number}${row.late ? "…" : "."}`));
    for (const ply of row.plies) item.append(moveButton(view, main[ply], ply + 1));
    items.push(item);
    for (const ply of row.plies) {
      for (const other of main[ply].parent.children.slice(1)) items.push(variationItem(view, other));
    }
  }
  list.replaceChildren(...items);
  const current = list.querySelector('[aria-current="true"]');
  if (current) {
    // Scrolls the list only, never the page (scrollIntoView would move the page too).
    const top = current.offsetTop;
    if (top < list.scrollTop || top > list.scrollTop + list.clientHeight - current.offsetHeight) {
      list.scrollTop = top - list.clientHeight / 2;
    }
  } else {
    list.scrollTop = 0;
  }
  // At the start no move is current: the list itself keeps the focus, so ← → go on working.
  if (hadFocus) (current || list).focus({ preventScroll: true });
  refreshRecordText(board);
}

/** A variation (`first` and its line, with the variations inside it) as one item of the list. */
function variationItem(view, first) {
  const item = document.createElement("li");
  item.className = "bl-variation";
  const movers = pathTo(first.parent).map((node) => node.entry.mover);
  const tokens = lineTokens({ children: [first] }, movers, true);
  const open = [item];
  for (const token of tokens) {
    const into = open[open.length - 1];
    if (token.number) into.append(moveNumber(token.number.replace("...", "…")));
    else if (token.node) into.append(moveButton(view, token.node, pathTo(token.node).length));
    else if (token.open) {
      const inner = document.createElement("span");
      inner.className = "bl-subvariation";
      into.append(inner);
      open.push(inner);
    } else open.pop();
  }
  return item;
}

function moveNumber(text) {
  const number = document.createElement("span");
  number.className = "bl-move-no";
  number.textContent = text;
  return number;
}

function moveButton(view, node, ply) {
  const entry = node.entry;
  const button = document.createElement("button");
  button.type = "button";
  button.className = "bl-move";
  button.dataset.ply = String(ply);
  button.dataset.name = entry.name;
  const shownName = styledName(view.board, node);
  button.textContent = shownName;
  // A style that marks captures and checks itself (SAN's x and +) gets no marks beside.
  const marks = view.ownMarks ? "" : `${entry.capture ? "×" : ""}${entry.check ? "+" : ""}`;
  if (marks) {
    const mark = document.createElement("span");
    mark.className = "bl-mark";
    mark.textContent = marks;
    mark.setAttribute("aria-hidden", "true");
    button.append(mark);
  }
  const spoken = [shownName, entry.capture ? t("board-move-capture") : "", entry.check ? t("board-move-check") : ""].filter(Boolean);
  button.setAttribute("aria-label", spoken.join(", "));
  if (node === view.shown) button.setAttribute("aria-current", "true");
  if (view.ahead.has(node)) button.classList.add("bl-ahead");
  button.addEventListener("click", () => goToNode(view.board, node));
  return button;
}

/** The record of `board` as text (see record.js for the format). */
export function recordText(board) {
  return writeRecord({
    game: board.data.game,
    ruleset: board.ruleset.id,
    chess: board.match.family() === "chess",
    start: board.startText,
    root: board.tree,
    nameOf: (node) => styledName(board, node).replace(/\s/g, ""),
    extra: [sfenHeader(board), notationHeader(board)].filter(Boolean),
  });
}

function refreshRecordText(board) {
  const box = board.part("record");
  if (!box || box.dataset.edited === "true") return;
  box.value = recordText(board);
}

/**
 * Reads `text` as a record and checks it on a match of its own; on success the board starts the
 * recorded game, otherwise nothing changes and the returned message says what is wrong.
 */
export function loadRecord(board, text) {
  let record;
  try {
    record = readRecord(prepareImport(board, text));
  } catch (error) {
    return t("board-record-unreadable", { error: error.message });
  }
  const rulesetId = record.ruleset || board.ruleset.id;
  const ruleset = board.data.rulesets.find((r) => r.id === rulesetId);
  if (!ruleset) return t("board-record-no-ruleset", { ruleset: rulesetId });
  const rules = JSON.stringify(ruleset.rules);
  resolveStyledMoves(board, rules, record.position, record.root, text);
  record.moves = lineAfter(record.root).map((node) => node.name);
  let trial;
  try {
    trial = new board.engine.GameMatch(rules, record.position || undefined);
  } catch (error) {
    return t("board-record-bad-start", { error: error.message || error });
  }
  let position = record.position;
  try {
    // Grown on a trial match into a tree of its own: the board changes only if all of it plays.
    const problems = growTree(trial, record.root, new MoveNode());
    if (problems.length) return t("board-record-bad-moves", { problems: joinList(problems, "board-join-semicolon") });
    // The ruleset's own start needs no position in the link.
    const fresh = new board.engine.GameMatch(rules, undefined);
    if (position && fresh.position() === position.trim()) position = null;
    fresh.free();
  } finally {
    trial.free();
  }
  board.start(ruleset.id, position, record.moves, record.root);
  return null;
}

/** Wires the record's text box and its Copy and Load buttons. */
export function wireRecordText(board) {
  const box = board.part("record");
  if (!box) return;
  const note = board.part("record-error");
  const say = (text, problem) => {
    note.textContent = text;
    note.hidden = !text;
    note.classList.toggle("bl-record-problem", Boolean(problem));
  };
  box.addEventListener("input", () => {
    box.dataset.edited = "true";
  });
  board.root.querySelector('[data-action="copy"]').addEventListener("click", async () => {
    box.dataset.edited = "false";
    box.value = recordText(board);
    try {
      await navigator.clipboard.writeText(box.value);
    } catch {
      box.select();
      document.execCommand("copy");
    }
    say(t("board-record-copied"), false);
  });
  board.root.querySelector('[data-action="load"]').addEventListener("click", () => {
    const problem = loadRecord(board, box.value);
    if (problem) {
      say(problem, true);
      return;
    }
    box.dataset.edited = "false";
    box.value = recordText(board);
    const count = board.line.length;
    say(count === 1 ? t("board-record-loaded-one", { count }) : t("board-record-loaded-many", { count }), false);
  });
}
