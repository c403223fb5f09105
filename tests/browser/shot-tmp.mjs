import { chromium } from "playwright-core";
import { createServer } from "node:http";
import { readFile, stat } from "node:fs/promises";
import { join, extname } from "node:path";
const root = process.argv[2]; const page_ = process.argv[3]; const out = process.argv[4]; const width = Number(process.argv[5] || 1366);
const types = { ".html": "text/html", ".js": "text/javascript", ".mjs": "text/javascript", ".css": "text/css", ".wasm": "application/wasm", ".svg": "image/svg+xml", ".json": "application/json", ".png": "image/png", ".otf": "font/otf" };
const server = createServer(async (req, res) => {
  let p = join(root, decodeURIComponent(req.url.split("?")[0].split("#")[0]));
  try { if ((await stat(p)).isDirectory()) p = join(p, "index.html"); res.writeHead(200, { "content-type": types[extname(p)] || "application/octet-stream" }); res.end(await readFile(p)); } catch { res.writeHead(404); res.end(); }
}).listen(0);
const port = server.address().port;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"] });
const page = await browser.newPage({ viewport: { width, height: 900 } });
await page.goto(`http://localhost:${port}${page_}`);
await page.waitForSelector('[data-bl-board][data-ready="true"]', { timeout: 20000 }).catch(() => {});
if (process.argv[6]) await page.selectOption(".bl-notation", process.argv[6]);
const el = process.argv[7] ? null : await page.$("[data-bl-board]");
await (el || page).screenshot({ path: out });
await browser.close(); server.close();
