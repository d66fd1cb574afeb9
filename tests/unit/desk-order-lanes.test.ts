/**
 * The day's order at the desk is read a page of whole rings at a time (lib/desk/order-lanes.ts): at the cup's scale a
 * session's three rings are one page each; a small session keeps all its rings on one page; a chosen ring is alone.
 */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { sessionLanes } from "../../lib/desk/order-lanes";

/** A board of `counts[s][r]` bouts in ring r + 1 of session s + 1. */
const board = (counts: number[][]) =>
  counts.flatMap((rings, s) => rings.flatMap((n, r) => Array.from({ length: n }, (_, i) => ({ session: s + 1, ring: r + 1, i }))));
const shape = (paged: ReturnType<typeof sessionLanes>) => paged.items.map((lane) => [lane.ring, lane.bouts.length]);

describe("the day's order, a page of whole rings", () => {
  // The semi-finals day of the venue bench (scripts/bench/friday-seed.ts): 250 bouts, 43/42/42 in session 1.
  const day = board([
    [43, 42, 42],
    [41, 41, 41],
  ]);
  const first = { number: 1, rings: 3 };
  it("shows one ring a page when the session's rings outgrow the budget", () => {
    assert.deepEqual(shape(sessionLanes(day, first, null, 1)), [[1, 43]]);
    assert.deepEqual(shape(sessionLanes(day, first, null, 3)), [[3, 42]]);
    assert.equal(sessionLanes(day, first, null, 1).pages, 3);
    assert.deepEqual(shape(sessionLanes(day, { number: 2, rings: 3 }, null, 2)), [[2, 41]]);
  });
  it("keeps a small session's rings together, empty rings included", () => {
    const small = sessionLanes(board([[10, 9, 0]]), first, null, 1);
    assert.deepEqual(shape(small), [
      [1, 10],
      [2, 9],
      [3, 0],
    ]);
    assert.equal(small.pages, 1);
  });
  it("shows a chosen ring alone, and clamps a page that no longer exists", () => {
    const ring = sessionLanes(day, first, 2, 5);
    assert.deepEqual(shape(ring), [[2, 42]]);
    assert.deepEqual([ring.page, ring.pages], [1, 1]);
  });
});
