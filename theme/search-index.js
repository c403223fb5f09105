// boardlore: the reading half of the site search. The build writes one bundle of files per
// edition (<root>search/, <root>zh/search/): pages.json lists the pages, terms/<key>.json the
// words and their postings split by first character, text/<page>.json each page's text by
// section. This module reads a bundle as a query needs it and ranks the pages with BM25.
// A query is split the way the build split the pages: folded (no accents, lower case), into
// words of letters and digits, and Chinese into single characters and pairs of neighbours.
// Loaded by search.js as a module, only when the search box is first used.

// BM25's constants: how soon repeating a word stops counting, and how much a long page is
// marked down for being long.
const K1 = 1.2;
const B = 0.75;
// The number of words (or Chinese characters) an excerpt shows.
const EXCERPT = 24;
// A letter or digit as Rust's `char::is_alphanumeric` has it (the Alphabetic property, or a number).
const LETTER = /[\p{Alphabetic}\p{N}]/u;

/**
 * Text as the index holds it: decomposed, without combining marks, in lower case. Each
 * character is lowered on its own, as the build does it (a Greek word's last capital sigma
 * is "σ" there, not the "ς" that lowering the whole text would give).
 */
export function fold(text) {
  return Array.from(text.normalize("NFD").replace(/\p{M}/gu, ""), (c) => c.toLowerCase()).join("");
}

/** Whether a character is one the index reads as Chinese: one term, alone and in pairs. */
export function isHan(char) {
  const c = char.codePointAt(0);
  return (c >= 0x3400 && c <= 0x4dbf) || (c >= 0x4e00 && c <= 0x9fff) ||
    (c >= 0xf900 && c <= 0xfaff) || (c >= 0x20000 && c <= 0x2ffff);
}

/**
 * The units of a text, in order: each word (a run of letters and digits that are not Chinese)
 * and each Chinese character, as {start, end} in the original text, `term` folded, `han`, and
 * for a Chinese character `joined` when the one before it is its neighbour. Characters are
 * folded one by one, so a unit's place in the original text is known whatever folding does
 * to its length; a combining mark folds to nothing and so belongs to the unit it follows.
 */
export function units(text) {
  const found = [];
  // The unit the last character was part of: a word goes on, a Chinese character is joined.
  let open = null;
  let at = 0;
  for (const char of text) {
    const next = at + char.length;
    const folded = fold(char);
    if (!folded && open) open.end = next;
    for (const piece of folded) {
      if (isHan(piece)) {
        found.push((open = { start: at, end: next, term: piece, han: true, joined: Boolean(open && open.han) }));
      } else if (!LETTER.test(piece)) {
        open = null;
      } else if (open && !open.han) {
        open.end = next;
      } else {
        found.push((open = { start: at, end: next, han: false }));
      }
    }
    at = next;
  }
  for (const unit of found) if (!unit.han) unit.term = fold(text.slice(unit.start, unit.end));
  return found;
}

/**
 * The terms a query asks for, each once: its words, and for each run of Chinese characters
 * the character alone or, in a longer run, every pair of neighbours.
 */
export function queryTerms(query) {
  const terms = [];
  let run = [];
  const endRun = () => {
    if (run.length === 1) terms.push({ term: run[0], han: true });
    for (let i = 1; i < run.length; i++) terms.push({ term: run[i - 1] + run[i], han: true });
    run = [];
  };
  for (const unit of units(query)) {
    if (!unit.han || !unit.joined) endRun();
    if (unit.han) run.push(unit.term);
    else terms.push({ term: unit.term, han: false });
  }
  endRun();
  const seen = new Set();
  return terms.filter(({ term }) => !seen.has(term) && seen.add(term));
}

/** The file of terms a term is in: its first character, or one of 16 files for the rest. */
export function shardKey(term) {
  const first = String.fromCodePoint(term.codePointAt(0));
  return /^[a-z0-9]$/.test(first) ? first : "x" + (first.codePointAt(0) % 16).toString(16);
}

/** A file of the bundle, parsed; null when the server has none (404). */
function getJsonByFetch(url) {
  return fetch(url).then((response) => {
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return response.json();
  });
}

/** Text made safe to show as HTML. */
function escapeHtml(text) {
  return text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);
}

