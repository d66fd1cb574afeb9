import assert from "node:assert/strict";
import { test } from "node:test";
import { localeRedirects, localeRewrites } from "../../i18n/static-routes";

test("next.config.ts redirects: /en to the unprefixed page, /es to /esp", () => {
  assert.deepEqual(localeRedirects(), [
    { source: "/en", destination: "/", permanent: true },
    { source: "/en/:path*", destination: "/:path*", permanent: true },
    { source: "/es", destination: "/esp", permanent: true },
    { source: "/es/:path*", destination: "/esp/:path*", permanent: true },
  ]);
});

test("next.config.ts rewrites: /esp is the es route, unprefixed paths the en route", () => {
  assert.deepEqual(localeRewrites(), [
    { source: "/esp", destination: "/es" },
    { source: "/esp/:path*", destination: "/es/:path*" },
    { source: "/", destination: "/en" },
    { source: "/:path((?!en(?:/|$)|pt(?:/|$)|es(?:/|$)|esp(?:/|$)|_next/|api/|.*\\.).+)", destination: "/en/:path" },
  ]);
});
