/**
 * The URL contract of the languages (docs/product.md §9): English at unprefixed paths, Portuguese under /pt,
 * Spanish under /esp with `es` as its language tag, and hreflang declared only by the pages (no Link header).
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { isLocale, routing } from "../../i18n/routing";

test("three languages, English by default and unprefixed, Spanish at /esp", () => {
  assert.deepEqual(routing.locales, ["en", "pt", "es"]);
  assert.equal(routing.defaultLocale, "en");
  assert.deepEqual(routing.localePrefix, { mode: "as-needed", prefixes: { es: "/esp" } });
  assert.equal(routing.alternateLinks, false);
});

test("only the three routing tags are locales", () => {
  for (const value of ["en", "pt", "es"]) assert.equal(isLocale(value), true, value);
  for (const value of ["esp", "EN", "fr", "", null, undefined, 1, ["en"]]) assert.equal(isLocale(value), false, String(value));
});
