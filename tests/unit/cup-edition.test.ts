import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { bracketSize, categories } from "../../lib/content/categories";
import { weightSets } from "../../lib/content/weight-classes";
import { birthYearOf, categoriesForBirthYear } from "../../lib/cup/category";
import { SEXES, weightClassesFor, weightClassesOf } from "../../lib/cup/weight-classes";

// The edition's categories and weight classes, written once in lib/content and derived here; the regulation
// PDFs print these labels (npm run assets) and the database stores these codes (npm run edition-sql).

test("the weight classes print the regulation's table (labels as the 2026 PDFs have them)", () => {
  const labels = (set: keyof typeof weightSets, sex: "F" | "M") => weightClassesOf(weightSets[set][sex]).map((w) => w.label);
  assert.deepEqual(labels("open", "M"), ["46–48", "51", "54", "57", "60", "63.5", "67", "71", "75", "80", "86", "92", "+92"]);
  assert.deepEqual(labels("open", "F"), ["45–48", "50", "52", "54", "57", "60", "63", "66", "70", "75", "81", "+81"]);
  assert.deepEqual(labels("junior", "M"), ["44–46", "48", "50", "52", "54", "57", "60", "63", "66", "70", "75", "80", "+80"]);
  assert.deepEqual(labels("benjamin", "F"), ["34–36", "38", "40", "42", "44", "46", "48", "50", "52", "54", "57", "60", "63", "+63"]);
});

test("each class has a unique code and a URL-safe slug, and the classes tile the scale without gaps", () => {
  for (const category of categories) {
    for (const sex of SEXES) {
      const classes = weightClassesFor(category.key, sex);
      assert.equal(new Set(classes.map((w) => w.code)).size, classes.length, `${category.key} ${sex} codes`);
      assert.equal(new Set(classes.map((w) => w.slug)).size, classes.length, `${category.key} ${sex} slugs`);
      for (const w of classes) assert.match(w.slug, /^[a-z0-9-]+$/, w.slug);
      classes.slice(1).forEach((w, i) => assert.equal(w.minKg, classes[i].maxKg, `${category.key} ${sex} ${w.code}`));
      assert.equal(classes.at(-1)?.maxKg, null, "the heaviest class is open-ended");
    }
  }
  const open = weightClassesFor("elite", "M");
  assert.deepEqual(open.slice(5, 6).concat(open.slice(-1)), [
    { code: "63.5", label: "63.5", slug: "63-5kg", minKg: 60, maxKg: 63.5 },
    { code: "+92", label: "+92", slug: "over-92kg", minKg: 92, maxKg: null },
  ]);
});

test("bracket size and per-team limits are edition data: 8 per bracket, 2 per team, 1 in elite", () => {
  assert.equal(bracketSize, 8);
  assert.deepEqual(Object.fromEntries(categories.map((c) => [c.key, c.teamLimit])), {
    benjamin: 2,
    junior: 2,
    youth: 2,
    senior: 2,
    elite: 1,
  });
});

test("the category comes from the birth year; senior and elite share theirs; other years have none", () => {
  const keys = (year: number) => categoriesForBirthYear(year).map((c) => c.key);
  assert.deepEqual(keys(2013), ["benjamin"]);
  assert.deepEqual(keys(2010), ["junior"]);
  assert.deepEqual(keys(2009), ["youth"]);
  assert.deepEqual(keys(2007), ["senior", "elite"]);
  assert.deepEqual(keys(1986), ["senior", "elite"]);
  assert.deepEqual(keys(1985), []);
  assert.deepEqual(keys(2014), []);
  fc.assert(
    fc.property(fc.integer({ min: 1900, max: 2100 }), (year) => {
      const found = categoriesForBirthYear(year);
      assert.ok(found.every((c) => c.bornFrom <= year && year <= c.bornTo));
      assert.equal(found.length > 0, year >= 1986 && year <= 2013);
    }),
  );
});

test("a birth date is a real ISO date or nothing", () => {
  assert.equal(birthYearOf("2010-02-28"), 2010);
  assert.equal(birthYearOf("2012-02-29"), 2012);
  for (const bad of ["2010-02-30", "2011-02-29", "2010-13-01", "10-02-2010", "2010-2-3", "", "2010-02-28T00:00"]) {
    assert.equal(birthYearOf(bad), null, bad);
  }
});
