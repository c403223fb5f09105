// Random playouts per second of one or more builds of the web board's engine, in Node.js's V8,
// taken in turn (A B A B ...) so that a before/after comparison shares the machine's drift.
//
//   node tools/playout-speed.mjs SITE GAME[,GAME...] PKG_DIR [PKG_DIR...] [--rounds N] [--warmup N] [--millis M]
//
// SITE is a built site (its game pages hold each ruleset's rules as JSON); each PKG_DIR holds a
// `boardlore_play.js` and `boardlore_play_bg.wasm` (`boardlore board-files DIR` writes the
// board a binary carries). Prints each package's median playouts per second per game, and
// each package's median against the first's.
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  if (at < 0) return fallback;
  const [, value] = args.splice(at, 2);
  return Number(value);
};
const rounds = option("--rounds", 5);
// Rounds played first and not counted: V8 first runs a module from its quick baseline
// compiler and swaps in optimised code as functions get hot.
const warmup = option("--warmup", 2);
const millis = option("--millis", 1000);
const [site, games, ...packages] = args;
if (!site || !games || packages.length === 0) {
  console.error("usage: node tools/playout-speed.mjs SITE GAME[,GAME...] PKG_DIR [PKG_DIR...] [--rounds N] [--millis M]");
  process.exit(2);
}

/** The first playable ruleset's rules on a game's page, as JSON text. */
function rulesOf(game) {
  const html = readFileSync(join(site, "games", game, "index.html"), "utf8");
  for (const [, json] of html.matchAll(/class="ruleset-data">(.*?)<\/script>/gs)) {
    const ruleset = JSON.parse(json);
    if (ruleset.rules) return JSON.stringify(ruleset.rules);
  }
  throw new Error(`${game} has no playable ruleset`);
}

// Each package is loaded once, as the page loads it: its bindings, then the module's bytes.
const engines = [];
for (const dir of packages) {
  const bindings = await import(`${pathToFileURL(resolve(dir, "boardlore_play.js")).href}?${engines.length}`);
  bindings.initSync({ module: readFileSync(resolve(dir, "boardlore_play_bg.wasm")) });
  engines.push(bindings);
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
for (const game of games.split(",")) {
  const rules = rulesOf(game);
  const rates = packages.map(() => []);
  for (let round = 0; round < warmup + rounds; round += 1) {
    engines.forEach((engine, i) => {
      const match = new engine.GameMatch(rules, undefined);
      const { games: played, millis: took } = JSON.parse(match.randomPlayouts(millis, 1000));
      if (round >= warmup) rates[i].push((played * 1000) / took);
      match.free();
    });
  }
  const first = median(rates[0]);
  packages.forEach((dir, i) => {
    const m = median(rates[i]);
    const range = `${Math.round(Math.min(...rates[i]))}..${Math.round(Math.max(...rates[i]))}`;
    console.log(`${game}\t${dir}\t${Math.round(m)} playouts/s (${range})\t${(m / first).toFixed(3)}x`);
  });
}
