import { readdirSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { inBatches } from "./helpers/raw-http";
import { folderVersion } from "../tests/support/picture-version";

/**
 * Every address the optimiser accepts is one more copy on disk and one more encode. Near misses of a real
 * picture's address (a fragment, dot segments, an encoded slash, another version, a picture that does not
 * exist) once reached it: 200 of them must leave its cache folder as it was. The folder is counted, so this
 * spec runs after every other one (its own Playwright project, playwright.config.ts); to run it alone:
 * `npx playwright test --project optimiser-cache --no-deps`.
 */
const CACHE = join(process.cwd(), ".next", "cache", "images");
const entries = () => readdirSync(CACHE).length;

const version = folderVersion("public/images/tickets");
const exact = `/images/tickets/daily-en.webp?v=${version}`;

/** 200 distinct spellings a picture's address must not be reachable under. */
function nearMisses(): string[] {
  const forms = [
    (i: number) => `${exact}#${i}`,
    (i: number) => `/images/./tickets/daily-en.webp?v=${version}#${i}`,
    (i: number) => `/images/x${i}/../tickets/daily-en.webp?v=${version}`,
    (i: number) => `/images/tickets/./${i % 2 ? "daily" : "three-day"}-en.webp?v=${version}&n=${i}`,
    (i: number) => `/images%2Ftickets%2Fdaily-en.webp?v=${version}&n=${i}`,
    (i: number) => `//images/tickets/daily-en.webp?v=${version}&n=${i}`,
    (i: number) => `/images/tickets/daily-en.webp?v=${i.toString(16).padStart(8, "0")}`,
    (i: number) => `/images/tickets/missing-${i}.webp?v=${version}`,
  ];
  const urls = Array.from({ length: 200 }, (_, i) => forms[i % forms.length](i));
  expect(new Set(urls).size).toBe(200);
  return urls;
}

const optimiser = (url: string) => `/_next/image?url=${encodeURIComponent(url)}&w=640&q=75`;

test("200 near misses of a picture's address are refused and add nothing to the optimiser's cache", async ({ request }) => {
  expect((await request.get(optimiser(exact))).status()).toBe(200);
  const before = entries();
  const statuses = await inBatches(nearMisses(), 4, async (url) => `${(await request.get(optimiser(url))).status()} ${url}`);
  expect(statuses.filter((line) => !line.startsWith("400 "))).toEqual([]);
  expect(entries()).toBe(before);
});
