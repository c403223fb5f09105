// Sharing a game: the permalink (the game in the address's hash, copied by a click) and, on a
// game page, the embed code (an iframe of the game's embeddable board at the same game).

import { t } from "./messages.js";
import { decodeHash, encodeHash } from "./permalink.js";
import { treeText } from "./tree.js";

/** Writes the game shown into the Permalink's address and, once it is worth keeping, the page's. */
export function updatePermalink(board) {
  const moves = board.lineNodes.slice(0, board.ply).map((node) => node.name);
  // The whole tree goes into the link when it holds more than the moves shown.
  const whole = treeText(board.tree);
  const tree = whole === moves.join(" ") ? null : whole;
  const hash = encodeHash(board.engine, { ruleset: board.ruleset.id, position: board.startPosition, moves, tree });
  board.writtenHash = hash;
  const link = board.part("permalink");
  // On the embeddable board the link opens the game page (`data-page`) at the same game.
  link.href = `${board.root.dataset.page || ""}${hash}`;
  // The address follows the game once there is one to keep; other anchors (#figures) stay.
  const worthKeeping = moves.length > 0 || board.startPosition !== null || tree !== null;
  const boardLink = decodeHash(board.engine, window.location.hash) !== null;
  if (window.location.hash !== hash && (worthKeeping || boardLink)) {
    history.replaceState(null, "", hash);
  }
}

/** Copies `text`; false when the browser refuses. */
async function copyText(text) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Says on `control` for two seconds what a copy did (`done` or `failed`), and to screen readers
 * (`said` or `unsaid`).
 */
function confirmCopy(board, control, copied, { done, failed, said, unsaid }) {
  if (!control.dataset.label) control.dataset.label = control.textContent;
  control.textContent = copied ? done : failed;
  board.announce(copied ? said : unsaid);
  clearTimeout(control.copyTimer);
  control.copyTimer = setTimeout(() => (control.textContent = control.dataset.label), 2000);
}

/** The iframe that shows the board's game on another page. */
export function embedCode(board) {
  const hash = board.writtenHash && board.writtenHash !== "#" ? board.writtenHash : "";
  const title = board.root.dataset.embedTitle || t("board-embed-default-title");
  const source = `${board.root.dataset.embed}${hash}`;
  const escape = (text) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
  return `<iframe src="${escape(source)}" title="${escape(title)}" width="100%" height="720" style="border:0;max-width:960px" loading="lazy"></iframe>`;
}

/**
 * Wires the Permalink (a plain click copies the game's full address; a middle click or one with
 * a modifier opens it, as links do) and Copy embed code.
 */
export function wireShare(board) {
  const link = board.part("permalink");
  link.addEventListener("click", async (event) => {
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const address = new URL(link.getAttribute("href"), window.location.href).href;
    confirmCopy(board, link, await copyText(address), {
      done: t("board-link-copied"),
      failed: t("board-link-copy-failed"),
      said: t("board-link-copied-said"),
      unsaid: t("board-link-copy-failed-said"),
    });
  });
  const embed = board.root.querySelector('[data-action="embed"]');
  if (embed && board.root.dataset.embed) {
    embed.addEventListener("click", async () =>
      confirmCopy(board, embed, await copyText(embedCode(board)), {
        done: t("board-embed-copied"),
        failed: t("board-embed-copy-failed"),
        said: t("board-embed-copied-said"),
        unsaid: t("board-embed-copy-failed-said"),
      }),
    );
  }
}
