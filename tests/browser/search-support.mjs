// Shared by the search tests: a query typed into the header's search box as a reader types
// it, and the results read back off the page.

/**
 * Opens `path` in a fresh context of `env.browser`, types `query` into the search box and
 * waits for the answer. Returns the page and its context (the caller closes it), the status
 * line, the hits ({href, text, marks}: the words the excerpt highlights), the total count,
 * the time to the first results, the bytes of each index file fetched and any page errors.
 */
export async function search(env, path, query, { width = 1280 } = {}) {
  const context = await env.browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  const problems = [];
  page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
  page.on("console", (m) => m.type() === "error" && problems.push(`console: ${m.text()}`));
  const downloads = [];
  page.on("response", async (r) => {
    // The index's files (<root>search/, <root>zh/search/), not the scripts that read them.
    const url = new URL(r.url()).pathname;
    if (!url.includes("/search/") || url.includes("/theme/")) return;
    const body = await r.body().catch(() => Buffer.alloc(0));
    downloads.push(body.length);
  });
  await page.goto(env.server.url + path);
  const box = page.locator("#site-search");
  await box.waitFor({ state: "visible" });
  const started = Date.now();
  await box.fill(query);
  await page.locator("#site-search-results .search-status").waitFor();
  const elapsed = Date.now() - started;
  const status = await page.locator("#site-search-results .search-status").textContent();
  const hits = await page.locator("#site-search-results a.search-hit").evaluateAll((links) =>
    links.map((a) => ({
      href: a.getAttribute("href"),
      text: a.textContent,
      marks: [...a.querySelectorAll("mark")].map((m) => m.textContent),
    })),
  );
  const total = Number((status.match(/^(\d+) page/) || [0, 0])[1]);
  return { page, context, status, hits, total, elapsed, downloads, problems };
}

/** The game id a result links to (`/games/<id>/...`), or the path. */
export const gameOf = (href) => (href.match(/^\/games\/([^/]+)\//) || [null, href])[1];
