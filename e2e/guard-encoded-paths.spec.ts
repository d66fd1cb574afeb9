import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { rawGet, rawRedirectChain, type RawResponse } from "./helpers/raw-http";

/**
 * The portal is prerendered; only proxy.ts stands between it and an anonymous visitor. Percent-encoded
 * spellings of its path (`/%64ashboard`) once reached the page past the guard, with a shared-cache header.
 * Every spelling here must end on the sign-in page of its language, through redirects only.
 */
const languages = [
  {
    prefix: "",
    signIn: "/auth?next=%2Fdashboard",
    subpage: "/auth?next=%2Fdashboard%2Fteam",
    query: "/auth?next=%2Fdashboard%3Ftab%3Dresults",
  },
  {
    prefix: "/pt",
    signIn: "/pt/auth?next=%2Fpt%2Fdashboard",
    subpage: "/pt/auth?next=%2Fpt%2Fdashboard%2Fteam",
    query: "/pt/auth?next=%2Fpt%2Fdashboard%3Ftab%3Dresults",
  },
  {
    prefix: "/esp",
    signIn: "/esp/auth?next=%2Fesp%2Fdashboard",
    subpage: "/esp/auth?next=%2Fesp%2Fdashboard%2Fteam",
    query: "/esp/auth?next=%2Fesp%2Fdashboard%3Ftab%3Dresults",
  },
];

/** Encoded spellings of `dashboard`: first letter, last letter, a middle one, every letter, upper-case hex. */
const dashboardSpellings = ["%64ashboard", "dashboar%64", "d%61shboard", "%64%61%73%68%62%6f%61%72%64", "dashb%6Fard"];

/** The language prefix itself encoded. */
const encodedPrefixes = [
  { path: "/%70t/dashboard", signIn: "/pt/auth?next=%2Fpt%2Fdashboard" },
  { path: "/p%74/%64ashboard", signIn: "/pt/auth?next=%2Fpt%2Fdashboard" },
  { path: "/%65sp/dashboard", signIn: "/esp/auth?next=%2Fesp%2Fdashboard" },
  { path: "/es%70/dashboar%64", signIn: "/esp/auth?next=%2Fesp%2Fdashboard" },
];

const visitors: { name: string; headers: Record<string, string> }[] = [
  { name: "no cookie", headers: {} },
  // Any `sb-…-auth-token` cookie makes the proxy ask the backend; this one is not a session.
  { name: "a bad session cookie", headers: { cookie: "sb-127-auth-token=base64-eyJhY2Nlc3NfdG9rZW4iOiJmb3JnZWQifQ" } },
];

const portalTitles = ["TEAMS PORTAL", "PORTAL DAS EQUIPAS", "PORTAL DE EQUIPOS"];

function expectNeverThePortal(chain: RawResponse[]): void {
  for (const response of chain) {
    const shown = portalTitles.filter((title) => response.body.includes(title));
    expect(shown, `${response.path} answered ${response.status} with the portal`).toEqual([]);
    expect(response.cacheControl, `${response.path} cache-control`).not.toMatch(/s-maxage|public/);
  }
}

function expectSignInRedirect(chain: RawResponse[], signIn: string): void {
  expectNeverThePortal(chain);
  for (const response of chain) expect(response.status, `${response.path} → ${response.location}`).toBeGreaterThanOrEqual(300);
  for (const response of chain) expect(response.status, `${response.path} → ${response.location}`).toBeLessThan(400);
  expect(chain.at(-1)?.location).toBe(signIn);
}

test("the raw client puts the path on the wire exactly as written", async () => {
  const seen: string[] = [];
  const server = http.createServer((request, response) => {
    seen.push(request.url ?? "");
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  try {
    await rawGet(`http://127.0.0.1:${port}`, "/pt/%64ashboard");
    await rawGet(`http://127.0.0.1:${port}`, "/%70t/./d%61shboard");
  } finally {
    server.close();
  }
  expect(seen).toEqual(["/pt/%64ashboard", "/%70t/./d%61shboard"]);
});

for (const visitor of visitors) {
  test.describe(`an encoded portal path with ${visitor.name}`, () => {
    for (const { prefix, signIn, subpage, query } of languages) {
      for (const spelling of dashboardSpellings) {
        const path = `${prefix}/${spelling}`;
        test(`${path} redirects to ${signIn}`, async ({ baseURL }) => {
          expectSignInRedirect(await rawRedirectChain(baseURL!, path, visitor.headers), signIn);
        });
      }

      test(`${prefix}/d%61shboard/team and a query keep the path in next=`, async ({ baseURL }) => {
        expectSignInRedirect(await rawRedirectChain(baseURL!, `${prefix}/d%61shboard/team`, visitor.headers), subpage);
        expectSignInRedirect(await rawRedirectChain(baseURL!, `${prefix}/%64ashboard?tab=results`, visitor.headers), query);
      });

      test(`${prefix}/%64ashboard asked for as an RSC payload redirects to ${signIn}`, async ({ baseURL }) => {
        const headers = { ...visitor.headers, rsc: "1", "next-router-prefetch": "1" };
        expectSignInRedirect(await rawRedirectChain(baseURL!, `${prefix}/%64ashboard`, headers), signIn);
      });
    }

    for (const { path, signIn } of encodedPrefixes) {
      test(`${path} redirects to ${signIn}`, async ({ baseURL }) => {
        expectSignInRedirect(await rawRedirectChain(baseURL!, path, visitor.headers), signIn);
      });
    }

    // Escapes that change a path's meaning (an encoded slash, a double encoding, an encoded `en` prefix):
    // whatever they answer, it is never the portal and never a shared-cache copy of it.
    for (const path of [
      "/pt%2Fdashboard",
      "/esp%2Fdashboard",
      "/%2564ashboard",
      "/pt/%2564ashboard",
      "/%65n/dashboard",
      "/e%73/dashboard",
    ]) {
      test(`${path} never serves the portal`, async ({ baseURL }) => {
        expectNeverThePortal(await rawRedirectChain(baseURL!, path, visitor.headers));
      });
    }
  });
}
