// Move notation on the page: the styles a game's tradition names moves in (WXF and Chinese for
// xiangqi, Japanese and Western for shogi, Korean for janggi, SAN for the other chess games,
// the engine's own names for every game, as an option), chosen in the select beside the record
// and remembered per tradition. The record keeps the engine's names; only what is shown, spoken
// and exported uses the chosen style. Named by the engine (`moveStyles`, `moveName`), never
// worked out here.
//
// Reading a record back accepts what the styles write: each word that is not an engine name is
// matched against the names of the legal moves in the record's style (its `Notation` header)
// or in any style of the game. A record may also be a plain FEN line, or for shogi an SFEN.

import { engineWord, t } from "./messages.js";

const ENGINE = "engine";

/** The tradition of the board's ruleset (`standard` when the rules name none). */
function tradition(board) {
  return board.ruleset?.rules?.tradition || "standard";
}

function storageKey(board) {
  return `boardlore-notation-${tradition(board)}`;
}

/** The styles the board's game offers: `[{id, label}]`, the engine's names last. */
export function moveStyles(board) {
  try {
    return JSON.parse(board.match.moveStyles());
  } catch {
    return [{ id: ENGINE, label: t("board-style-engine") }];
  }
}

/**
 * The style chosen for the board's tradition: the remembered one, else the tradition's own (the
 * first the engine offers: WXF for xiangqi, Japanese for shogi, SAN for chess); the engine's
 * names for games with no other.
 */
export function currentStyle(board) {
  const styles = moveStyles(board);
  let saved = null;
  try {
    saved = window.localStorage.getItem(storageKey(board));
  } catch {
    saved = null;
  }
  // A page in Chinese starts xiangqi's record in the Chinese style (炮二平五).
  const chinesePage = typeof document !== "undefined" && document.documentElement.lang.startsWith("zh");
  const preferred = chinesePage ? styles.find((s) => s.id === "chinese") : null;
  return styles.find((s) => s.id === saved)?.id || preferred?.id || styles[0]?.id || ENGINE;
}

/** True when the chosen style's names mark captures and checks themselves (SAN). */
export function styleWritesMarks(board) {
  const chosen = currentStyle(board);
  return Boolean(moveStyles(board).find((s) => s.id === chosen)?.marks);
}

/** Names are kept per tree node and style, made once for the whole tree. */
const names = new WeakMap();

/** Names every move of the tree of `board` in `style`, by replaying it on a match of its own. */
function nameTree(board, style) {
  let match;
  try {
    match = new board.engine.GameMatch(JSON.stringify(board.ruleset.rules), board.startText);
  } catch {
    return;
  }
  const walk = (node) => {
    for (const child of node.children) {
      let name;
      try {
        name = match.moveName(child.name, style);
        match.play(child.name);
      } catch {
        continue;
      }
      const known = names.get(child) || {};
      known[style] = name;
      names.set(child, known);
      walk(child);
      match.undo();
    }
  };
  try {
    walk(board.tree);
  } finally {
    match.free();
  }
}

/** The move of `node` (a node of the board's tree) as the chosen style names it. */
export function styledName(board, node, fallback = node.name) {
  const style = currentStyle(board);
  if (style === ENGINE || !node.name) return fallback;
  if (!names.get(node)?.[style]) nameTree(board, style);
  return names.get(node)?.[style] || fallback;
}

/** Fills the notation select for the board's game and keeps it on the chosen style. */
export function syncNotationSelect(board) {
  const select = board.part("notation");
  if (!select) return;
  const styles = moveStyles(board);
  const key = styles.map((s) => s.id).join(" ");
  if (select.dataset.styles !== key) {
    select.replaceChildren(
      ...styles.map((s) => {
        const option = document.createElement("option");
        option.value = s.id;
        option.textContent = engineWord("style", s.id, s.label);
        return option;
      }),
    );
    select.dataset.styles = key;
  }
  select.value = currentStyle(board);
  select.closest("label").hidden = styles.length < 2;
}

/** Wires the notation select: a new choice is remembered and the record redrawn. */
export function wireNotation(board, redraw) {
  const select = board.part("notation");
  if (!select) return;
  select.addEventListener("change", () => {
    try {
      window.localStorage.setItem(storageKey(board), select.value);
    } catch {
      // A page without storage still switches, for this visit.
    }
    redraw();
  });
}

/** The header naming the style of an exported record's moves (none for the engine's names). */
export function notationHeader(board) {
  const style = currentStyle(board);
  return style === ENGINE ? null : `[Notation "${style}"]`;
}

