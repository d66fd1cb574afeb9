import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import * as prettier from "prettier";
// Next's own compiler and matcher for proxy matchers, as in proxy-matcher.test.ts.
import * as staticInfo from "next/dist/build/analysis/get-page-static-info.js";
import { getMiddlewareRouteMatcher } from "next/dist/shared/lib/router/utils/middleware-route-matcher.js";
import { matcherBlock, withMatcher, type MatcherInput } from "../../i18n/proxy-matcher";

const proxyFile = new URL("../../proxy.ts", import.meta.url);

const { getMiddlewareMatchers } = staticInfo as unknown as {
  getMiddlewareMatchers: (matcher: unknown, nextConfig: object) => Parameters<typeof getMiddlewareRouteMatcher>[0];
};

/** The matcher array a generated block declares (the block is a JavaScript property with comments). */
function matcherOf(block: string): unknown[] {
  return (new Function(`return {\n${block}\n};`)() as { matcher: unknown[] }).matcher;
}

function runsProxy(matcher: unknown[]) {
  const matches = getMiddlewareRouteMatcher(getMiddlewareMatchers(matcher, {}));
  return (path: string, headers: Record<string, string> = {}, query: Record<string, string> = {}) =>
    matches(path, { headers } as never, query as never);
}

const threeLanguages: MatcherInput = {
  locales: ["en", "pt", "es"],
  defaultLocale: "en",
  prefixes: { en: "", pt: "/pt", es: "/esp" },
  teamPages: ["/dashboard", "/auth", "/reset"],
  cookie: "NEXT_LOCALE",
};
const fourLanguages: MatcherInput = {
  ...threeLanguages,
  locales: ["en", "pt", "es", "fr"],
  prefixes: { ...threeLanguages.prefixes, fr: "/fr" },
};

test("proxy.ts holds the matcher the generator writes for today's i18n/routing.ts (else: npm run proxy-matcher)", () => {
  const written = readFileSync(proxyFile, "utf8");
  assert.equal(withMatcher(written), written);
});

test("for en, pt and es the generated matcher sends to the proxy exactly the requests the hand-written one did", () => {
  const runs = runsProxy(matcherOf(matcherBlock(threeLanguages)));
  const english = { "accept-language": "en-GB,en;q=0.9" };
  const cases: [string, Record<string, string>, Record<string, string>, boolean][] = [
    // Team pages in every language, with subpaths and RSC requests.
    ["/dashboard", english, {}, true],
    ["/pt/auth/x", english, {}, true],
    ["/esp/reset.rsc", english, {}, true],
    // `?lng=` anywhere but on files.
    ["/gallery-view/2024", english, { lng: "esp" }, true],
    ["/images/og.png", english, { lng: "pt" }, false],
    // A remembered pt or es on an unprefixed page; not on a prefixed one, nor a remembered en.
    ["/terms&conditions", { ...english, cookie: "NEXT_LOCALE=pt" }, {}, true],
    ["/", { ...english, cookie: "NEXT_LOCALE=es" }, {}, true],
    ["/", { ...english, cookie: "NEXT_LOCALE=en" }, {}, false],
    ["/pt/terms&conditions", { ...english, cookie: "NEXT_LOCALE=pt" }, {}, false],
    ["/esp", { ...english, cookie: "NEXT_LOCALE=es" }, {}, false],
    ["/es/terms&conditions", { ...english, cookie: "NEXT_LOCALE=pt" }, {}, true],
    ["/pdfs/regulation-en.pdf", { ...english, cookie: "NEXT_LOCALE=pt" }, {}, false],
    // A first visit from a browser asking for Portuguese or Spanish, in either case.
    ["/", { "accept-language": "pt-PT,pt;q=0.9" }, {}, true],
    ["/terms&conditions", { "accept-language": "ES" }, {}, true],
    ["/", { "accept-language": "fr-FR,fr;q=0.9" }, {}, false],
    ["/pt", { "accept-language": "pt-PT" }, {}, false],
    ["/", { "accept-language": "pt-PT", cookie: "NEXT_LOCALE=en" }, {}, false],
  ];
  for (const [path, headers, query, expected] of cases)
    assert.equal(runs(path, headers, query), expected, `${path} ${JSON.stringify({ headers, query })}`);
});

test("a fourth language gets its team pages, its remembered-language and its Accept-Language entries", () => {
  const runs = runsProxy(matcherOf(matcherBlock(fourLanguages)));
  for (const path of ["/fr/dashboard", "/fr/auth/x", "/fr/reset.rsc", "/esp/dashboard", "/dashboard"]) assert.ok(runs(path), path);
  const english = { "accept-language": "en-GB,en;q=0.9" };
  assert.ok(runs("/terms&conditions", { ...english, cookie: "NEXT_LOCALE=fr" }), "unprefixed page, French remembered");
  assert.ok(!runs("/fr/terms&conditions", { ...english, cookie: "NEXT_LOCALE=fr" }), "already French");
  assert.ok(runs("/", { "accept-language": "fr-FR,fr;q=0.9" }), "first visit from a French browser");
  assert.ok(!runs("/", { "accept-language": "fr-FR,fr;q=0.9", cookie: "NEXT_LOCALE=en" }), "English remembered");
  for (const path of ["/", "/fr", "/fr/gallery-view/2024", "/pt"]) assert.ok(!runs(path, english), `${path} stays off the proxy`);
});

test("the generated block is already formatted as Prettier writes it, with three languages or four", async () => {
  const options = { ...(await prettier.resolveConfig(proxyFile.pathname)), filepath: proxyFile.pathname };
  const proxy = readFileSync(proxyFile, "utf8");
  for (const input of [threeLanguages, fourLanguages]) {
    const source = withMatcher(proxy, matcherBlock(input));
    assert.equal(await prettier.format(source, options), source, input.locales.join(","));
  }
});
