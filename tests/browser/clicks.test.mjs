// The board's move input without a browser: narrowing legal moves by click-path prefix (the
// permalink's hash format is tested in permalink.test.mjs, with the engine that writes it).
import assert from "node:assert/strict";
import { test } from "node:test";
import { applyClick, nextOptions } from "../../theme/board/clicks.js";

const p = (point) => ({ point });
const moves = [
  { name: "e2e4", clicks: [p("e2"), p("e4")] },
  { name: "e2e3", clicks: [p("e2"), p("e3")] },
  { name: "e7e8q", clicks: [p("e7"), p("e8"), { choice: "q" }] },
  { name: "e7e8n", clicks: [p("e7"), p("e8"), { choice: "n" }] },
  { name: "d7d8f", clicks: [p("d7"), p("d8"), { choice: "f" }] },
  { name: "S@e5", clicks: [{ hand: "silver" }, p("e5")] },
  { name: "pass", clicks: [{ pass: true }] },
];

test("a first click selects and marks the continuations", () => {
  const result = applyClick(moves, [], p("e2"));
  assert.equal(result.kind, "partial");
  assert.deepEqual([...nextOptions(moves, result.path).points].sort(), ["e3", "e4"]);
});

test("the click that completes exactly one move plays it", () => {
  const result = applyClick(moves, [p("e2")], p("e4"));
  assert.equal(result.kind, "move");
  assert.equal(result.move.name, "e2e4");
});

test("a promotion with several choices waits for the choice", () => {
  const result = applyClick(moves, [p("e7")], p("e8"));
  assert.equal(result.kind, "partial");
  assert.deepEqual(nextOptions(moves, result.path).choices, ["q", "n"]);
  assert.equal(applyClick(moves, result.path, { choice: "n" }).move.name, "e7e8n");
});

test("a forced promotion needs no extra click", () => {
  assert.equal(applyClick(moves, [p("d7")], p("d8")).move.name, "d7d8f");
});

test("clicking another piece starts a new selection; a dead click is refused", () => {
  const restart = applyClick(moves, [p("e2")], p("e7"));
  assert.equal(restart.kind, "partial");
  assert.deepEqual(restart.path, [p("e7")]);
  assert.equal(applyClick(moves, [p("e2")], p("a1")).kind, "refused");
  assert.equal(applyClick(moves, [], p("a1")).kind, "refused");
});

test("drops start from the hand; passing is an option at the start only", () => {
  assert.ok(nextOptions(moves, []).hands.has("silver"));
  assert.ok(nextOptions(moves, []).pass);
  assert.equal(applyClick(moves, [{ hand: "silver" }], p("e5")).move.name, "S@e5");
  assert.ok(!nextOptions(moves, [p("e2")]).pass);
});

test("a move that ends where a longer one goes on is offered as 'stop here'", () => {
  const chain = [
    { name: "a1-c3", clicks: [p("a1"), p("c3")] },
    { name: "a1-c3-e5", clicks: [p("a1"), p("c3"), p("e5")] },
  ];
  const result = applyClick(chain, [p("a1")], p("c3"));
  assert.equal(result.kind, "partial");
  assert.equal(nextOptions(chain, result.path).ending.name, "a1-c3");
});
