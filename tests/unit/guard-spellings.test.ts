/**
 * The guard against every generated spelling of every page (tests/support/path-spellings.ts), without a server:
 * next.config.ts's own redirects and rewrites are matched with Next's own path matcher, in the order and with
 * the case sensitivity `next start` gives them, proxy.ts's matcher with Next's own middleware matcher, and the
 * proxy itself is called where that matcher says it runs. e2e/guard-case-spellings.spec.ts sends the same list
 * to a production server.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { NextRequest } from "next/server";
import * as staticInfo from "next/dist/build/analysis/get-page-static-info.js";
import { getMiddlewareRouteMatcher } from "next/dist/shared/lib/router/utils/middleware-route-matcher.js";
import { getPathMatch } from "next/dist/shared/lib/router/utils/path-match.js";
import { prepareDestination } from "next/dist/shared/lib/router/utils/prepare-destination.js";
import { PHASE_PRODUCTION_SERVER } from "next/constants";
import type { NextConfig } from "next";
import { routing } from "../../i18n/routing";
import { localizedPath, stripLocalePrefix } from "../../i18n/paths";
import { canonicalPath } from "../../lib/auth/routes";
import proxy, { config as proxyConfig } from "../../proxy";
import loadConfig from "../../next.config";
import { sitePages, spellings, type Spelling } from "../support/path-spellings";

type Route = { source: string; destination: string };

// Exported at runtime, absent from Next's type declarations.
const { getMiddlewareMatchers } = staticInfo as unknown as {
  getMiddlewareMatchers: (matcher: unknown, nextConfig: object) => Parameters<typeof getMiddlewareRouteMatcher>[0];
};
const proxyMatches = getMiddlewareRouteMatcher(getMiddlewareMatchers(proxyConfig.matcher, {}));

const nextConfig: NextConfig = loadConfig(PHASE_PRODUCTION_SERVER);
const caseSensitive = !!nextConfig.experimental?.caseSensitiveRoutes;
const redirects = (await nextConfig.redirects!()) as Route[];
const rewritesConfig = await nextConfig.rewrites!();
const rewrites = Array.isArray(rewritesConfig) ? { beforeFiles: [], afterFiles: rewritesConfig } : rewritesConfig;

/**
 * Next 16.4's router-server compiles redirects and afterFiles/fallback rewrites with `caseSensitiveRoutes`, but
 * beforeFiles rewrites always case-insensitively (server/lib/router-utils/filesystem.js, buildCustomRoute).
 */
function compile(routes: Route[], sensitive: boolean) {
  return routes.map((route) => ({ ...route, match: getPathMatch(route.source, { strict: true, removeUnnamedParams: true, sensitive }) }));
}
const redirectRoutes = compile(redirects, caseSensitive);
const beforeFiles = compile((rewrites.beforeFiles ?? []) as Route[], false);
const afterFiles = compile([...(rewrites.afterFiles ?? []), ...(rewrites.fallback ?? [])] as Route[], caseSensitive);

/** The app's pages as the router finds them: `/<locale>/<page>`, compared after Next decodes the path once. */
const appPages = new Set(routing.locales.flatMap((locale) => sitePages.map((page) => (page === "/" ? `/${locale}` : `/${locale}${page}`))));
const decoded = (path: string) => {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
};

function apply(routes: ReturnType<typeof compile>, path: string): string | null {
  for (const route of routes) {
    const params = route.match(path);
    if (params)
      return prepareDestination({ appendParamsToQuery: false, destination: route.destination, params, query: {} }).parsedDestination
        .pathname;
  }
  return null;
}

type Outcome =
  | { kind: "redirect"; location: string; by: "next.config" | "proxy" }
  | { kind: "page"; page: string; proxied: boolean }
  | { kind: "not-found" };

