import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { test } from "node:test";
import fc from "fast-check";
import { bracketNodes, NODE_IDS, type NodeId } from "../../lib/cup/bracket";
import { drawBracket, firstSeriesBouts, placeOrder, seededIntegers, separationPossible, type DrawEntry } from "../../lib/cup/draw";

const letters = (n: number) => "abcdefgh".slice(0, n).split("");
const seedOf = (i: number) => i.toString(16).padStart(16, "0");
const entries = (teams: string[]): DrawEntry[] => teams.map((team, i) => ({ id: `e${i}`, team }));

/** The pairs each round puts together, as entry ids (a pending side shows the node it waits for). */
function pairings(order: string[], decide: (a: string, b: string) => string = (a) => a) {
  const results: Partial<Record<NodeId, { winner: string; method: "points" }>> = {};
  const slots = placeOrder(order);
  const rounds: Record<string, string[][]> = { quarterFinal: [], semiFinal: [], final: [] };
  for (const id of NODE_IDS) {
    const node = bracketNodes(slots, results)[id];
    if (node.kind !== "bout") continue;
    const [a, b] = node.sides.map((s) => (s.kind === "boxer" ? s.entry : "?"));
    rounds[node.round].push([a, b]);
    results[id] = { winner: decide(a, b), method: "points" };
  }
  return rounds;
}

test("first-series bouts bring the second series to a power of two (0 for one boxer, 1 for two, n-4 for 5-8)", () => {
  assert.deepEqual([0, 1, 2, 3, 4, 5, 6, 7, 8].map(firstSeriesBouts), [0, 0, 1, 1, 2, 1, 2, 3, 4]);
});

test("the bracket of each size 1-8, drawn in the order a, b, c…: who meets whom in each round (IBA byes)", () => {
  // The first-drawn box the first series in pairs; byes box first in the second series (winners go on as
  // the first-named side here).
  const expected: Record<number, Record<string, string[][]>> = {
    1: { quarterFinal: [], semiFinal: [], final: [] },
    2: { quarterFinal: [], semiFinal: [], final: [["a", "b"]] },
    // One bye (odd): the bye meets the winner of the first bout.
    3: { quarterFinal: [], semiFinal: [["a", "b"]], final: [["c", "a"]] },
    4: {
      quarterFinal: [],
      semiFinal: [
        ["a", "b"],
        ["c", "d"],
      ],
      final: [["a", "c"]],
    },
    // Three byes (odd): c v d, then the last bye e meets the winner of the first bout.
    5: {
      quarterFinal: [["a", "b"]],
      semiFinal: [
        ["c", "d"],
        ["e", "a"],
      ],
      final: [["c", "e"]],
    },
    // Two byes (even): the bye boxers box the first bout of the second series, in the order drawn.
    6: {
      quarterFinal: [
        ["a", "b"],
        ["c", "d"],
      ],
      semiFinal: [
        ["e", "f"],
        ["a", "c"],
      ],
      final: [["e", "a"]],
    },
    // One bye (odd): g meets the winner of the first bout.
    7: {
      quarterFinal: [
        ["a", "b"],
        ["c", "d"],
        ["e", "f"],
      ],
      semiFinal: [
        ["g", "a"],
        ["c", "e"],
      ],
      final: [["g", "c"]],
    },
    8: {
      quarterFinal: [
        ["a", "b"],
        ["c", "d"],
        ["e", "f"],
        ["g", "h"],
      ],
      semiFinal: [
        ["a", "c"],
        ["e", "g"],
      ],
      final: [["a", "e"]],
    },
  };
  for (let n = 1; n <= 8; n++) assert.deepEqual(pairings(letters(n)), expected[n], `${n} boxers`);
});

test("nobody boxes twice before everyone has boxed once, whatever the results (property)", () => {
  fc.assert(
    fc.property(fc.integer({ min: 2, max: 8 }), fc.array(fc.boolean(), { minLength: 7, maxLength: 7 }), (n, coins) => {
      let flip = 0;
      const rounds = pairings(letters(n), (a, b) => (coins[flip++] ? a : b));
      const sequence = [...rounds.quarterFinal, ...rounds.semiFinal, ...rounds.final];
      const boxed = new Set<string>();
      for (const [a, b] of sequence) {
        // A second bout for either boxer is fine only when everyone else has boxed, or boxes now.
        const everyoneElse = letters(n).every((boxer) => boxed.has(boxer) || boxer === a || boxer === b);
        for (const boxer of [a, b]) if (boxed.has(boxer)) assert.ok(everyoneElse, `${boxer} boxed twice before all had boxed (${n})`);
        boxed.add(a).add(b);
      }
      assert.equal(sequence.length, n - 1, "an elimination bracket of n boxers has n - 1 bouts");
    }),
  );
});

test("the same seed and entries give the same draw, however the entries are listed", () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 8 }), fc.integer({ min: 0, max: 2 ** 31 }), fc.integer(), (n, s, shuffle) => {
      const list = entries(letters(n).map((_, i) => `team${i % 3}`));
      const rotated = list.map((_, i) => list[(i + Math.abs(shuffle)) % Math.max(n, 1)]).reverse();
      assert.deepEqual(drawBracket(rotated, seedOf(s)), drawBracket(list, seedOf(s)));
    }),
  );
});