/**
 * The excerpt of a section: the EXCERPT units holding the most matched units (the earliest
 * such stretch, its matches centred), in their original spelling, escaped, the matched ones
 * inside <mark>.
 */
function excerptOf(text, found, marked) {
  if (!found.length) return "";
  let from = 0;
  let best = -1;
  let count = 0;
  for (let i = 0; i < found.length; i++) {
    if (marked.has(i)) count++;
    if (i >= EXCERPT && marked.has(i - EXCERPT)) count--;
    const start = Math.max(0, i - EXCERPT + 1);
    if (count > best && (i >= EXCERPT - 1 || i === found.length - 1)) [best, from] = [count, start];
  }
  // The matches of the chosen stretch are centred in it, so that a lone match has words on
  // both sides.
  const inside = [...marked].filter((i) => i >= from && i < from + EXCERPT);
  if (inside.length) {
    const first = Math.min(...inside);
    const slack = EXCERPT - (Math.max(...inside) - first + 1);
    from = Math.max(0, Math.min(first - Math.floor(slack / 2), found.length - EXCERPT));
  }
  const to = Math.min(found.length, from + EXCERPT);
  // The text before the first unit and after the last is kept only at the section's ends.
  let html = "";
  let at = from === 0 ? 0 : found[from].start;
  for (let i = from; i < to; i++) {
    const unit = found[i];
    html += escapeHtml(text.slice(at, unit.start));
    const open = marked.has(i) && !(marked.has(i - 1) && i > from && found[i - 1].end === unit.start);
    const close = marked.has(i) && !(marked.has(i + 1) && i + 1 < to && found[i + 1].start === unit.end);
    html += (open ? "<mark>" : "") + escapeHtml(text.slice(unit.start, unit.end)) + (close ? "</mark>" : "");
    at = unit.end;
  }
  if (to === found.length) html += escapeHtml(text.slice(at));
  return html.trim();
}

/**
 * Opens the bundle at `base` (a URL path ending in "/"). `root` is the site's root path, put
 * in front of the pages' urls; `getJson(url)` resolves to the parsed file, or null where
 * there is none (a fetch by default). Nothing is read before the first search or filters().
 */
