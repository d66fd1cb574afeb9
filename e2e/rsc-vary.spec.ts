import { expect, test } from "@playwright/test";
import { localizedPath } from "../i18n/paths";
import { routing, type Locale } from "../i18n/routing";
import { publicPages } from "../lib/seo/pages";
import { inBatches, rawRedirectChain } from "./helpers/raw-http";

/**
 * One address, two bodies: `/?_rsc=…` answers HTML to a document request and the RSC payload to a client
 * navigation, both with a one-year `s-maxage`. A CDN keyed on path and query alone would hand one to the other.
 * Every cacheable answer must name the request headers it depends on in `Vary`; docs/deploy.md §8 tells a CDN to
 * key on them (tests/unit/cdn-cache-key.test.ts).
 */
const RSC_HEADERS = ["rsc", "next-router-state-tree", "next-router-prefetch", "next-router-segment-prefetch"];

const kinds: { name: string; headers: Record<string, string>; query: string }[] = [
  { name: "document", headers: {}, query: "" },
  { name: "document with ?_rsc=", headers: {}, query: "?_rsc=abc12" },
  { name: "RSC", headers: { rsc: "1" }, query: "" },
  { name: "RSC prefetch", headers: { rsc: "1", "next-router-prefetch": "1" }, query: "" },
  { name: "RSC segment prefetch", headers: { rsc: "1", "next-router-prefetch": "1", "next-router-segment-prefetch": "/_tree" }, query: "" },
];

const addresses = [
  ...(routing.locales as readonly Locale[]).flatMap((locale) => publicPages.map((page) => localizedPath(locale, page))),
  "/calendar/en/porto-box-cup.ics",
];

test("every cacheable answer of every public page, HTML or RSC, varies on the RSC request headers", async ({ baseURL }) => {
  const requests = addresses.flatMap((address) => kinds.flatMap((kind) => ["GET", "HEAD"].map((method) => ({ address, kind, method }))));
  let cacheable = 0;
  const failures = (
    await inBatches(requests, 4, async ({ address, kind, method }) => {
      for (const response of await rawRedirectChain(baseURL!, address + kind.query, kind.headers, method)) {
        if (!/s-maxage|public/.test(response.cacheControl) || /no-store|private/.test(response.cacheControl)) continue;
        cacheable++;
        const vary = String(response.headers.vary ?? "").toLowerCase();
        const missing = RSC_HEADERS.filter((name) => !vary.split(/\s*,\s*/).includes(name));
        if (missing.length)
          return `${method} ${kind.name} ${response.path} (${response.status}, ${response.cacheControl}): Vary lacks ${missing.join(", ")}`;
      }
      return null;
    })
  ).filter(Boolean);
  expect(failures).toEqual([]);
  expect(cacheable).toBeGreaterThan(requests.length / 2);
});
