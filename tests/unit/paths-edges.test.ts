import assert from "node:assert/strict";
import { test } from "node:test";
import { isProtectedPath } from "../../lib/auth/routes";
import { localizedPath, stripLocalePrefix } from "../../i18n/paths";

test("a prefixed home page with a query or hash has no slash before it", () => {
  assert.equal(localizedPath("pt", "/?lng=pt"), "/pt?lng=pt");
  assert.equal(localizedPath("es", "/?next=%2Fdashboard#top"), "/esp?next=%2Fdashboard#top");
  assert.equal(localizedPath("pt", "/auth?next=/dashboard"), "/pt/auth?next=/dashboard");
});

test("every page below /dashboard is protected, in every language; a path that only ends like it is not", () => {
  for (const path of ["/dashboard/results", "/pt/dashboard/results/2025", "/esp/dashboard/"]) assert.ok(isProtectedPath(path), path);
  for (const path of ["/gallery-view/dashboard/", "/pt/auth/dashboard/", "/esp/x/dashboard"]) assert.ok(!isProtectedPath(path), path);
});

test("an empty pathname is the home page", () => {
  assert.equal(stripLocalePrefix(""), "/");
});
