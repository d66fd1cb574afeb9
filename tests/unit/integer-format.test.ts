import assert from "node:assert/strict";
import { test } from "node:test";
import { formatInteger, integerGrouping } from "../../lib/format/integer";

// The live registrations count is formatted in the browser without Intl (lib/format/integer.ts): it must
// print exactly what Intl.NumberFormat prints for each page language.
const samples = [0, 7, 42, 999, 1000, 1234, 9999, 10000, 12345, 99999, 123456, 1234567, 98765432, -5, -1234, -12345];

for (const tag of ["en-GB", "pt-PT", "es-ES"]) {
  test(`whole numbers in ${tag} match Intl.NumberFormat`, () => {
    const grouping = integerGrouping(tag);
    const intl = new Intl.NumberFormat(tag);
    for (const value of samples) assert.equal(formatInteger(value, grouping), intl.format(value), `${tag} ${value}`);
  });
}

test("the three page languages group differently", () => {
  assert.equal(formatInteger(1234, integerGrouping("en-GB")), "1,234");
  assert.equal(formatInteger(1234, integerGrouping("es-ES")), "1234");
  assert.equal(formatInteger(12345, integerGrouping("es-ES")), "12.345");
  assert.equal(formatInteger(12345, integerGrouping("pt-PT")), "12\u00a0345");
});