test("the random sequence of a seed is fixed forever (a recorded draw must be checkable later)", () => {
  const next = seededIntegers("00000000000000ff");
  assert.deepEqual(
    Array.from({ length: 6 }, () => next(1000)),
    [seededValueAt("00000000000000ff", 0) % 1000, ...[1, 2, 3, 4, 5].map((i) => seededValueAt("00000000000000ff", i) % 1000)],
  );
  assert.deepEqual(drawBracket(entries(["A", "B", "C", "D", "E"]), "0123456789abcdef").order, ["e3", "e4", "e2", "e0", "e1"]);
});

/** The i-th 32-bit value of a seed, computed independently of the module (sha256 of "<seed>:<block>"). */
function seededValueAt(seed: string, index: number): number {
  return createHash("sha256")
    .update(`${seed}:${Math.floor(index / 8)}`)
    .digest()
    .readUInt32BE((index % 8) * 4);
}

/** Pearson's chi-square statistic of observed counts against a uniform expectation. */
function chiSquare(counts: number[], samples: number): number {
  const expected = samples / counts.length;
  return counts.reduce((sum, observed) => sum + (observed - expected) ** 2 / expected, 0);
}

test("fairness: over 24,000 seeds every one of the 120 orders of 5 boxers is drawn equally often", () => {
  const pool = entries(["A", "B", "C", "D", "E"]);
  const counts = new Map<string, number>();
  const samples = 24_000;
  for (let i = 0; i < samples; i++) {
    const key = drawBracket(pool, seedOf(i)).order.join();
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  assert.equal(counts.size, 120, "every order occurs");
  // 119 degrees of freedom: the statistic exceeds 173 with probability 0.001 under a fair draw.
  const statistic = chiSquare([...counts.values()], samples);
  assert.ok(statistic < 173, `chi-square ${statistic.toFixed(1)} over 119 degrees of freedom`);
  const extremes = [Math.min(...counts.values()), Math.max(...counts.values())];
  assert.ok(extremes[0] > 140 && extremes[1] < 260, `each order drawn 140-260 times, got ${extremes}`);
});

test("team-mates never meet in the first series when the numbers allow it (property)", () => {
  fc.assert(
    fc.property(
      fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 2, maxLength: 8 }),
      fc.integer({ min: 0, max: 2 ** 31 }),
      (teamIds, s) => {
        // The per-team limit allows at most two boxers of one team in a bracket.
        const seen = new Map<number, number>();
        const teams = teamIds.map((t) => {
          const count = (seen.get(t) ?? 0) + 1;
          seen.set(t, count);
          return count > 2 ? `solo${seen.size}-${count}` : `team${t}`;
        });
        const pool = entries(teams);
        const draw = drawBracket(pool, seedOf(s));
        const teamOf = new Map(pool.map((e) => [e.id, e.team]));
        const k = firstSeriesBouts(pool.length);
        const clashes = Array.from({ length: k }, (_, i) => teamOf.get(draw.order[2 * i]) === teamOf.get(draw.order[2 * i + 1]));
        if (separationPossible(teams)) assert.deepEqual(clashes, Array(k).fill(false), teams.join());
        assert.deepEqual([...draw.order].sort(), pool.map((e) => e.id).sort(), "every entry drawn once");
      },
    ),
  );
});

test("fairness under separation: the 16 acceptable orders of A, A, B, C are equally likely; the 8 others never occur", () => {
  const pool = entries(["A", "A", "B", "C"]);
  const counts = new Map<string, number>();
  const samples = 16_000;
  for (let i = 0; i < samples; i++) {
    const key = drawBracket(pool, seedOf(i)).order.join();
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  for (const key of counts.keys()) {
    const [a, b, c, d] = key.split(",");
    assert.ok(!([a, b].every((e) => e === "e0" || e === "e1") || [c, d].every((e) => e === "e0" || e === "e1")), key);
  }
  assert.equal(counts.size, 16);
  // 15 degrees of freedom: 37.7 is the 0.001 critical value.
  assert.ok(chiSquare([...counts.values()], samples) < 37.7);
});

test("separation is impossible only when one team would fill a first-series bout by itself", () => {
  assert.equal(separationPossible(["A", "A"]), false, "two team-mates alone meet in the final");
  assert.equal(separationPossible(["A", "A", "B"]), true, "three boxers: the bye goes to a team-mate");
  assert.equal(separationPossible(["A", "A", "B", "B"]), true);
  assert.equal(separationPossible(["A", "A", "A"]), false);
  const pool = entries(["A", "A"]);
  assert.deepEqual([...drawBracket(pool, seedOf(1)).order].sort(), ["e0", "e1"], "drawn all the same");
});

test("refuses a malformed seed, more than 8 boxers and an entry listed twice", () => {
  assert.throws(() => drawBracket(entries(["A"]), "XYZ"), /seed/);
  assert.throws(() => drawBracket(entries(Array(9).fill("A")), seedOf(1)), /8 boxers/);
  assert.throws(() => drawBracket([...entries(["A"]), ...entries(["B"])], seedOf(1)), /twice/);
});
