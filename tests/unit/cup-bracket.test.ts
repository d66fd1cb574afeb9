import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { bracketNodes, boutsToRecord, canCorrect, medals, NODE_IDS, type NodeId, type Result } from "../../lib/cup/bracket";
import { placeOrder } from "../../lib/cup/draw";

const order = (n: number) => "abcdefgh".slice(0, n).split("");
const win = (winner: string): Result => ({ winner, method: "points" });

test("a full bracket: quarter-finals first, then each semi-final once both its quarter-finals are decided", () => {
  const slots = placeOrder(order(8));
  let nodes = bracketNodes(slots);
  assert.deepEqual(
    boutsToRecord(nodes).map((n) => n.id),
    ["qf1", "qf2", "qf3", "qf4"],
  );
  assert.deepEqual(nodes.sf1.sides, [
    { kind: "pending", from: "qf1" },
    { kind: "pending", from: "qf2" },
  ]);
  nodes = bracketNodes(slots, { qf1: win("b"), qf2: win("c") });
  assert.deepEqual(
    boutsToRecord(nodes).map((n) => n.id),
    ["qf3", "qf4", "sf1"],
  );
  assert.deepEqual(nodes.sf1.sides, [
    { kind: "boxer", entry: "b" },
    { kind: "boxer", entry: "c" },
  ]);
});

test("a result for a bout not yet decidable, or naming a boxer who is not in it (who lost earlier), is refused", () => {
  const slots = placeOrder(order(8));
  assert.throws(() => bracketNodes(slots, { sf1: win("a") }), /not a bout that can be decided yet/);
  // a lost qf1 to b: a cannot win the semi-final.
  assert.throws(() => bracketNodes(slots, { qf1: win("b"), qf2: win("c"), sf1: win("a") }), /not one of its boxers/);
  assert.throws(() => bracketNodes(slots, { qf1: win("z") }), /not one of its boxers/);
});

test("a bye is not a bout: it takes no result and its boxer moves on at once", () => {
  const slots = placeOrder(order(5)); // c, d, e have byes; a v b is the one quarter-final
  const nodes = bracketNodes(slots);
  assert.equal(nodes.qf1.kind, "bye");
  assert.equal(nodes.qf1.advances, "c");
  assert.deepEqual(
    boutsToRecord(nodes).map((n) => n.id),
    ["qf4", "sf1"],
  );
  assert.throws(() => bracketNodes(slots, { qf1: win("c") }), /not a bout/);
});

test("a correction is allowed until the winner has boxed again", () => {
  const slots = placeOrder(order(8));
  const decided = { qf1: win("a"), qf2: win("c") };
  assert.equal(canCorrect(bracketNodes(slots, decided), "qf1"), true);
  assert.equal(canCorrect(bracketNodes(slots, { ...decided, sf1: win("a") }), "qf1"), false);
  assert.equal(canCorrect(bracketNodes(slots, { ...decided, sf1: win("a") }), "sf1"), true);
  assert.equal(canCorrect(bracketNodes(slots, decided), "qf3"), false, "nothing recorded, nothing to correct");
});

test("medals: gold and silver from the final, a bronze to each semi-final loser", () => {
  const slots = placeOrder(order(8));
  const results = { qf1: win("a"), qf2: win("c"), qf3: win("e"), qf4: win("g"), sf1: win("a"), sf2: win("g"), final: win("g") };
  assert.deepEqual(medals(bracketNodes(slots, results), false), { gold: "g", silver: "a", bronze: ["c", "e"], decided: true });
  const { final: _final, ...beforeFinal } = results;
  void _final;
  assert.deepEqual(medals(bracketNodes(slots, beforeFinal), false), { gold: null, silver: null, bronze: ["c", "e"], decided: false });
});

test("medals in small brackets: one bronze for three boxers, none for two, a walkover gold only if the edition says so", () => {
  const three = placeOrder(order(3)); // a v b in a semi-final, c waits in the final
  assert.deepEqual(medals(bracketNodes(three, { sf2: win("a"), final: win("c") }), false), {
    gold: "c",
    silver: "a",
    bronze: ["b"],
    decided: true,
  });
  const two = placeOrder(order(2));
  assert.deepEqual(medals(bracketNodes(two, { final: win("b") }), false), { gold: "b", silver: "a", bronze: [], decided: true });
  const one = placeOrder(order(1));
  assert.deepEqual(medals(bracketNodes(one), false), { gold: null, silver: null, bronze: [], decided: true });
  assert.deepEqual(medals(bracketNodes(one), true), { gold: "a", silver: null, bronze: [], decided: true });
  assert.deepEqual(medals(bracketNodes(placeOrder([])), true), { gold: null, silver: null, bronze: [], decided: true });
});

test("recording every bout in order, with any winners, always ends in one champion after n - 1 bouts (property)", () => {
  fc.assert(
    fc.property(fc.integer({ min: 2, max: 8 }), fc.array(fc.boolean(), { minLength: 7, maxLength: 7 }), (n, coins) => {
      const slots = placeOrder(order(n));
      const results: Partial<Record<NodeId, Result>> = {};
      let bouts = 0;
      for (;;) {
        const next = boutsToRecord(bracketNodes(slots, results))[0];
        if (!next) break;
        const [a, b] = next.sides.map((s) => (s.kind === "boxer" ? s.entry : ""));
        results[next.id] = win(coins[bouts++] ? a : b);
      }
      const nodes = bracketNodes(slots, results);
      assert.equal(bouts, n - 1);
      assert.ok(nodes.final.advances && order(n).includes(nodes.final.advances));
      assert.equal(medals(nodes, false).decided, true);
      assert.ok(NODE_IDS.every((id) => nodes[id].kind !== "bout" || nodes[id].result));
    }),
  );
});

test("a bracket is 8 slots with every entry at most once", () => {
  assert.throws(() => bracketNodes(["a", "b"]), /8 slots/);
  assert.throws(() => bracketNodes(["a", "a", null, null, null, null, null, null]), /twice/);
});
