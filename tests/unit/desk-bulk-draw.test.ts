import assert from "node:assert/strict";
import { describe, it } from "node:test";
import fc from "fast-check";
import { allBrackets, type BracketKey } from "../../lib/cup/bracket-slug";
import { inBatches } from "../../lib/async/in-batches";
import { bracketKey } from "../../lib/cup/entries";
import { bracketsToDraw, bulkReport, chosenDraw, chosenValue, reportFrom, reportQuery, scopeFrom } from "../../lib/desk/bulk-draw";
import { entry } from "../support/desk-fixture";

const b = (category: BracketKey["category"], sex: BracketKey["sex"], code: string): BracketKey => ({ category, sex, code });
const boxer = (bracket: BracketKey, over: Parameters<typeof entry>[0] = { firstName: "A", lastName: "B" }) =>
  entry({ ...over, category: bracket.category, sex: bracket.sex, bracketId: bracketKey(bracket) });
const params = (query: URLSearchParams) => {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of query) out[name] = name in out ? [out[name], value].flat() : value;
  return out;
};

describe("the choice of a bulk step", () => {
  it("reads a category and a sex from a form or an address; anything unknown widens the choice", () => {
    assert.deepEqual(scopeFrom({ category: "benjamin", sex: "M" }), { category: "benjamin", sex: "M" });
    assert.deepEqual(scopeFrom(new URLSearchParams("category=junior")), { category: "junior" });
    assert.deepEqual(scopeFrom({ category: "nobody", sex: "X" }), {});
    assert.deepEqual(scopeFrom({ category: ["junior", "elite"] }), {}, "a repeated field is not a choice");
  });

  it("draws only the brackets of the choice with entered boxers and no draw yet, in the edition's order, with their teams", () => {
    const men46 = b("benjamin", "M", "46");
    const men36 = b("benjamin", "M", "36");
    const women46 = b("benjamin", "F", "46");
    const junior = b("junior", "M", "50");
    const drawnAlready = b("benjamin", "M", "40");
    const entries = [
      boxer(men46, { firstName: "A", lastName: "1", teamId: "t1" }),
      boxer(men46, { firstName: "B", lastName: "2", teamId: "t2" }),
      boxer(men46, { firstName: "W", lastName: "3", teamId: "t2", status: "waiting", waitingPosition: 1 }),
      boxer(men46, { firstName: "X", lastName: "4", status: "withdrawn" }),
      boxer(men36, { firstName: "C", lastName: "5" }),
      boxer(women46, { firstName: "D", lastName: "6" }),
      boxer(junior, { firstName: "E", lastName: "7" }),
      boxer(drawnAlready, { firstName: "F", lastName: "8" }),
      boxer(b("benjamin", "M", "38"), { firstName: "G", lastName: "9", status: "waiting", waitingPosition: 1 }),
    ];
    const drawn = new Set([bracketKey(drawnAlready)]);
    const plan = bracketsToDraw(entries, drawn, { category: "benjamin", sex: "M" });
    assert.deepEqual(
      plan.map((p) => p.bracket),
      [men36, men46],
    );
    assert.deepEqual(plan[1].entered, [
      { id: entries[0].id, team: "t1" },
      { id: entries[1].id, team: "t2" },
    ]);
    assert.deepEqual(
      bracketsToDraw(entries, drawn, {}).map((p) => bracketKey(p.bracket)),
      ["benjamin/F/46", "benjamin/M/36", "benjamin/M/46", "junior/M/50"],
    );
    assert.deepEqual(
      bracketsToDraw(entries, drawn, { sex: "F" }).map((p) => p.bracket),
      [women46],
    );
  });
});

