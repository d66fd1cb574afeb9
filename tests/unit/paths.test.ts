import assert from "node:assert/strict";
import { test } from "node:test";
import { parsePublicLocale } from "../../i18n/routing";
import { localeFromPath, localizedPath, routeOf, stripLocalePrefix } from "../../i18n/paths";
import { isGuestOnlyPath, isProtectedPath } from "../../lib/auth/routes";

test("English keeps the spec's unprefixed paths; pt and Spanish get /pt and /esp", () => {
  assert.equal(localizedPath("en", "/"), "/");
  assert.equal(localizedPath("en", "/auth"), "/auth");
  assert.equal(localizedPath("pt", "/"), "/pt");
  assert.equal(localizedPath("pt", "/terms&conditions"), "/pt/terms&conditions");
  assert.equal(localizedPath("es", "/dashboard"), "/esp/dashboard");
  assert.equal(localizedPath("es", "/#registrations"), "/esp#registrations");
  assert.equal(localizedPath("en", "/#registrations"), "/#registrations");
  assert.equal(localizedPath("pt", "https://example.com"), "https://example.com");
});

test("a localized path round-trips to its locale and unprefixed path", () => {
  for (const locale of ["en", "pt", "es"] as const) {
    for (const path of ["/", "/auth", "/gallery-view/2024", "/terms&conditions"]) {
      const localized = localizedPath(locale, path);
      assert.equal(localeFromPath(localized), locale, localized);
      assert.equal(stripLocalePrefix(localized), path, localized);
    }
  }
  // Paths that merely start with the same letters are not prefixed.
  assert.equal(stripLocalePrefix("/ptx"), "/ptx");
  assert.equal(localeFromPath("/esport"), "en");
});

test("visitors' language codes: esp and es mean Spanish, anything else is refused", () => {
  assert.equal(parsePublicLocale("esp"), "es");
  assert.equal(parsePublicLocale("ES"), "es");
  assert.equal(parsePublicLocale(" pt "), "pt");
  assert.equal(parsePublicLocale("en"), "en");
  for (const bad of ["fr", "", null, undefined, "e", "pt-BR", "../en"]) assert.equal(parsePublicLocale(bad), null);
});

test("guards: /dashboard is protected in every language, /auth is for guests", () => {
  for (const path of ["/dashboard", "/pt/dashboard", "/esp/dashboard"]) assert.ok(isProtectedPath(path), path);
  for (const path of ["/", "/dashboards", "/auth", "/gallery-view/2024"]) assert.ok(!isProtectedPath(path), path);
  for (const path of ["/auth", "/pt/auth", "/esp/auth"]) assert.ok(isGuestOnlyPath(path), path);
  assert.ok(!isGuestOnlyPath("/reset"));
});

test("the page of a pathname, in its public form or the internal one the rewrites serve while prerendering", () => {
  for (const [pathname, route] of [
    ["/", "/"],
    ["/terms&conditions", "/terms&conditions"],
    ["/en", "/"],
    ["/en/terms&conditions", "/terms&conditions"],
    ["/pt", "/"],
    ["/pt/gallery-view/2024", "/gallery-view/2024"],
    ["/esp/auth", "/auth"],
    ["/es/auth", "/auth"],
    ["/esport", "/esport"],
    ["", "/"],
  ]) {
    assert.equal(routeOf(pathname), route, pathname);
  }
});
