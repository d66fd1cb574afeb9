import { expect, test } from "@playwright/test";
import { localizedPath } from "../i18n/paths";
import { protectedPages } from "../lib/auth/routes";
import { sitePages, spellings, type Spelling } from "../tests/support/path-spellings";
import { inBatches, rawRedirectChain, type RawResponse } from "./helpers/raw-http";

/**
 * Next matched its rewrites without regard to case while proxy.ts matches its pages exactly: anonymous
 * `/ESP/dashboard` was the prerendered portal with `s-maxage=31536000`. Every generated spelling of every page
 * (tests/support/path-spellings.ts: other letter cases of the prefix and the page, letters percent-encoded) is
 * sent raw here; tests/unit/guard-spellings.test.ts runs the guard's logic on the same list without a server.
 */
const portalTitles = ["TEAMS PORTAL", "PORTAL DAS EQUIPAS", "PORTAL DE EQUIPOS"];
const requestKinds = [
  { name: "document", headers: {} },
  { name: "RSC", headers: { rsc: "1" } },
] as const;

const signIn = (spelling: Spelling) => `${localizedPath(spelling.locale, "/auth")}?next=${encodeURIComponent(spelling.canonical)}`;

/** A 404, or for an RSC request Next's not-found payload (it answers those 200), never stored by a shared cache. */
function isNotFound(response: RawResponse, method: string): boolean {
  if (response.status === 404) return true;
  const rscNotFound =
    response.status === 200 && response.contentType.startsWith("text/x-component") && /no-store/.test(response.cacheControl);
  return rscNotFound && (method === "HEAD" || response.body.includes("NEXT_HTTP_ERROR_FALLBACK;404"));
}

/** What is wrong with the chain of answers to one spelling, or null. */
function problem(spelling: Spelling, chain: RawResponse[], method: string): string | null {
  for (const response of chain) {
    if (portalTitles.some((title) => response.body.includes(title))) return `${response.path} answered ${response.status} with the portal`;
    if (/s-maxage|public/.test(response.cacheControl))
      return `${response.path} answered ${response.status} with Cache-Control: ${response.cacheControl}`;
  }
  const last = chain.at(-1)!;
  const ending = `${last.status} ${last.location ?? last.contentType}`;
  if (spelling.recased) return isNotFound(last, method) ? null : `ends in ${ending}, not a 404`;
  // Only the letters are escaped: the same address, so a protected page's guard sends it to sign-in.
  return last.location === signIn(spelling) ? null : `ends in ${ending}, not ${signIn(spelling)}`;
}

async function check(baseURL: string, cases: Spelling[], methods: string[]): Promise<void> {
  const requests = cases.flatMap((spelling) => methods.flatMap((method) => requestKinds.map((kind) => ({ spelling, method, kind }))));
  const failures = (
    await inBatches(requests, 6, async ({ spelling, method, kind }) => {
      const chain = await rawRedirectChain(baseURL, spelling.path, { ...kind.headers }, method);
      const wrong = problem(spelling, chain, method);
      return wrong && `${method} ${kind.name} ${spelling.path}: ${wrong}`;
    })
  ).filter(Boolean);
  expect(failures.slice(0, 20), `${failures.length} of ${requests.length} requests`).toEqual([]);
}

for (const page of protectedPages) {
  test(`every spelling of ${page} in every language, GET and HEAD, document and RSC: sign-in or 404, never the page`, async ({
    baseURL,
  }) => {
    await check(baseURL!, spellings([page]), ["GET", "HEAD"]);
  });
}

for (const page of sitePages.filter((p) => !(protectedPages as readonly string[]).includes(p))) {
  test(`${page} in every language under another letter case is a 404, document and RSC`, async ({ baseURL }) => {
    await check(baseURL!, spellings([page], { encode: false }), ["GET"]);
  });
}
