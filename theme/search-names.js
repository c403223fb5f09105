// boardlore: the forgiving half of the site search. A reader who types a game's name (its
// English name, an alias, its Chinese name or its pinyin) finds that game first, however the
// name is spaced, romanised or slightly misspelt. The names are the site's own list of games
// (data/games.json, written from the entries' `names`); nothing here knows a particular game.
// Loaded by search.js as a module, only when the search box is first used.

// The ways pinyin is commonly written otherwise, each folded to one spelling, applied in this
// order to text already reduced to plain letters: Wade–Giles "hs" is pinyin "x"; "ch", "zh",
// "q" and "j" are all written "ch" in Wade–Giles ("hsiang chi" for xiangqi), "ts"/"tz" is
// "z" or "c"; "ung" and "ien" are Wade–Giles finals for "ong" and "ian". English names are
// folded the same way, which is harmless: the query is folded alike before comparing.
const SPELLINGS = [
  [/hs/g, "x"],
  [/zh|ch|q|j/g, "j"],
  [/t[sz]|c/g, "z"],
  [/ung/g, "ong"],
  [/ien/g, "ian"],
];

/** The Han script: a query with one of these characters is a Chinese query. */
export const HAN = /\p{Script=Han}/u;

/** Text as typed to search: lower case, no tone marks, no spaces, hyphens or apostrophes. */
export function plain(text) {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");
}

/** Plain text with pinyin's other common spellings folded to one (see SPELLINGS). */
export function sound(text) {
  return SPELLINGS.reduce((folded, [from, to]) => folded.replace(from, to), plain(text));
}

/** The number of one-letter insertions, deletions and substitutions from `a` to `b`. */
export function editDistance(a, b) {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min(previous[j] + 1, current[j - 1] + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length];
}

/** The misspellings forgiven in a query of `length` letters. */
const forgiven = (length) => (length >= 8 ? 2 : length >= 5 ? 1 : 0);

/**
 * Each name a game is known by, whole and, for "Duziqi (Lone Piece Game)" or "围棋 (围子棋)",
 * each part apart.
 */
function namesOf(names) {
  const all = [names.en, names.zh, names.pinyin, names.native, ...(names.aliases || [])];
  return all
    .filter(Boolean)
    .flatMap((name) => [name, ...name.split(/[()]/)])
    .map((name) => name.trim())
    .filter(Boolean);
}

/**
 * How well `query` spells `name`, lower is better, or Infinity: 0 the same letters, 0.5 the
 * same once spellings are folded, 1 to 2 the start of the name (the more of it, the better,
 * at least half), 3 or 4 with one or two letters wrong.
 */
function nameScore(query, name) {
  const [queryPlain, namePlain] = [plain(query), plain(name)];
  if (queryPlain === namePlain) return 0;
  const [querySound, nameSound] = [sound(query), sound(name)];
  if (querySound === nameSound) return 0.5;
  const minimum = HAN.test(query) ? 2 : 4;
  if (querySound.length >= minimum && 2 * querySound.length >= nameSound.length) {
    if (nameSound.startsWith(querySound) || namePlain.startsWith(queryPlain)) {
      return 2 - querySound.length / nameSound.length;
    }
  }
  const wrong = editDistance(querySound, nameSound);
  return wrong <= forgiven(querySound.length) ? 2 + wrong : Infinity;
}

/**
 * The games whose name `query` spells, best first: [{game, name, score}] where `game` is an
 * entry of data/games.json and `name` the name matched.
 */
export function nameMatches(games, query) {
  if (plain(query).length < 2) return [];
  return games
    .map((game) => {
      let best = { game, name: "", score: Infinity };
      for (const name of namesOf(game.names || {})) {
        const score = nameScore(query, name);
        if (score < best.score) best = { game, name, score };
      }
      return best;
    })
    .filter((match) => match.score < Infinity)
    .sort((a, b) => a.score - b.score);
}
