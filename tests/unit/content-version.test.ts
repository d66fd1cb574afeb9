import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import { contentVersion, versionedUrl } from "../../lib/assets/content-version";

// Versions worked out by hand: `printf 'porto box cup\n' | sha256sum` → 0b9aa13c…, with "!" → e0c03bd2….
const BYTES = "porto box cup\n";
const CHANGED = "porto box cup!\n";

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

test("the version is the first 8 hex digits of the content's SHA-256", () => {
  assert.equal(contentVersion(Buffer.from(BYTES)), "0b9aa13c");
  assert.equal(contentVersion(Buffer.from(CHANGED)), "e0c03bd2");
});

test("a picture of public/ gets its content version; the same bytes the same URL, changed bytes a new one", () => {
  const before = publicDir({ "images/gallery/2024/01.webp": BYTES });
  const copy = publicDir({ "images/gallery/2024/01.webp": BYTES });
  const changed = publicDir({ "images/gallery/2024/01.webp": CHANGED });
  assert.equal(versionedUrl("/images/gallery/2024/01.webp", before), "/images/gallery/2024/01.webp?v=0b9aa13c");
  assert.equal(versionedUrl("/images/gallery/2024/01.webp", copy), "/images/gallery/2024/01.webp?v=0b9aa13c");
  assert.equal(versionedUrl("/images/gallery/2024/01.webp", changed), "/images/gallery/2024/01.webp?v=e0c03bd2");
});

test("remote URLs, data: URIs and URLs with a query are left alone", () => {
  const dir = publicDir({});
  for (const src of ["https://example.com/a.webp", "//example.com/a.webp", "data:image/png;base64,AAAA", "/images/a.webp?v=1"]) {
    assert.equal(versionedUrl(src, dir), src);
  }
});
