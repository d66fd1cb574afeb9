import assert from "node:assert/strict";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { before, test } from "node:test";
import { NextRequest } from "next/server";
import { PHASE_PRODUCTION_SERVER } from "next/constants";
import { optimisablePictureUrls } from "../../lib/assets/content-version";
import loadConfig from "../../next.config";
import { folderVersion } from "../support/picture-version";

/** Every WebP under public/images with its folder's version, listed independently of lib/assets. */
function expectedPictures(dir = "public/images"): string[] {
  const entries = readdirSync(dir, { withFileTypes: true });
  const own = entries
    .filter((e) => e.isFile() && e.name.endsWith(".webp"))
    .map((e) => `/${dir.slice("public/".length)}/${e.name}?v=${folderVersion(dir)}`);
  return [...own, ...entries.filter((e) => e.isDirectory()).flatMap((e) => expectedPictures(join(dir, e.name)))];
}

let gate: typeof import("../../lib/assets/optimiser-gate").optimiserGate;
before(async () => {
  // What next.config.ts's `env` writes into the proxy at build time.
  process.env.OPTIMISABLE_PICTURES = loadConfig(PHASE_PRODUCTION_SERVER).env!.OPTIMISABLE_PICTURES;
  ({ optimiserGate: gate } = await import("../../lib/assets/optimiser-gate"));
});

const ask = (url: string, extra = "") =>
  gate(new NextRequest(`http://localhost:3000/_next/image?url=${encodeURIComponent(url)}&w=640&q=75${extra}`));

test("the proxy is given exactly the 34 pictures of public/images, each with its folder's version", () => {
  const expected = expectedPictures().sort();
  assert.equal(expected.length, 34);
  assert.deepEqual([...optimisablePictureUrls()].sort(), expected);
  assert.deepEqual((JSON.parse(process.env.OPTIMISABLE_PICTURES!) as string[]).sort(), expected);
});

test("each picture's exact address reaches the optimiser", () => {
  for (const url of expectedPictures()) assert.equal(ask(url), null, url);
});

test("near misses are refused with 400: fragment, dot segments, encoded slash, other version or case, another file, two urls", async () => {
  const v = folderVersion("public/images/tickets");
  for (const url of [
    `/images/tickets/daily-en.webp?v=${v}#x`,
    `/images/./tickets/daily-en.webp?v=${v}`,
    `/images/x/../tickets/daily-en.webp?v=${v}`,
    `/images%2Ftickets/daily-en.webp?v=${v}`,
    `//images/tickets/daily-en.webp?v=${v}`,
    `/images/tickets/daily-en.webp?v=${v.toUpperCase()}`,
    `/images/tickets/DAILY-EN.webp?v=${v}`,
    `/images/tickets/daily-en.webp?v=${v}&x=1`,
    "/images/tickets/daily-en.webp?v=00000000",
    "/images/tickets/daily-en.webp",
    `/images/tickets/missing.webp?v=${v}`,
    `/images/og.png?v=${v}`,
    `https://example.com/images/tickets/daily-en.webp?v=${v}`,
  ]) {
    const response = ask(url);
    assert.equal(response?.status, 400, url);
    assert.equal(await response?.text(), '"url" parameter is not allowed');
  }
  assert.equal(
    ask(`/images/tickets/daily-en.webp?v=${v}`, `&url=${encodeURIComponent(`/images/tickets/daily-en.webp?v=${v}`)}`)?.status,
    400,
  );
  assert.equal(gate(new NextRequest("http://localhost:3000/_next/image?w=640&q=75"))?.status, 400);
});

test("the optimiser's disk cache is bounded: 40 MiB, over twice what every picture at every width and format takes", () => {
  assert.equal(loadConfig(PHASE_PRODUCTION_SERVER).images?.maximumDiskCacheSize, 40 * 1024 * 1024);
});
