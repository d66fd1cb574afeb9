import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { formatWeight, parseWeight } from "../../lib/weigh-in/weight";

test("a weight is read in the page's language: a point in English, a comma in Portuguese and Spanish", () => {
  assert.deepEqual(parseWeight("63.4", "en"), { ok: true, kg: 63.4 });
  assert.deepEqual(parseWeight(" 63,4 ", "pt"), { ok: true, kg: 63.4 });
  assert.deepEqual(parseWeight("63,4", "esp"), { ok: true, kg: 63.4 });
  assert.deepEqual(parseWeight("48", "pt"), { ok: true, kg: 48 });
  assert.deepEqual(parseWeight("63,4", "en"), { ok: false, error: "weight_format" });
  assert.deepEqual(parseWeight("63.4", "pt"), { ok: false, error: "weight_format" });
});

test("what the issue lists is refused with a reason: 63.45, 63,4 kg, nothing, -1, 6e1", () => {
  assert.deepEqual(parseWeight("63.45", "en"), { ok: false, error: "weight_precision" });
  assert.deepEqual(parseWeight("63,4 kg", "pt"), { ok: false, error: "weight_format" });
  assert.deepEqual(parseWeight("", "esp"), { ok: false, error: "weight_empty" });
  assert.deepEqual(parseWeight("   ", "en"), { ok: false, error: "weight_empty" });
  assert.deepEqual(parseWeight("-1", "en"), { ok: false, error: "weight_format" });
  assert.deepEqual(parseWeight("6e1", "en"), { ok: false, error: "weight_format" });
  assert.deepEqual(parseWeight("19.9", "en"), { ok: false, error: "weight_out_of_range" });
  assert.deepEqual(parseWeight("200,1", "pt"), { ok: false, error: "weight_out_of_range" });
  assert.deepEqual(parseWeight("200", "pt"), { ok: true, kg: 200 });
});

test("every weight of the range, written in a language, reads back as itself (property)", () => {
  fc.assert(
    fc.property(fc.integer({ min: 200, max: 2000 }), fc.constantFrom("en", "pt", "esp"), (tenths, locale) => {
      const kg = tenths / 10;
      assert.deepEqual(parseWeight(formatWeight(kg, locale), locale), { ok: true, kg });
    }),
  );
});

test("whatever is typed, the parser answers a weight of the range to 0.1 kg or a reason, and never throws (property)", () => {
  fc.assert(
    fc.property(fc.string(), fc.constantFrom("en", "pt", "esp"), (typed, locale) => {
      const parsed = parseWeight(typed, locale);
      if (parsed.ok) {
        assert.ok(parsed.kg >= 20 && parsed.kg <= 200);
        assert.equal(Math.round(parsed.kg * 10) / 10, parsed.kg);
      }
    }),
  );
});
