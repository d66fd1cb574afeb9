/**
 * The draw's recipe as docs/cup.md §11 "Checking a draw" writes it, held to the app's draw: a second implementation
 * written from the text alone (below, nothing imported from lib/cup/draw.ts) gives the same draw as lib/cup/draw.ts
 * for any boxers, teams and seed, and every number of the worked example is recomputed from the document.
 */
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { test } from "node:test";
import fc from "fast-check";
import { drawBracket } from "../../lib/cup/draw";

const doc = readFileSync(path.resolve(import.meta.dirname, "..", "..", "docs", "cup.md"), "utf8");
const section = doc.slice(doc.indexOf("### Checking a draw"));

type Boxer = { id: string; team: string };

/** The stream of words of step 3, and the uniform integers of step 4. */
function words(seed: string) {
  let block = 0;
  let buffered: number[] = [];
  const next = () => {
    if (buffered.length === 0) {
      const digest = createHash("sha256").update(`${seed}:${block++}`, "utf8").digest();
      buffered = Array.from({ length: 8 }, (_, i) => digest.readUInt32BE(4 * i));
    }
    return buffered.shift()!;
  };
  const below = (b: number) => {
    const limit = 2 ** 32 - (2 ** 32 % b);
    for (let w = next(); ; w = next()) if (w < limit) return w % b;
  };
  return below;
}

/** Steps 2 and 5 to 8, from the text. */
function recipe(boxers: Boxer[], seed: string): { order: string[]; slots: (string | null)[] } {
  const sorted = [...boxers].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const n = sorted.length;
  const k = n <= 1 ? 0 : n - 2 ** Math.floor(Math.log2(n - 1));
  const perTeam = new Map<string, number>();
  for (const b of sorted) perTeam.set(b.team, (perTeam.get(b.team) ?? 0) + 1);
  const possible = [...perTeam.values()].reduce((sum, c) => sum + Math.min(c, k), 0) >= 2 * k;
  const below = words(seed);
  let order: Boxer[];
  for (;;) {
    order = [...sorted];
    for (let i = n - 1; i >= 1; i--) {
      const j = below(i + 1);
      [order[i], order[j]] = [order[j], order[i]];
    }
    const clash = Array.from({ length: k }, (_, p) => order[2 * p].team === order[2 * p + 1].team).some(Boolean);
    if (!possible || !clash) break;
  }
  const ids = order.map((b) => b.id);
  const slots: (string | null)[] = Array(8).fill(null);
  if (n === 0) return { order: ids, slots };
  const m = n - k;
  const block = 8 / m;
  const byes = ids.slice(2 * k);
  byes.forEach((id, q) => (slots[q * block] = id));
  for (let p = 0; p < k; p++) {
    const first = (byes.length + p) * block;
    slots[first] = ids[2 * p];
    slots[first + 4 / m] = ids[2 * p + 1];
  }
  return { order: ids, slots };
}

test("the recipe as written gives the app's draw, for any boxers, teams and seed (property)", () => {
  fc.assert(
    fc.property(
      fc.uniqueArray(fc.uuid(), { minLength: 1, maxLength: 8 }),
      fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 8, maxLength: 8 }),
      fc.stringMatching(/^[0-9a-f]{16}$/),
      (ids, teams, seed) => {
        // At most two boxers of one team, as the per-team limit allows.
        const count = new Map<number, number>();
        const boxers = ids.map((id, i) => {
          const c = (count.get(teams[i]) ?? 0) + 1;
          count.set(teams[i], c);
          return { id, team: c > 2 ? `solo-${i}` : String(teams[i]) };
        });
        assert.deepEqual(recipe(boxers, seed), drawBracket(boxers, seed));
      },
    ),
    { numRuns: 2000 },
  );
});

test("the worked example: every number in docs/cup.md is the recipe's", () => {
  const seed = /Seed\s+`([0-9a-f]{16})`/.exec(section)?.[1];
  assert.ok(seed, "the example's seed");
  const boxers = [...section.matchAll(/`(\w+)` \(team key (\d+)\)/g)].map(([, id, team]) => ({ id, team }));
  assert.equal(boxers.length, 5);
  assert.deepEqual(
    boxers.map((b) => b.id),
    [...boxers.map((b) => b.id)].sort(),
    "listed in sorted order",
  );

  const [, text, hex] = /SHA-256\(`([^`]+)`\) =\s+`([0-9a-f]{64})`/.exec(section) ?? [];
  assert.equal(text, `${seed}:0`);
  assert.equal(hex, createHash("sha256").update(text).digest("hex"));
  const limits = /The limits are (\d+) for `b` = 5 and 3,\s+and (\d+) \(no word discarded\) for 4 and 2/.exec(section);
  assert.deepEqual(limits?.slice(1).map(Number), [2 ** 32 - (2 ** 32 % 5), 2 ** 32]);
  assert.equal(2 ** 32 - (2 ** 32 % 3), 2 ** 32 - (2 ** 32 % 5));

  // The table: each word from the digest, its value, the bound, j, and the list after the swap.
  const rows = [...section.matchAll(/^\| (\d) +\| `([0-9a-f]{8})` \| (\d+) +\| (\d) +\| (\d) +\| (\d) +\| ([\w ]+?) +\|$/gm)];
  assert.equal(rows.length, 8);
  const sorted = boxers.map((b) => b.id);
  let list = [...sorted];
  for (const [, index, word, decimal, i, b, j, after] of rows) {
    const w = Number(index);
    if (w === 4) list = [...sorted]; // the second attempt starts again from the sorted list
    assert.equal(word, hex.slice(8 * w, 8 * w + 8), `word ${w}`);
    assert.equal(Number(decimal), parseInt(word, 16), `word ${w} in decimal`);
    assert.equal(Number(i), 4 - (w % 4), `word ${w}: i`);
    assert.equal(Number(b), Number(i) + 1, `word ${w}: b`);
    assert.equal(Number(j), Number(decimal) % Number(b), `word ${w}: j`);
    [list[Number(i)], list[Number(j)]] = [list[Number(j)], list[Number(i)]];
    assert.equal(after, list.join(" "), `word ${w}: the list after the swap`);
  }

  const order = /Drawn order: `([^`]+)`/.exec(section)?.[1].split(" ");
  const slots = /Slots 0–7: `([^`]+)`/
    .exec(section)?.[1]
    .split(" ")
    .map((s) => (s === "–" ? null : s));
  assert.deepEqual(order, list, "the accepted attempt is the last row's list");
  assert.deepEqual({ order, slots }, drawBracket(boxers, seed), "the app draws the same");
  assert.deepEqual({ order, slots }, recipe(boxers, seed));
  // The first attempt was set aside: it paired two boxers of team key 1.
  const team = new Map(boxers.map((b) => [b.id, b.team]));
  const first = rows[3][7].split(" ");
  assert.equal(team.get(first[0]), team.get(first[1]));
});
