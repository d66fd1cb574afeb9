import { expect, test } from "@playwright/test";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { runInNewContext } from "node:vm";

// A spec rather than a unit test, like no-secrets.spec.ts: it reads the output of `next build`, which the test
// script runs after the unit tests. Every page inlines its stylesheets (next.config.ts, inlineCss), in its HTML and
// again in its RSC payload, so a page pays for every rule its CSS chunks carry, its own or not. The default CSS
// chunking merged 23 pages' CSS modules into one 29 KB chunk that each desk page inlined for the 6-10 KB it uses
// (docs/benchmarks.md, "What a phone pays"); next.config.ts chunks by page instead.
const BUILD = ".next";
const DESK_CSS_BAR = 16 * 1024;

type Manifest = Record<string, { entryCSSFiles: Record<string, ({ path: string } | string)[]> }>;

function manifestsUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return manifestsUnder(path);
    return name === "page_client-reference-manifest.js" ? [path] : [];
  });
}

/** Each page of the build with the bytes of the CSS files it inlines (its entry in its client reference manifest). */
function inlinedCss(): Map<string, number> {
  const pages = new Map<string, number>();
  for (const file of manifestsUnder(join(BUILD, "server/app"))) {
    // The manifest is a script that fills globalThis.__RSC_MANIFEST: run it in a sandbox of its own.
    const sandbox: { self?: unknown; __RSC_MANIFEST?: Manifest } = {};
    sandbox.self = sandbox;
    runInNewContext(readFileSync(file, "utf8"), sandbox);
    for (const { entryCSSFiles } of Object.values(sandbox.__RSC_MANIFEST ?? {})) {
      for (const [entry, files] of Object.entries(entryCSSFiles)) {
        if (!entry.endsWith("/page")) continue;
        const bytes = files.reduce((sum, f) => sum + statSync(join(BUILD, typeof f === "string" ? f : f.path)).size, 0);
        pages.set(entry.slice(entry.indexOf("/app/") + 4), bytes);
      }
    }
  }
  return pages;
}

test("every desk page inlines only its own CSS, at most 16 KB", () => {
  const desk = [...inlinedCss()].filter(([page]) => page.includes("/(desk)/desk"));
  // Guards against a vacuous pass (no build, another layout of the manifests).
  expect(desk.length).toBeGreaterThan(10);
  expect(desk.filter(([, bytes]) => bytes > DESK_CSS_BAR).map(([page, bytes]) => `${page}: ${bytes} bytes`)).toEqual([]);
});
