// A tiny static file server for the built site, on the loopback interface only, with the MIME
// types a browser insists on for modules (.js) and streaming wasm compilation (.wasm). It counts
// the bytes it sends so tests can report what a page transfers.
import { createServer } from "node:http";
import { readFile, stat } from "node:fs/promises";
import { extname, join, normalize, resolve } from "node:path";

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".wasm": "application/wasm",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml",
};

/**
 * Serves `root` on 127.0.0.1 at a free port; resolves with {url, close, sent}. With `prefix`
 * (e.g. "/boardlore/"), the site is served under that path as a static host serves a project
 * site: a path outside it, or a file missing inside it, gets the site's 404.html with 404.
 */
export async function serve(root, { prefix = "/" } = {}) {
  const base = resolve(root);
  const sent = { bytes: 0, requests: 0, files: [] };
  const server = createServer(async (request, response) => {
    try {
      const full = decodeURIComponent(new URL(request.url, "http://x").pathname);
      if (!`${full}/`.startsWith(prefix)) throw new Error("outside the site's path");
      const path = full.slice(prefix.length - 1);
      let file = normalize(join(base, path));
      if (!file.startsWith(base)) throw new Error("outside the site");
      if ((await stat(file)).isDirectory()) file = join(file, "index.html");
      const body = await readFile(file);
      sent.bytes += body.length;
      sent.requests += 1;
      sent.files.push(file);
      if (process.send) process.send({ sent: file });
      response.writeHead(200, {
        "content-type": TYPES[extname(file)] || "application/octet-stream",
        "content-length": body.length,
        "cache-control": "no-store",
      });
      response.end(body);
    } catch {
      const missing = await readFile(join(base, "404.html")).catch(() => null);
      response.writeHead(404, { "content-type": missing ? TYPES[".html"] : "text/plain" });
      response.end(missing || "not found");
    }
  });
  await new Promise((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}`,
    sent,
    close: () => new Promise((done) => server.close(done)),
  };
}

/**
 * Run as its own process (`fork("server.mjs", [root])`, see `serveInChild` in support.mjs): serves
 * `root`, reports its URL and each file it sends to the parent, and stops when the parent asks.
 */
if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split("/").pop()) && process.send) {
  const server = await serve(process.argv[2]);
  process.on("message", async (message) => {
    if (message === "close") {
      await server.close();
      process.exit(0);
    }
  });
  process.send({ url: server.url });
}