/** What `next start` does with an anonymous request for `path`, up to its first redirect. */
async function route(path: string, rsc: boolean): Promise<Outcome> {
  const redirect = apply(redirectRoutes, path);
  if (redirect) return { kind: "redirect", location: redirect, by: "next.config" };
  const headers: Record<string, string> = rsc ? { rsc: "1" } : {};
  const proxied = !!(
    proxyMatches(path, { headers } as never, {} as never) || proxyMatches(decoded(path), { headers } as never, {} as never)
  );
  let current = path;
  if (proxied) {
    const response = await proxy(new NextRequest(`http://localhost:3000${path}`, { headers }));
    const location = response.headers.get("location");
    if (location) return { kind: "redirect", location: new URL(location).pathname + new URL(location).search, by: "proxy" };
    const rewrite = response.headers.get("x-middleware-rewrite");
    if (rewrite) current = new URL(rewrite).pathname;
  }
  const served = (candidate: string | null) => (candidate !== null && appPages.has(decoded(candidate)) ? decoded(candidate) : null);
  const page = served(apply(beforeFiles, current)) ?? served(current) ?? served(apply(afterFiles, current));
  return page ? { kind: "page", page, proxied } : { kind: "not-found" };
}

const signIn = (spelling: Spelling) => `${localizedPath(spelling.locale, "/auth")}?next=${encodeURIComponent(spelling.canonical)}`;

/** Follows redirects (as a browser would) until a page, a 404 or the sign-in page. */
async function settle(spelling: Spelling, rsc: boolean): Promise<{ hops: Outcome[]; last: Outcome }> {
  const hops: Outcome[] = [];
  let path = spelling.path;
  for (;;) {
    const outcome = await route(path, rsc);
    hops.push(outcome);
    if (outcome.kind !== "redirect" || outcome.location === signIn(spelling) || hops.length > 4) return { hops, last: outcome };
    path = outcome.location;
  }
}

const cases = spellings();

test("the generated list covers every page in every language, recased and encoded", () => {
  const counts = { protected: 0, team: 0, public: 0 };
  for (const spelling of cases) counts[spelling.kind]++;
  assert.ok(counts.protected >= 147 && counts.team >= 2 * 147 && counts.public > 0, JSON.stringify(counts));
  assert.ok(cases.some((s) => s.path === "/ESP/dashboard") && cases.some((s) => s.path === "/%45sp/dashboard"));
  assert.ok(cases.every((s) => s.path !== s.canonical));
});

for (const rsc of [false, true]) {
  test(`${rsc ? "RSC" : "document"} requests: a protected page's spellings end on sign-in or not found, never on the page unguarded`, async () => {
    for (const spelling of cases.filter((s) => s.kind === "protected")) {
      const { hops, last } = await settle(spelling, rsc);
      const trail = `${spelling.path}: ${JSON.stringify(hops)}`;
      if (last.kind === "page") assert.fail(`served ${last.page} ${last.proxied ? "through" : "without"} the proxy: ${trail}`);
      if (last.kind === "redirect") assert.equal(last.location, signIn(spelling), trail);
      // Only a spelling that decodes to the canonical letters may get as far as the sign-in page.
      if (last.kind === "redirect") assert.equal(spelling.recased, false, trail);
    }
  });

  test(`${rsc ? "RSC" : "document"} requests: no page is served under another letter case`, async () => {
    for (const spelling of cases.filter((s) => s.recased)) {
      const { hops, last } = await settle(spelling, rsc);
      assert.equal(last.kind, "not-found", `${spelling.path}: ${JSON.stringify(hops)}`);
    }
  });
}

test("a spelling that only escapes letters is the same address: the page itself or not found, team pages by way of their canonical address", async () => {
  for (const spelling of cases.filter((s) => !s.recased && s.kind !== "protected")) {
    const { hops, last } = await settle(spelling, false);
    const trail = `${spelling.path}: ${JSON.stringify(hops)}`;
    const suffix = stripLocalePrefix(spelling.canonical);
    const page = suffix === "/" ? `/${spelling.locale}` : `/${spelling.locale}${suffix}`;
    if (last.kind !== "not-found") assert.deepEqual(last, { kind: "page", page, proxied: spelling.kind === "team" }, trail);
    if (spelling.kind === "team")
      assert.deepEqual(hops[0], { kind: "redirect", location: canonicalPath(spelling.path), by: "proxy" }, trail);
  }
});

test("Next compiles beforeFiles rewrites case-insensitively whatever the config says, so the site has none", () => {
  assert.deepEqual(rewrites.beforeFiles ?? [], []);
  assert.equal(caseSensitive, true);
});
