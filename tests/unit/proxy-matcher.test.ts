import assert from "node:assert/strict";
import { test } from "node:test";
// Next's own compiler and matcher for proxy matchers: the same code `next build` and `next start` run.
import * as staticInfo from "next/dist/build/analysis/get-page-static-info.js";
import { getMiddlewareRouteMatcher } from "next/dist/shared/lib/router/utils/middleware-route-matcher.js";
import { routing, type Locale } from "../../i18n/routing";
import { teamPages } from "../../lib/auth/routes";
import { publicPages } from "../../lib/seo/pages";
import { config } from "../../proxy";

/** A locale's URL prefix as i18n/routing.ts defines it: none for the default, else the declared or `/<locale>`. */
function prefix(locale: Locale): string {
  if (locale === routing.defaultLocale) return "";
  const declared = (routing.localePrefix as { prefixes?: Partial<Record<Locale, string>> }).prefixes?.[locale];
  return declared ?? `/${locale}`;
}

// Exported at runtime, absent from Next's type declarations.
const { getMiddlewareMatchers } = staticInfo as unknown as {
  getMiddlewareMatchers: (matcher: unknown, nextConfig: object) => Parameters<typeof getMiddlewareRouteMatcher>[0];
};
const matches = getMiddlewareRouteMatcher(getMiddlewareMatchers(config.matcher, {}));
const runsProxy = (path: string, headers: Record<string, string> = {}) => matches(path, { headers } as never, {} as never);

test("the proxy runs on every team page in every language, with subpaths and RSC requests", () => {
  for (const locale of routing.locales) {
    for (const page of teamPages) {
      const path = prefix(locale) + page;
      for (const form of [path, `${path}/x`, `${path}.rsc`]) assert.ok(runsProxy(form), `${form} must run proxy.ts (${locale})`);
    }
  }
});

test("public pages and files stay off the proxy for a visitor with no language preference", () => {
  const englishBrowser = { "accept-language": "en-GB,en;q=0.9" };
  for (const locale of routing.locales) {
    for (const page of publicPages) {
      const path = prefix(locale) + page === "" ? "/" : (prefix(locale) + page).replace(/(.)\/$/, "$1");
      assert.ok(!runsProxy(path, englishBrowser), `${path} must not run proxy.ts`);
    }
  }
  for (const file of ["/pdfs/regulation-en.pdf", "/images/og.png", "/calendar/pt/porto-box-cup.ics"])
    assert.ok(!runsProxy(file, englishBrowser), file);
});

test("the image optimiser runs the proxy (only real pictures may reach it); other framework files do not", () => {
  assert.ok(runsProxy("/_next/image"));
  for (const path of ["/_next/static/chunks/main.js", "/_next/image/x", "/_next/data/build/en.json"]) assert.ok(!runsProxy(path), path);
});

test("an address with an escape that may not decode runs the proxy (it answers 400 when it does not); an ASCII escape does not", () => {
  for (const path of ["/%", "/pt/%zz", "/%FF", "/caf%C3%A9", "/dashboard/%", "/calendar/%/porto-box-cup.ics"])
    assert.ok(runsProxy(path), path);
  for (const path of ["/terms%26conditions", "/pt%2Fdashboard", "/images/og.png", "/%41", "/%2564ashboard"])
    assert.ok(!runsProxy(path), path);
});