describe("running a bulk step", () => {
  it("runs every task, never more than the limit at once, and keeps the results in order (property)", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.nat(5), { maxLength: 30 }), fc.integer({ min: 1, max: 6 }), async (delays, limit) => {
        let running = 0;
        let most = 0;
        const results = await inBatches(delays, limit, async (delay) => {
          running++;
          most = Math.max(most, running);
          await new Promise((resolve) => setTimeout(resolve, delay));
          running--;
          return delay * 2;
        });
        assert.deepEqual(
          results,
          delays.map((d) => d * 2),
        );
        assert.ok(most <= limit, `${most} at once, limit ${limit}`);
      }),
      { numRuns: 40 },
    );
  });
});

describe("the report a bulk step leaves in the address", () => {
  const men46 = b("benjamin", "M", "46");
  const men48 = b("benjamin", "M", "48");
  const over63 = b("benjamin", "M", "+63");

  it("counts what was done and groups the others by their key; a key the refusal map does not know is not_allowed", () => {
    const report = bulkReport("drawn", [
      { bracket: men46, outcome: "drawn" },
      { bracket: men48, outcome: "entries_still_open" },
      { bracket: over63, outcome: "entries_still_open" },
      { bracket: b("junior", "F", "48"), outcome: "some_future_rule" },
      { bracket: b("junior", "F", "50"), outcome: "Not A Key!" },
    ]);
    assert.deepEqual(report, {
      step: "drawn",
      done: 1,
      refused: [
        { key: "entries_still_open", brackets: [men48, over63] },
        { key: "not_allowed", brackets: [b("junior", "F", "48"), b("junior", "F", "50")] },
      ],
    });
  });

  it("reads back what it wrote, the choice included, and nothing else", () => {
    const report = bulkReport("published", [
      { bracket: men46, outcome: "published" },
      { bracket: men48, outcome: "draw_entries_mismatch" },
      { bracket: over63, outcome: "draw_changed" },
    ]);
    const query = reportQuery(report, { category: "benjamin", sex: "M" });
    assert.equal(
      query.toString(),
      "category=benjamin&sex=M&published=1&refused=draw_entries_mismatch%3Abenjamin-men-48kg&refused=draw_changed%3Abenjamin-men-over-63kg",
    );
    assert.deepEqual(reportFrom(params(query)), report);
    assert.deepEqual(scopeFrom(params(query)), { category: "benjamin", sex: "M" });
    assert.equal(reportFrom({ outcome: "drawn" }), null, "no step, no report");
    assert.deepEqual(
      reportFrom({
        drawn: "2",
        refused: ["<script>:benjamin-men-46kg", "some_future_rule:benjamin-men-46kg", "bracket_empty:no-such-bracket", "bracket_empty"],
      }),
      {
        step: "drawn",
        done: 2,
        refused: [],
      },
    );
  });

  it("a refusal of every bracket of the edition under one key fits in an address", () => {
    const report = bulkReport(
      "drawn",
      allBrackets().map((bracket) => ({ bracket, outcome: "entries_still_open" })),
    );
    const url = `/esp/desk/draw/review?${reportQuery(report, {})}#notice`;
    assert.equal(
      reportFrom(params(new URLSearchParams(url.split("?")[1].split("#")[0])))?.refused[0].brackets.length,
      allBrackets().length,
    );
    // Node's HTTP parser takes 16 KB of headers; browsers far more.
    assert.ok(url.length < 8_000, `${url.length} characters`);
  });
});

describe("a ticked draw", () => {
  it("names the bracket and the revision reviewed, and nothing else reads as one", () => {
    const value = chosenValue(b("elite", "M", "+92"), 3);
    assert.equal(value, "elite-men-over-92kg@3");
    assert.deepEqual(chosenDraw(value), { bracket: b("elite", "M", "+92"), revision: 3 });
    for (const bad of [
      "elite-men-over-92kg",
      "elite-men-over-92kg@0",
      "elite-men-over-92kg@x",
      "nowhere@1",
      "@1",
      "elite-men-over-92kg@1@2",
    ])
      assert.equal(chosenDraw(bad), null, bad);
  });
});
