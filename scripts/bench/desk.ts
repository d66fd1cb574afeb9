/**
 * The organisers' desk at the cup's scale: 150 teams and 1,000 boxers, entered through the same triggers as
 * teams' own entries (tests/support/cup-seed.ts), and the demo organiser's session. Used by `npm run bench:desk`
 * (Lighthouse on every desk page beside the empty Next page, each page's HTML, server timings of the pages and
 * downloads) and by `npm run bench` (Lighthouse of /desk beside /dashboard).
 */
import { gzipSync } from "node:zlib";
import { deskSections } from "../../components/desk/sections";
import { LOCAL_SUPABASE_URL } from "../../lib/supabase/keys";
import { DEMO_ORGANISER } from "../../local-supabase/seed";
import { seedCup } from "../../tests/support/cup-seed";
import { cookieHeader, signedInCookies } from "../../tests/support/session-cookies";
import { median } from "./lighthouse";
import type { ServedRow } from "./report";

export const SCALE = { teams: 150, boxers: 1000 };

export async function seedDeskScale(): Promise<void> {
  await seedCup(LOCAL_SUPABASE_URL, { ...SCALE, seed: 2026, prefix: `bench${Date.now().toString(36)}` });
}

/** The demo organiser's cookie, checked against the desk. */
export async function organiserCookie(site: string): Promise<string> {
  const cookie = cookieHeader(await signedInCookies(LOCAL_SUPABASE_URL, DEMO_ORGANISER.email, DEMO_ORGANISER.password));
  const desk = await fetch(`${site}/desk`, { headers: { Cookie: cookie }, redirect: "manual" });
  if (desk.status !== 200) throw new Error(`the demo organiser's /desk answered ${desk.status}, not 200`);
  return cookie;
}

async function html(site: string, path: string, cookie: string): Promise<string> {
  const response = await fetch(`${site}${path}`, { headers: { Cookie: cookie } });
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  return response.text();
}

/**
 * Every desk page an organiser opens, at the cup's scale: each section of the desk's navigation (a section added
 * to components/desk/sections.ts is measured with no change here), one entry's page and one bracket's draw page,
 * found as an organiser finds them, from the links of the brackets and draw pages.
 */
export async function deskPages(site: string, cookie: string): Promise<string[]> {
  const entry = /href="(\/desk\/entries\/[0-9a-f-]{36})"/.exec(await html(site, "/desk/brackets", cookie))?.[1];
  const bracket = /href="(\/desk\/draw\/[a-z0-9-]+)"/.exec(await html(site, "/desk/draw", cookie))?.[1];
  if (!entry || !bracket) throw new Error("the desk lists no entry or no bracket: was the cup seeded?");
  return [...deskSections.map((section) => section.path), entry, bracket];
}

/** The desk's downloads, with the CSV's bar (issue 25: every entry in under a second). */
export const DESK_DOWNLOADS: { path: string; runs: number; barMs?: number }[] = [
  { path: "/desk/export/entries", runs: 10, barMs: 1000 },
  { path: "/pt/desk/export/entries", runs: 10, barMs: 1000 },
  { path: "/desk/documents/entries-check", runs: 3 },
  { path: "/desk/documents/weigh-in/quarterFinals", runs: 3 },
];

/** Sequential requests after one warm-up: the median and slowest time, and the body's size raw and gzip. */
export async function served(site: string, path: string, cookie: string, runs: number, barMs?: number): Promise<ServedRow> {
  const times: number[] = [];
  let body = Buffer.alloc(0);
  for (let i = 0; i <= runs; i++) {
    const started = performance.now();
    const response = await fetch(`${site}${path}`, { headers: { Cookie: cookie } });
    body = Buffer.from(await response.arrayBuffer());
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    if (i > 0) times.push(performance.now() - started); // the first request warms the route up
  }
  return {
    path,
    htmlBytes: body.byteLength,
    // What the server sends compressed (Next's compression is gzip at zlib's default level).
    gzipBytes: gzipSync(body).byteLength,
    medianMs: median(times),
    slowestMs: Math.max(...times),
    runs,
    barMs,
  };
}