export function open(base, { root = "/", getJson = getJsonByFetch } = {}) {
  let index = null;
  // The files of terms as promises, and those read by now by key (the excerpts look words up).
  const shards = new Map();
  const read = new Map();
  const texts = new Map();

  // A file read once and kept; a failed read is forgotten, so that the next search retries.
  function once(cache, key, load) {
    if (!cache.has(key)) {
      cache.set(key, load().catch((error) => {
        cache.delete(key);
        throw error;
      }));
    }
    return cache.get(key);
  }

  function pages() {
    if (!index) {
      index = getJson(base + "pages.json").then((loaded) => {
        if (!loaded || loaded.version !== 1 || !Array.isArray(loaded.pages)) throw new Error(`${base}pages.json: not a search index`);
        const lengths = loaded.pages.map((page) => page.length || 0);
        const average = lengths.reduce((a, b) => a + b, 0) / (lengths.length || 1) || 1;
        return { pages: loaded.pages, filters: loaded.filters || {}, average };
      }, (error) => {
        index = null;
        throw error;
      });
    }
    return index;
  }

  function shard(key) {
    return once(shards, key, () => getJson(`${base}terms/${key}.json`).then((loaded) => {
      const terms = { words: (loaded && loaded.words) || {}, stems: (loaded && loaded.stems) || {} };
      read.set(key, terms);
      return terms;
    }));
  }

  function sections(page) {
    return once(texts, page, () => getJson(`${base}text/${page}.json`).then((loaded) => (loaded && loaded.sections) || []));
  }

  // The stems a query term matches, each with how alike it is: a Chinese term and a whole
  // word count 1, a word the term only starts counts (term length / word length)².
  function stemsOf({ term, han }, { words, stems }) {
    const alike = new Map();
    if (han) {
      // A Chinese term is its own stem; its word is looked up all the same.
      if (Object.hasOwn(words, term)) alike.set(words[term], 1);
      else if (Object.hasOwn(stems, term)) alike.set(term, 1);
      return alike;
    }
    const length = [...term].length;
    for (const [word, stem] of Object.entries(words)) {
      if (!word.startsWith(term)) continue;
      const similarity = word === term ? 1 : (length / [...word].length) ** 2;
      alike.set(stem, Math.max(alike.get(stem) || 0, similarity));
    }
    return alike;
  }

  // The page's share of one query term: its best stem's BM25 score times that stem's likeness.
  function scores(alike, { stems }, { pages: all, average }) {
    const byPage = new Map();
    for (const [stem, similarity] of alike) {
      const postings = Object.hasOwn(stems, stem) ? stems[stem] : [];
      const df = postings.length;
      const idf = Math.log(1 + (all.length - df + 0.5) / (df + 0.5));
      for (const [page, tf] of postings) {
        if (!all[page]) continue;
        const length = all[page].length || average;
        const score = similarity * idf * (tf * (K1 + 1)) / (tf + K1 * (1 - B + B * length / average));
        byPage.set(page, Math.max(byPage.get(page) || 0, score));
      }
    }
    return byPage;
  }

  function filters() {
    return pages().then((loaded) => loaded.filters);
  }

  function search(query, chosenFilters = {}) {
    const terms = queryTerms(String(query == null ? "" : query));
    if (!terms.length) return Promise.resolve([]);
    return Promise.all([pages(), ...terms.map(({ term }) => shard(shardKey(term)))]).then(([loaded, ...loadedShards]) => {
      const matched = terms.map((term, i) => stemsOf(term, loadedShards[i]));
      const perTerm = matched.map((alike, i) => scores(alike, loadedShards[i], loaded));
      const wanted = Object.entries(chosenFilters || {}).filter(([, value]) => value);
      const total = new Map();
      for (const page of perTerm[0].keys()) {
        const filtersOf = loaded.pages[page].filters || {};
        if (!wanted.every(([name, value]) => (filtersOf[name] || []).includes(value))) continue;
        if (!perTerm.every((byPage) => byPage.has(page))) continue;
        total.set(page, perTerm.reduce((sum, byPage) => sum + byPage.get(page), 0));
      }
      const stems = new Set(matched.flatMap((alike) => [...alike.keys()]));
      const han = terms.filter((term) => term.han).map((term) => [...term.term]);
      const ranked = [...total].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
      return ranked.map(([page, score]) => result(loaded.pages[page], page, score, stems, han));
    });
  }

  // A Latin word of the text is matched when the index gives it one of the matched stems
  // (the file of terms that says so was read for the query, if any was); a Chinese character
  // is matched when it is part of one of the query's characters or pairs where they occur.
  function matchedUnits(found, stems, han) {
    const marked = new Set();
    found.forEach((unit, i) => {
      if (!unit.han) {
        const words = read.has(shardKey(unit.term)) ? read.get(shardKey(unit.term)).words : {};
        if (Object.hasOwn(words, unit.term) && stems.has(words[unit.term])) marked.add(i);
        return;
      }
      for (const chars of han) {
        const at = i - chars.length + 1;
        const here = (char, j) => found[at + j].han && found[at + j].term === char && (j === 0 || found[at + j].joined);
        if (at < 0 || !chars.every(here)) continue;
        for (let j = at; j <= i; j++) marked.add(j);
      }
    });
    return marked;
  }

  function result(page, id, score, stems, han) {
    let data = null;
    return {
      id,
      score,
      data() {
        if (!data) data = sections(id).catch(() => []).then((parts) => describe(page, parts, stems, han));
        return data;
      },
    };
  }

  // What search.js shows of a page: its sections that matched, each with its excerpt and the
  // places of its matched units, and the best one's excerpt for the page.
  function describe(page, parts, stems, han) {
    const url = root + page.url;
    const subResults = [];
    let first = "";
    parts.forEach((part, i) => {
      const text = String(part.text || "");
      const found = units(text);
      if (i === 0) first = excerptOf(text, found, new Set());
      const marked = matchedUnits(found, stems, han);
      if (!marked.size) return;
      subResults.push({
        url: url + (part.anchor ? "#" + part.anchor : ""),
        title: String(part.title || ""),
        excerpt: excerptOf(text, found, marked),
        locations: [...marked].sort((a, b) => a - b),
      });
    });
    const best = subResults.reduce((top, sub) => (!top || sub.locations.length > top.locations.length ? sub : top), null);
    return { url, meta: { ...page.meta }, filters: { ...page.filters }, excerpt: best ? best.excerpt : first, sub_results: subResults };
  }

  return { search, filters };
}
