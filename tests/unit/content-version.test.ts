import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import { versionedPicturePatterns, versionedUrl } from "../../lib/assets/content-version";

// Versions worked out by hand, as the first 8 hex digits of sha256 over each file's name, a NUL and its bytes,
// in name order: `(printf '01.webp\0'; printf 'porto box cup\n') | sha256sum` → 7e188fa9…
const BYTES = "porto box cup\n";

const dirs: string[] = [];
after(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A throwaway `public/` holding the given files. */
function publicDir(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), "pbc-version-"));
  dirs.push(dir);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, ".."), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

test("a picture gets its folder's version: same files the same URL, a changed or added file a new one", () => {
  const url = (dir: string) => versionedUrl("/images/gallery/2024/01.webp", dir);
  assert.equal(url(publicDir({ "images/gallery/2024/01.webp": BYTES })), "/images/gallery/2024/01.webp?v=7e188fa9");
  assert.equal(url(publicDir({ "images/gallery/2024/01.webp": BYTES })), "/images/gallery/2024/01.webp?v=7e188fa9");
  assert.equal(url(publicDir({ "images/gallery/2024/01.webp": "porto box cup!\n" })), "/images/gallery/2024/01.webp?v=a86e9c10");
  const two = { "images/gallery/2024/01.webp": BYTES, "images/gallery/2024/02.webp": "second\n" };
  assert.equal(url(publicDir(two)), "/images/gallery/2024/01.webp?v=d8cb8446");
  // The neighbour changed, so this picture's URL changes too: a version per folder, not per file.
  assert.equal(url(publicDir({ ...two, "images/gallery/2024/02.webp": "secone\n" })), "/images/gallery/2024/01.webp?v=1bdf783c");
});

test("the optimiser's allow-list is each folder of WebP pictures with its exact version, and nothing else", () => {
  const dir = publicDir({
    "images/gallery/2024/01.webp": BYTES,
    "images/sponsors/01.webp": "porto box cup!\n",
    "images/og.png": "not a webp",
    "pdfs/regulation-en.pdf": "%PDF",
  });
  assert.deepEqual(versionedPicturePatterns(dir), [
    { pathname: "/images/gallery/2024/*.webp", search: "?v=7e188fa9" },
    { pathname: "/images/sponsors/*.webp", search: "?v=a86e9c10" },
  ]);
});

test("remote URLs, data: URIs and URLs with a query are left alone", () => {
  const dir = publicDir({});
  for (const src of ["https://example.com/a.webp", "//example.com/a.webp", "data:image/png;base64,AAAA", "/images/a.webp?v=1"]) {
    assert.equal(versionedUrl(src, dir), src);
  }
});
