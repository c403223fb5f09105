// The board's click targets and the buttons beside it: which target a click names, whether a
// target continues the selection, and the choice buttons (promotion, pass, stop here, cancel).

import { t } from "./messages.js";
import { pieceName } from "./target-labels.js";

/** A string naming a drawn target, equal to `clickKey` of the click it makes. */
export function targetKey(target) {
  if (target.dataset.point !== undefined) return `p:${target.dataset.point}`;
  if (target.dataset.hand !== undefined) return `h:${target.dataset.hand}`;
  return null;
}

/** The click a drawn target makes. */
export function targetClick(target) {
  return target.dataset.point !== undefined ? { point: target.dataset.point } : { hand: target.dataset.hand };
}

/** Whether `target` continues the selection (`options` from `nextOptions`). */
export function isOption(target, options, toMove) {
  if (target.dataset.point !== undefined) return options.points.has(target.dataset.point);
  return options.hands.has(target.dataset.hand) && Number(target.dataset.owner) === toMove;
}

/** A click as the live region reads it. */
export function describeClick(click) {
  if (click.point !== undefined) return click.point;
  if (click.hand !== undefined) return t("board-click-hand", { piece: pieceName(click.hand) });
  if (click.choice !== undefined) return click.choice;
  return t("board-click-pass");
}

/**
 * Fills the choice buttons of `board` (a GameBoard) for `options`: promotions, Pass, "Stop
 * here" and Cancel (not while a capture chain holds the piece that must go on).
 */
export function renderChoices(board, options) {
  const box = board.part("choices");
  box.replaceChildren();
  const add = (label, click, extra) => {
    const button = document.createElement("button");
    button.type = "button";
    // A label that pictures pieces before its words (`象馬 馬象: horses inside ...`) shows
    // the picture large, the words beneath.
    const pictured = label.match(/^([^\p{ASCII}][^:]*): (.+)$/u);
    if (pictured) {
      const span = (className, text) => {
        const element = document.createElement("span");
        element.className = className;
        element.textContent = text;
        return element;
      };
      // The colon is kept for screen readers and copied text, hidden on screen.
      button.append(
        span("bl-choice-picture", pictured[1]),
        span("bl-visually-hidden", ": "),
        span("bl-choice-words", pictured[2]),
      );
    } else button.textContent = label;
    button.className = `bl-choice ${extra || ""}`;
    if (click.choice !== undefined) button.dataset.choice = click.choice;
    button.addEventListener("click", () => (click.end ? board.playMove(click.end) : board.click(click)));
    box.append(button);
  };
  // The compiled rules word each choice (`Promote to queen`; a count as the rules name it).
  for (const choice of options.choices) add(board.match.choiceLabel(choice), { choice });
  if (options.pass && board.path.length === 0) add(t("board-choice-pass"), { pass: true }, "bl-pass");
  if (options.ending) add(t("board-choice-stop"), { end: options.ending });
  if (board.path.length > 0 && !board.turn().continuing) add(t("board-choice-cancel"), { cancel: true }, "bl-cancel");
  const cancel = box.querySelector(".bl-cancel");
  if (cancel) cancel.onclick = () => board.cancel();
  placeChoices(board, box, options);
  box.hidden = box.childElementCount === 0;
}

/**
 * A choice to make before any piece can move (janggi's arrangements) is shown over the board,
 * where a reader looks, a phone included; every other choice stays beside the board.
 */
function placeChoices(board, box, options) {
  const first =
    board.path.length === 0 &&
    options.choices.length > 1 &&
    options.points.size === 0 &&
    options.hands.size === 0 &&
    !options.pass;
  if (!board.choicesAnchor) {
    board.choicesAnchor = document.createComment("the choices' place beside the board");
    box.before(board.choicesAnchor);
  }
  box.classList.toggle("bl-choices-over", first);
  if (first) {
    const title = document.createElement("p");
    title.className = "bl-choices-title";
    title.textContent = t("board-chooses-first", { player: board.players[board.match.toMove()] || t("board-side-to-move") });
    box.prepend(title);
    if (box.parentElement !== board.part("stage")) board.part("stage").append(box);
  } else if (box.previousSibling !== board.choicesAnchor) {
    board.choicesAnchor.after(box);
  }
}
