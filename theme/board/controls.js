// The board's controls and input: the ruleset select and the buttons, clicks and keys on the
// drawing (Enter, Space, Escape, the arrows between points), ← → ↑ ↓ Home End through the
// record, board links followed from the text, and "Play from this figure" buttons.

import { targetClick, targetKey } from "./choices.js";
import { wireDrag } from "./drag.js";
import { neighbour, setRovingFocus } from "./keyboard.js";
import { t } from "./messages.js";
import { wireNotation } from "./notation.js";
import { renderRecord, wireRecordText } from "./record-view.js";
import { wireShare } from "./share.js";
import { renderStatus } from "./status.js";
import { switchVariation, wireVariationButtons } from "./variations.js";

/** Wires the board's controls, its drawing's clicks and keys, and the page's figures. */
export function wireControls(board) {
  const select = board.part("ruleset");
  select.replaceChildren(
    ...board.data.rulesets.map((r) => {
      const option = document.createElement("option");
      option.value = r.id;
      // The name alone, which a phone has room for; the id (as in a permalink) on hover.
      option.textContent = r.name || r.id;
      option.title = r.id;
      return option;
    }),
  );
  select.disabled = board.data.rulesets.length < 2;
  select.addEventListener("change", () => board.start(select.value));
  const on = (action, handler) =>
    board.root.querySelector(`[data-action="${action}"]`).addEventListener("click", handler);
  on("undo", () => board.undo());
  on("redo", () => board.redo());
  on("reset", () => board.start(board.ruleset.id, board.startPosition));
  on("flip", () => {
    board.flipped = !board.flipped;
    board.render();
  });
  on("hint", () => board.askHint());
  wireShare(board);
  board.part("computer").addEventListener("change", () => {
    // A search for a seat the computer no longer plays is dropped.
    if (board.thinking && !board.computerToMove()) board.cancelComputer();
    renderStatus(board);
    board.maybeComputerMove();
  });
  const holder = board.part("svg");
  holder.addEventListener("click", (event) => {
    const target = event.target.closest("[data-point], [data-hand]");
    if (!target || board.dropped) return;
    board.focusedKey = targetKey(target);
    board.click(targetClick(target));
  });
  wireDrag(board, holder);
  holder.addEventListener("keydown", (event) => onPointKey(board, event));
  holder.addEventListener("focusin", (event) => {
    const target = event.target.closest("[data-point], [data-hand]");
    if (target) board.focusedKey = targetKey(target);
  });
  board.root.addEventListener("keydown", (event) => onRecordKey(board, event));
  window.addEventListener("hashchange", () => {
    // A board link followed from the text (a commentary's line, a divergence's): bring the
    // board into view, as a figure's button does.
    if (window.location.hash !== board.writtenHash && board.restoreFromHash()) board.showBoard();
  });
  wireRecordText(board);
  wireNotation(board, () => {
    board.render();
    renderRecord(board);
  });
  wireVariationButtons(board);
  for (const figure of document.querySelectorAll("[data-bl-figure]")) addFigureButton(board, figure);
}

/** Enter and Space click the point in focus, Escape cancels, the arrows move between points. */
function onPointKey(board, event) {
  const target = event.target.closest("[data-point], [data-hand]");
  if (!target) return;
  if (event.key === "Enter" || event.key === " ") {
    event.preventDefault();
    board.focusedKey = targetKey(target);
    board.click(targetClick(target));
  } else if (event.key === "Escape") {
    event.preventDefault();
    board.cancel();
  } else if (event.key.startsWith("Arrow")) {
    event.preventDefault();
    const next = neighbour(board.targets(), target, event.key);
    if (next) {
      board.focusedKey = targetKey(next);
      setRovingFocus(board.targets(), next, true);
    }
  }
}

/** ← → (and Home, End) step through the record while the focus is on the board's controls. */
function onRecordKey(board, event) {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
  const inside = event.target.closest("select, textarea, input, [data-point], [data-hand]");
  if (inside) return;
  if (event.key === "ArrowUp" || event.key === "ArrowDown") {
    event.preventDefault();
    switchVariation(board, event.key === "ArrowUp" ? -1 : 1);
    return;
  }
  const steps = { ArrowLeft: board.ply - 1, ArrowRight: board.ply + 1, Home: 0, End: board.lineNodes.length };
  if (!(event.key in steps)) return;
  event.preventDefault();
  board.goTo(steps[event.key]);
}

/** A "Play from this figure" button under a figure of a ruleset the board plays. */
function addFigureButton(board, figure) {
  const ruleset = figure.dataset.ruleset;
  if (!board.data.rulesets.some((r) => r.id === ruleset)) return;
  const button = document.createElement("button");
  button.type = "button";
  button.className = "bl-play-figure";
  button.textContent = t("board-play-figure");
  button.addEventListener("click", () => {
    if (board.start(ruleset, figure.dataset.position || null)) {
      board.showBoard();
      board.announce(t("board-figure-set-up"));
    }
  });
  figure.append(button);
}
