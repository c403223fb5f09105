// Shared by the browser tests: one Chromium (Debian's, from env CHROMIUM), the static server
// for the built site (env BOARDLORE_SITE), page discovery and helpers that drive a board the
// way a reader does: by clicking its points, hand pieces and buttons.
import { fork } from "node:child_process";
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { chromium } from "playwright-core";
import { serve } from "./server.mjs";

export const SITE = process.env.BOARDLORE_SITE;
if (!SITE) throw new Error("set BOARDLORE_SITE to a built site (cargo xtask test does)");

/**
 * The static server in a process of its own, with the same answer as `serve` ({url, sent,
 * close}). Timing measurements use it: in this process the server's event loop also handles
 * Playwright's messages from the browser, and a page's requests wait on them (tens of ms).
 */
export async function serveInChild(root) {
  const child = fork(new URL("./server.mjs", import.meta.url), [root], { stdio: "inherit" });
  const sent = { bytes: 0, requests: 0, files: [] };
  const url = await new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code) => reject(new Error(`the server stopped (exit ${code})`)));
    child.on("message", (message) => {
      if (message.url) resolve(message.url);
      if (message.sent) {
        sent.requests += 1;
        sent.files.push(message.sent);
      }
    });
  });
  child.removeAllListeners("exit");
  const close = () =>
    new Promise((done) => {
      child.once("exit", done);
      child.send("close");
    });
  return { url, sent, close };
}

/**
 * Starts the server and the browser; returns {server, browser, close}. `serverProcess`: serve
 * from a process of its own (`serveInChild`), for timing.
 */
export async function start({ serverProcess = false } = {}) {
  const server = serverProcess ? await serveInChild(SITE) : await serve(SITE);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  return {
    server,
    browser,
    close: async () => {
      await browser.close();
      await server.close();
    },
  };
}

/** Every page of the site with a board: [{game, url path}], sorted by game. */
export async function boardPages() {
  const pages = [];
  async function walk(dir) {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      // The embeddable boards (embed/<game>/) repeat the game pages' boards.
      if (entry.isDirectory() && relative(SITE, path) === "embed") continue;
      // Another language's edition (zh/, with its own sitemap) repeats the boards too; its
      // own tests open its pages.
      if (entry.isDirectory() && dir === SITE && existsSync(join(path, "sitemap.xml"))) continue;
      if (entry.isDirectory()) await walk(path);
      else if (entry.name.endsWith(".html")) {
        const html = await readFile(path, "utf8");
        const board = html.match(/data-bl-board data-game="([^"]+)"/);
        if (!board) continue;
        const rulesets = [...html.matchAll(/class="ruleset-data">(.*?)<\/script>/gs)]
          .map((m) => JSON.parse(m[1]))
          .filter((r) => r.rules);
        if (!rulesets.length) continue;
        let url = `/${relative(SITE, path).split(sep).join("/")}`;
        url = url.replace(/index\.html$/, "");
        pages.push({ game: board[1], url, rulesets });
      }
    }
  }
  await walk(SITE);
  return pages.sort((a, b) => a.game.localeCompare(b.game));
}

/** The path of a game's board page. */
export async function pageOf(game) {
  const found = (await boardPages()).find((p) => p.game === game);
  if (!found) throw new Error(`no board page for ${game}`);
  return found.url;
}

/**
 * Opens a board page in a fresh context and waits until the board is playable. Console errors
 * and page errors are collected in `page.problems`.
 */
