import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import {
  bracketNodes,
  boutsToRecord,
  canCorrect,
  medals,
  METHODS,
  NODE_IDS,
  type Medals,
  type Method,
  type NodeId,
  type Result,
} from "../../lib/cup/bracket";
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

test("a bout both boxers lost at the weigh-in has no winner: the next bout is a bye for its other side, and no medal comes of it", () => {
  const slots = placeOrder(order(8));
  const out: Result = { winner: null, method: "walkover" };
  assert.throws(() => bracketNodes(slots, { qf1: { winner: null, method: "points" } }), /not one of its boxers/);
  let nodes = bracketNodes(slots, { qf1: out, qf2: win("c") });
  assert.deepEqual(nodes.sf1.sides, [{ kind: "nobody" }, { kind: "boxer", entry: "c" }]);
  assert.deepEqual([nodes.sf1.kind, nodes.sf1.advances], ["bye", "c"]);
  assert.ok(!boutsToRecord(nodes).some((n) => n.id === "sf1"));
  // Both semi-finals lost at the weigh-in: the final is empty, decided, and gives nothing.
  nodes = bracketNodes(slots, { qf1: win("a"), qf2: win("c"), qf3: win("e"), qf4: win("g"), sf1: out, sf2: out });
  assert.equal(nodes.final.kind, "empty");
  assert.deepEqual(medals(nodes, true), { gold: null, silver: null, bronze: [], withheld: [], decided: true });
  // One semi-final without a winner: the other's winner is alone in the final; the bout without a winner gives no bronze.
  nodes = bracketNodes(slots, { qf1: win("a"), qf2: win("c"), qf3: win("e"), qf4: win("g"), sf1: out, sf2: win("e") });
  assert.deepEqual(medals(nodes, false), { gold: "e", silver: null, bronze: ["g"], withheld: [], decided: true });
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
  assert.deepEqual(medals(bracketNodes(slots, results), false), {
    gold: "g",
    silver: "a",
    bronze: ["c", "e"],
    withheld: [],
    decided: true,
  });
  const { final: _final, ...beforeFinal } = results;
  void _final;
  assert.deepEqual(medals(bracketNodes(slots, beforeFinal), false), {
    gold: null,
    silver: null,
    bronze: ["c", "e"],
    withheld: [],
    decided: false,
  });
});

test("medals in small brackets: one bronze for three boxers, none for two, a lone boxer's gold only if the edition says so", () => {
  const three = placeOrder(order(3)); // a v b in a semi-final, c waits in the final
  assert.deepEqual(medals(bracketNodes(three, { sf2: win("a"), final: win("c") }), false), {
    gold: "c",
    silver: "a",
    bronze: ["b"],
    withheld: [],
    decided: true,
  });
  const two = placeOrder(order(2));
  assert.deepEqual(medals(bracketNodes(two, { final: win("b") }), false), {
    gold: "b",
    silver: "a",
    bronze: [],
    withheld: [],
    decided: true,
  });
  const one = placeOrder(order(1));
  assert.deepEqual(medals(bracketNodes(one), false), {
    gold: null,
    silver: null,
    bronze: [],
    withheld: [{ medal: "gold", entry: "a" }],
    decided: true,
  });
  assert.deepEqual(medals(bracketNodes(one), true), { gold: "a", silver: null, bronze: [], withheld: [], decided: true });
  assert.deepEqual(medals(bracketNodes(placeOrder([])), true), { gold: null, silver: null, bronze: [], withheld: [], decided: true });
});

const by = (winner: string, method: Method): Result => ({ winner, method });

test("a final recorded as a walkover in a bracket of two: neither boxed, so no gold and no silver unless walkovers earn medals", () => {
  const nodes = bracketNodes(placeOrder(order(2)), { final: by("b", "walkover") });
  assert.deepEqual(medals(nodes, false), {
    gold: null,
    silver: null,
    bronze: [],
    withheld: [
      { medal: "gold", entry: "b" },
      { medal: "silver", entry: "a" },
    ],
    decided: true,
  });
  assert.deepEqual(medals(nodes, true), { gold: "b", silver: "a", bronze: [], withheld: [], decided: true });
});

test("a semi-final walkover: the winner who then boxes the final keeps silver; one who also loses the final by walkover gets nothing", () => {
  const four = placeOrder(order(4)); // semi-finals a v b and c v d, each after a bye
  const boxedFinal = bracketNodes(four, { sf1: by("a", "walkover"), sf2: by("c", "points"), final: by("c", "points") });
  // b had a bye, then lost the semi-final by walkover: never boxed, no bronze; d boxed the semi-final: bronze.
  assert.deepEqual(medals(boxedFinal, false), {
    gold: "c",
    silver: "a",
    bronze: ["d"],
    withheld: [{ medal: "bronze", entry: "b" }],
    decided: true,
  });
  const walkedFinal = bracketNodes(four, { sf1: by("a", "walkover"), sf2: by("c", "rsc"), final: by("c", "walkover") });
  assert.deepEqual(medals(walkedFinal, false), {
    gold: "c",
    silver: null,
    bronze: ["d"],
    withheld: [
      { medal: "silver", entry: "a" },
      { medal: "bronze", entry: "b" },
    ],
    decided: true,
  });
  assert.deepEqual(medals(walkedFinal, true), { gold: "c", silver: "a", bronze: ["b", "d"], withheld: [], decided: true });
});

