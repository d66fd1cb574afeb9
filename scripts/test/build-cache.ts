/**
 * Turbopack's build cache, shared by npm test's builds (docs/quality-bars.md §9, "No work twice").
 *
 * `next build` keeps a persistent cache in `.next/cache/turbopack`, keyed by paths relative to the project, so a
 * copy of the repository builds from another copy's cache: only the modules whose inputs differ (the chosen date,
 * the ports, the next edition's data) are compiled again. A phase build in a fresh copy of the repository took 43 s
 * of CPU from nothing and 21 s from the main build's cache (176 s and 58 s of wall time beside a loaded suite).
 *
 * npm test saves the main build's cache once (`save`, after that build), and every build in a copy seeds its own
 * from it before building (`seedBuildCache`). The saved copy is never written again: a cache being written by a
 * build is never copied. If the main build fails, `save` marks the seed as missing and the builds in copies start
 * from nothing rather than wait.
 *   node --import tsx scripts/test/build-cache.ts save|none   (PBC_BUILD_CACHE_SEED names the saved copy)
 */
import { cpSync, existsSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { setTimeout as wait } from "node:timers/promises";
import { pathToFileURL } from "node:url";

const ROOT = path.resolve(import.meta.dirname, "..", "..");
const CACHE = path.join(".next", "cache", "turbopack");
/** A main build under two busy loops took 135 s; ten minutes is room, and then a build from nothing still works. */
const WAIT_MS = 10 * 60_000;

const missingMark = (seed: string) => `${seed}.none`;

/** Copies this repository's build cache to `seed` (whole, or not at all: written aside, then renamed). */
export function saveBuildCache(seed: string): void {
  const from = path.join(ROOT, CACHE);
  if (!existsSync(from)) throw new Error(`no build cache at ${from}: run next build first`);
  const partial = `${seed}.partial`;
  rmSync(partial, { recursive: true, force: true });
  cpSync(from, partial, { recursive: true });
  renameSync(partial, seed);
}

/**
 * Gives the repository copy at `dir` the saved cache, once the main build has saved it (or said it will not),
 * unless the copy already has a cache of its own. Returns whether it was seeded.
 */
export async function seedBuildCache(dir: string, seed = process.env.PBC_BUILD_CACHE_SEED): Promise<boolean> {
  const to = path.join(dir, CACHE);
  if (!seed || path.resolve(dir) === ROOT || existsSync(to)) return false;
  const deadline = Date.now() + WAIT_MS;
  while (!existsSync(seed)) {
    if (existsSync(missingMark(seed)) || Date.now() > deadline) return false;
    await wait(1_000);
  }
  cpSync(seed, to, { recursive: true });
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const seed = process.env.PBC_BUILD_CACHE_SEED;
  if (!seed) throw new Error("PBC_BUILD_CACHE_SEED must name where the saved cache goes");
  if (process.argv[2] === "save") saveBuildCache(seed);
  else if (process.argv[2] === "none") writeFileSync(missingMark(seed), "");
  else throw new Error("usage: build-cache.ts save|none");
}