export async function openBoard(browser, url, { computer = "" } = {}) {
  const context = await browser.newContext();
  const page = await context.newPage();
  page.problems = [];
  page.on("console", (m) => {
    if (m.type() === "error") {
      page.problems.push(`console: ${m.text()} (${m.location().url})`);
    }
  });
  page.on("pageerror", (e) => page.problems.push(`page error: ${e.message}`));
  page.on("response", (r) => {
    if (r.status() >= 400) page.problems.push(`HTTP ${r.status()}: ${r.url()}`);
  });
  // The computer's seat is chosen before the board starts, as a reader who chose it earlier
  // would have it: a link that ends on the computer's turn sets it thinking at once.
  await page.addInitScript((seat) => {
    const observer = new MutationObserver(() => {
      const select = document.querySelector(".bl-computer");
      if (!select || !select.querySelector(`option[value="${seat}"]`)) return;
      select.value = seat;
      delete select.dataset.unset;
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  }, computer);
  await page.goto(url);
  await page.waitForSelector('[data-bl-board][data-ready="true"]', { timeout: 15000 });
  await page.selectOption(".bl-computer", computer);
  await page.selectOption(".bl-time", "300");
  page.closeAll = () => context.close();
  return page;
}

/** Runs `body(page)`, then closes the page's context whether or not `body` failed. */
export async function withPage(page, body) {
  try {
    return await body(page);
  } finally {
    await page.closeAll();
  }
}

/** The board's state as the tests read it. */
export function state(page) {
  return page.evaluate(() => {
    const root = document.querySelector("[data-bl-board]");
    const board = root.boardlore;
    return {
      plies: Number(root.dataset.plies),
      toMove: Number(root.dataset.toMove),
      refused: Number(root.dataset.refused || 0),
      thinking: root.dataset.thinking === "true",
      outcome: root.dataset.outcome ? JSON.parse(root.dataset.outcome) : null,
      position: board.match.position(),
      history: JSON.parse(board.match.history()),
      ruleset: root.querySelector(".bl-ruleset").value,
      listed: [...root.querySelectorAll(".bl-move-row [data-ply]")].map((b) => b.dataset.name),
      variations: [...root.querySelectorAll(".bl-variation")].map((v) => [...v.querySelectorAll("[data-name]")].map((b) => b.dataset.name)),
      line: Number(root.dataset.line),
      numbers: [...root.querySelectorAll(".bl-moves .bl-move-no")].map((n) => n.textContent),
      next: [...root.querySelectorAll(".bl-svg .bl-next")].map((e) => e.dataset.point ?? `hand:${e.dataset.hand}`),
      error: root.querySelector(".bl-error").hidden ? "" : root.querySelector(".bl-error").textContent,
      live: root.querySelector(".bl-live").textContent,
      svg: root.querySelector(".bl-svg").innerHTML,
    };
  });
}

/** The engine's legal moves in the page. */
export function legalMoves(page) {
  return page.evaluate(() => document.querySelector("[data-bl-board]").boardlore.legalMoves());
}

/** Clicks one click of a move path on the board or its buttons. */
export async function clickOne(page, click, toMove) {
  if (click.point !== undefined) await page.click(`.bl-svg [data-point="${click.point}"]`);
  else if (click.hand !== undefined) await page.click(`.bl-svg [data-hand="${click.hand}"][data-owner="${toMove}"]`);
  else if (click.choice !== undefined) await page.click(`.bl-choices [data-choice="${click.choice}"]`);
  else await page.click(".bl-choices .bl-pass");
}

/** Opens the board of `game`'s page in `env` (from `start()`), with a permalink's `hash`. */
export async function openGame(env, game, hash = "") {
  return openBoard(env.browser, `${env.server.url}${await pageOf(game)}${hash}`);
}

/** Plays the legal move the engine names `name` by clicking it, as a reader would. */
export async function playNamed(page, name) {
  const move = (await legalMoves(page)).find((m) => m.name === name);
  if (!move) throw new Error(`${name} is not legal here`);
  return clickMove(page, move);
}

/** Makes `move` by clicks; forced choices complete by themselves. */
export async function clickMove(page, move) {
  const before = await state(page);
  for (const click of move.clicks) {
    if ((await state(page)).plies !== before.plies) break;
    await clickOne(page, click, before.toMove);
  }
  const after = await state(page);
  if (after.plies !== before.plies + 1) throw new Error(`clicking ${move.name} did not play it`);
  return after;
}

/** Waits until the computer is not thinking. */
export async function computerDone(page) {
  await page.waitForFunction(() => document.querySelector("[data-bl-board]").dataset.thinking !== "true", null, {
    timeout: 20000,
  });
}