test("a boxer who boxed once keeps the medal, whatever walkovers came after; a disqualification is a bout boxed by both", () => {
  const five = placeOrder(order(5)); // c, d, e have byes; a v b in quarter-final 4; semi-finals c v d and e v (a or b)
  const nodes = bracketNodes(five, {
    qf4: by("a", "points"),
    sf1: by("c", "ko"),
    sf2: by("e", "walkover"),
    final: by("e", "abandonment"),
  });
  // a boxed the quarter-final, then lost the semi-final by walkover: bronze. e won that walkover after a bye, then
  // boxed the final: gold.
  assert.deepEqual(medals(nodes, false), { gold: "e", silver: "c", bronze: ["d", "a"], withheld: [], decided: true });
  const disqualified = bracketNodes(placeOrder(order(2)), { final: by("a", "disqualification") });
  assert.deepEqual(medals(disqualified, false), { gold: "a", silver: "b", bronze: [], withheld: [], decided: true });
});

/**
 * A random bracket: any arrangement of 0 to 8 boxers in the 8 slots (not only the draw's), fought bout by bout in
 * order with random winners and methods, stopped at a random point. Alongside, who boxed, as the record-keeper
 * would count it: both boxers of each bout recorded with a method other than walkover.
 */
const foughtBracket = fc
  .record({
    placed: fc.shuffledSubarray([0, 1, 2, 3, 4, 5, 6, 7]),
    picks: fc.array(fc.tuple(fc.boolean(), fc.constantFrom(...METHODS)), { minLength: 7, maxLength: 7 }),
    stopAfter: fc.integer({ min: 0, max: 7 }),
  })
  .map(({ placed, picks, stopAfter }) => {
    const slots: (string | null)[] = Array(8).fill(null);
    placed.forEach((slot, i) => (slots[slot] = order(8)[i]));
    const results: Partial<Record<NodeId, Result>> = {};
    const boxed = new Set<string>();
    for (const [redWins, method] of picks.slice(0, stopAfter)) {
      const next = boutsToRecord(bracketNodes(slots, results))[0];
      if (!next) break;
      const [red, blue] = next.sides.map((s) => (s.kind === "boxer" ? s.entry : ""));
      results[next.id] = { winner: redWins ? red : blue, method };
      if (method !== "walkover") [red, blue].forEach((b) => boxed.add(b));
    }
    return { slots, results, boxed };
  });

const awarded = (m: Medals) => [
  ...(m.gold ? [`gold:${m.gold}`] : []),
  ...(m.silver ? [`silver:${m.silver}`] : []),
  ...m.bronze.map((b) => `bronze:${b}`),
];

test("medals over random brackets: only boxers who boxed get one; the places of the others stay empty; the flag true gives every place (property)", () => {
  fc.assert(
    fc.property(foughtBracket, ({ slots, results, boxed }) => {
      const nodes = bracketNodes(slots, results);
      const every = medals(nodes, true);
      const strict = medals(nodes, false);
      assert.deepEqual(every.withheld, [], "walkovers earn medals: nothing withheld");
      assert.equal(strict.decided, every.decided);
      for (const place of awarded(strict)) assert.ok(boxed.has(place.split(":")[1]), `${place} never boxed`);
      for (const { entry } of strict.withheld) assert.ok(!boxed.has(entry), `${entry} boxed and lost a medal`);
      // Withholding only empties places: nobody moves up, and every place of the flag-true table is accounted for.
      const places = [...awarded(strict), ...strict.withheld.map((w) => `${w.medal}:${w.entry}`)];
      assert.deepEqual(places.sort(), awarded(every).sort());
      // Without a single walkover, only a lone boxer (who never meets anyone) can have a place withheld.
      const walkovers = Object.values(results).some((r) => r.method === "walkover");
      if (!walkovers && slots.filter(Boolean).length > 1) assert.deepEqual(strict, every);
    }),
    { numRuns: 2000 },
  );
});

test("medals: turning any walkover into a bout boxed never takes a medal away (property)", () => {
  fc.assert(
    fc.property(foughtBracket, fc.constantFrom(...METHODS.filter((m) => m !== "walkover")), ({ slots, results }, method) => {
      const boxedInstead = Object.fromEntries(
        Object.entries(results).map(([id, r]) => [id, r.method === "walkover" ? { ...r, method } : r]),
      ) as Partial<Record<NodeId, Result>>;
      const before = awarded(medals(bracketNodes(slots, results), false));
      const after = awarded(medals(bracketNodes(slots, boxedInstead), false));
      for (const place of before) assert.ok(after.includes(place), place);
    }),
  );
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
