// The game record on the page: the move list as buttons (numbered by moves, captures and checks
// marked, the ply shown marked current) and the record as text, with Copy and Load.

import { numberedRows, readRecord, writeRecord } from "./record.js";

/** Redraws the move list of `board` (a GameBoard) from its line and the ply it shows. */
export function renderRecord(board) {
  const list = board.part("moves");
  const hadFocus = list.contains(document.activeElement);
  const rows = numberedRows(board.line.map((entry) => entry.mover));
  const items = [];
  for (const row of rows) {
    const item = document.createElement("li");
    item.className = "bl-move-row";
    const number = document.createElement("span");
    number.className = "bl-move-no";
    number.textContent = `${row.number}${row.late ? "…" : "."}`;
    item.append(number);
    for (const ply of row.plies) item.append(moveButton(board, ply));
    items.push(item);
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

function moveButton(board, ply) {
  const entry = board.line[ply];
  const button = document.createElement("button");
  button.type = "button";
  button.className = "bl-move";
  button.dataset.ply = String(ply + 1);
  button.dataset.name = entry.name;
  button.textContent = entry.name;
  const marks = `${entry.capture ? "×" : ""}${entry.check ? "+" : ""}`;
  if (marks) {
    const mark = document.createElement("span");
    mark.className = "bl-mark";
    mark.textContent = marks;
    mark.setAttribute("aria-hidden", "true");
    button.append(mark);
  }
  const spoken = [entry.name, entry.capture ? "capture" : "", entry.check ? "check" : ""].filter(Boolean);
  button.setAttribute("aria-label", spoken.join(", "));
  if (ply + 1 === board.ply) button.setAttribute("aria-current", "true");
  if (ply + 1 > board.ply) button.classList.add("bl-ahead");
  button.addEventListener("click", () => board.goTo(ply + 1));
  return button;
}

/** The record of `board` as text (see record.js for the format). */
export function recordText(board) {
  return writeRecord({
    game: board.data.game,
    ruleset: board.ruleset.id,
    chess: board.match.family() === "chess",
    start: board.startText,
    moves: board.line.map((entry) => entry.name),
    movers: board.line.map((entry) => entry.mover),
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
    record = readRecord(text);
  } catch (error) {
    return `The record cannot be read: ${error.message}`;
  }
  const rulesetId = record.ruleset || board.ruleset.id;
  const ruleset = board.data.rulesets.find((r) => r.id === rulesetId);
  if (!ruleset) return `This game has no ruleset "${rulesetId}".`;
  const rules = JSON.stringify(ruleset.rules);
  let trial;
  try {
    trial = new board.engine.GameMatch(rules, record.position || undefined);
  } catch (error) {
    return `The start position cannot be read: ${error.message || error}`;
  }
  let position = record.position;
  try {
    for (const [i, name] of record.moves.entries()) {
      try {
        trial.play(name);
      } catch (error) {
        return `Move ${i + 1} (${name}) is not legal there: ${error.message || error}`;
      }
    }
    // The ruleset's own start needs no position in the link.
    const fresh = new board.engine.GameMatch(rules, undefined);
    if (position && fresh.position() === position.trim()) position = null;
    fresh.free();
  } finally {
    trial.free();
  }
  board.start(ruleset.id, position, record.moves);
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
    say("Record copied.", false);
  });
  board.root.querySelector('[data-action="load"]').addEventListener("click", () => {
    const problem = loadRecord(board, box.value);
    if (problem) {
      say(problem, true);
      return;
    }
    box.dataset.edited = "false";
    box.value = recordText(board);
    say(`Record loaded: ${board.line.length} move${board.line.length === 1 ? "" : "s"}.`, false);
  });
}
