import assert from "node:assert/strict";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { test } from "node:test";
import { seedBuildCache } from "../../scripts/test/build-cache";

// npm test's builds in copies of the repository start from the main build's Turbopack cache (docs/quality-bars.md §9).
const CACHE = path.join(".next", "cache", "turbopack");

function scratch(): string {
  return mkdtempSync(path.join(tmpdir(), "pbc-build-cache-test-"));
}

test("a copy waits for the saved cache and builds from it; its own cache, if it has one, is left alone", async () => {
  const dir = scratch();
  try {
    const seed = path.join(dir, "seed");
    const copy = path.join(dir, "copy");
    const seeding = seedBuildCache(copy, seed);
    // Saved while the copy waits, as the main build saves it while a lane's build waits.
    mkdirSync(seed);
    writeFileSync(path.join(seed, "00000001.sst"), "main build");
    assert.equal(await seeding, true);
    assert.equal(readFileSync(path.join(copy, CACHE, "00000001.sst"), "utf8"), "main build");

    writeFileSync(path.join(copy, CACHE, "00000001.sst"), "the copy's own build");
    assert.equal(await seedBuildCache(copy, seed), false);
    assert.equal(readFileSync(path.join(copy, CACHE, "00000001.sst"), "utf8"), "the copy's own build");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("when the main build failed, a copy builds from nothing at once instead of waiting for a cache", async () => {
  const dir = scratch();
  try {
    const seed = path.join(dir, "seed");
    writeFileSync(`${seed}.none`, "");
    const started = performance.now();
    assert.equal(await seedBuildCache(path.join(dir, "copy"), seed), false);
    assert.ok(performance.now() - started < 5_000);
    assert.equal(existsSync(path.join(dir, "copy", CACHE)), false);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
