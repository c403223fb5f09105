// The reader's words on every page: the text a reader sees (the page's `innerText`, so hidden
// search helpers and markup do not count) holds none of the workshop's words (the documents
// the archive was written from were its "seeds"; its translations are machine translations,
// not "LLM" ones; its data has fields, which readers never need to hear of), and no text or
// ruleset of a game is shown by its id: a witness is named by its kind and its author or work,
// a ruleset by its name.
import assert from "node:assert/strict";
import { readdir } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { after, before, test } from "node:test";
import { SITE, start } from "./support.mjs";

/** Words of the workshop, each with why a reader should not meet it. */
const WORKSHOP_WORDS = [
  [/\bseed(s|ed)?\b/i, "the archive's own name for its source documents"],
  [/\bLLMs?\b/, "say machine translation"],
  [/\b(summary|text|name|id) field\b/i, "a field of the entry format"],
  [/\bYAML\b/, "the entry format"],
  [/\b(witness|ruleset) id\b/i, "an id of the entry format"],
];

/** Every HTML page of the built site, as a path under its root. */
async function allPages(dir = SITE, out = []) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) await allPages(path, out);
    else if (entry.name.endsWith(".html")) out.push(`/${relative(SITE, path).split(sep).join("/")}`);
  }
  return out.sort();
}

let env;
before(async () => (env = await start()));
after(async () => env && env.close());

test("no page shows a workshop word or a text or ruleset by its id", async () => {
  const pages = await allPages();
  assert.ok(pages.length > 60, `only ${pages.length} pages`);
  const page = await env.browser.newPage();
  const found = [];
  let words = 0;
  for (const path of pages) {
    await page.goto(env.server.url + path);
    const { text, ids } = await page.evaluate(() => ({
      text: document.body.innerText,
      // Ids of the page's texts and rulesets that read as ids (with a hyphen or a digit):
      // `book` or `main` may be words of a sentence, `machine-translation` is not.
      ids: [...document.querySelectorAll("section.witness[id], section.ruleset[id]")]
        .map((s) => s.id.replace(/^(witness|ruleset)-/, ""))
        .filter((id) => /[-0-9]/.test(id)),
    }));
    words += text.split(/\s+/).length;
    for (const [pattern, why] of WORKSHOP_WORDS) {
      const match = text.match(new RegExp(`.{0,40}${pattern.source}.{0,40}`, pattern.flags));
      if (match) found.push(`${path}: "${match[0].trim()}" (${why})`);
    }
    for (const id of new Set(ids)) {
      const shown = new RegExp(`(^|[\\s(,:;])${id.replace(/[-]/g, "\\-")}($|[\\s),.:;])`, "m");
      const match = text.match(shown);
      if (match) found.push(`${path}: the id "${id}" is shown as a word`);
    }
  }
  await page.close();
  console.log(`reader's words: ${pages.length} pages, ${words} words read, ${found.length} workshop words or ids`);
  assert.deepEqual(found, []);
});