/** An SFEN (`<board> b - 1`) as the Fairy-Stockfish FEN the engine reads, or null. */
export function sfenToFen(text) {
  const fields = text.trim().split(/\s+/);
  if (fields.length < 3 || fields.length > 4 || fields[0].includes("[")) return null;
  const [placement, side, hand, move = "1"] = fields;
  if (!/^[bw]$/.test(side) || !/^(-|(\d*[A-Za-z])+)$/.test(hand) || !placement.includes("/")) return null;
  let pieces = "";
  if (hand !== "-") {
    for (const [, count, letter] of hand.matchAll(/(\d*)([A-Za-z])/g)) {
      pieces += letter.repeat(Number(count || "1"));
    }
  }
  // SFEN counts plies from 1; a FEN counts full moves.
  const fullMove = Math.floor((Math.max(Number(move), 1) - 1) / 2) + 1;
  return `${placement}[${pieces}] ${side === "b" ? "w" : "b"} 0 ${fullMove}`;
}

/** Shogi's hand order in an SFEN: rook, bishop, gold, silver, knight, lance, pawn. */
const SFEN_HAND_ORDER = "rbgsnlp";

/**
 * A Fairy-Stockfish FEN of a shogi position (`<board>[<hand>] w - - 0 1`) as an SFEN
 * (`<board> b <hand> 1`): Sente (FEN's `w`) moves first as SFEN's `b`, the hand is counted and
 * ordered Sente's pieces first, the move number counts plies from 1. Null when `fen` is not one.
 */
export function fenToSfen(fen) {
  const match = fen.trim().match(/^(\S+?)\[([A-Za-z+-]*)\]\s+([wb])(?:\s+\S+){0,3}?(?:\s+(\d+))?$/);
  if (!match) return null;
  const [, placement, hand, side, fullMove = "1"] = match;
  const rank = (letter) => SFEN_HAND_ORDER.indexOf(letter.toLowerCase());
  const counts = new Map();
  for (const letter of hand.replace(/[+-]/g, "")) counts.set(letter, (counts.get(letter) || 0) + 1);
  const sente = (l) => l === l.toUpperCase();
  const letters = [...counts.keys()].sort((a, b) => sente(b) - sente(a) || rank(a) - rank(b));
  const written = letters.map((l) => `${counts.get(l) > 1 ? counts.get(l) : ""}${l}`).join("") || "-";
  const ply = 2 * (Number(fullMove) - 1) + (side === "w" ? 1 : 2);
  return `${placement} ${side === "w" ? "b" : "w"} ${written} ${ply}`;
}

/** The header giving a shogi record's start position as an SFEN (none for other games). */
export function sfenHeader(board) {
  if (tradition(board) !== "shogi") return null;
  const sfen = fenToSfen(board.startText || "");
  return sfen ? `[SFEN "${sfen}"]` : null;
}

/**
 * A record's text made ready for record.js: a bare position line (a FEN, or an SFEN for a
 * shogi-like game) becomes a `FEN` header, and so does an `SFEN` header when no `FEN` is given.
 */
export function prepareImport(board, text) {
  const sfenHeader = text.match(/^\s*\[\s*SFEN\s+"([^"]*)"\s*\]\s*$/m);
  if (sfenHeader && !/^\s*\[\s*FEN\s/m.test(text)) {
    const fen = sfenToFen(sfenHeader[1]);
    if (fen) return text.replace(sfenHeader[0], `[FEN "${fen}"]`);
  }
  const lines = text.split(/\r?\n/);
  const first = lines.findIndex((line) => line.trim());
  if (first < 0) return text;
  const line = lines[first].trim();
  if (line.startsWith("[") || !/^\S*\/\S*/.test(line)) return text;
  const fen = (tradition(board) === "shogi" && sfenToFen(line)) || line;
  lines[first] = `[FEN "${fen}"]\n`;
  return lines.join("\n");
}

/**
 * Replaces, in the record tree `root` read from `text`, each move written in a style by the
 * engine's name of the legal move the style names so; words that match no move are left for
 * the board to report.
 */
export function resolveStyledMoves(board, rulesJson, position, root, text) {
  const declared = text.match(/^\s*\[\s*Notation\s+"([^"]*)"\s*\]/m)?.[1];
  let match;
  try {
    match = new board.engine.GameMatch(rulesJson, position || undefined);
  } catch {
    return;
  }
  const styles = moveStyles({ match }).map((s) => s.id);
  const order = declared && styles.includes(declared) ? [declared, ...styles] : styles;
  const walk = (node) => {
    for (const child of node.children) {
      const legal = JSON.parse(match.legalMoves()).map((m) => m.name);
      if (!legal.includes(child.name)) {
        const word = normalise(child.name);
        for (const style of order) {
          const found = legal.find((name) => normalise(match.moveName(name, style)) === word);
          if (found) {
            child.name = found;
            break;
          }
        }
      }
      try {
        match.play(child.name);
      } catch {
        continue;
      }
      walk(child);
      match.undo();
    }
  };
  try {
    walk(root);
  } finally {
    match.free();
  }
}

/** A move word compared without its check marks, the full-width space of `同　` as any space. */
function normalise(word) {
  return word.replace(/[+#]$/, "").replace(/[\s\u3000]+/g, "");
}
