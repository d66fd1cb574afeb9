/**
 * The scripts the desk's pages load, read from a production build's manifests, so that the desk's worker precaches
 * those and not the whole site's (docs/decisions.md D114). Build time only (app/serwist/[path]/route.ts): the worker's
 * script is prerendered after the pages are compiled, when every manifest below is written.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { runInNewContext } from "node:vm";

/** Every page of the desk, in every language, sits under this route group. */
const DESK_ROUTES = "server/app/[locale]/(desk)";

type ClientManifest = { entryJSFiles: Record<string, string[]>; clientModules: Record<string, { chunks: string[] }> };

function clientManifests(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => path.basename(file) === "page_client-reference-manifest.js")
    .map((file) => path.join(dir, file));
}

/**
 * The build's scripts a desk page may load, relative to the build's directory (`static/chunks/….js`): the framework's
 * (build-manifest.json's root files and polyfills), each desk page's layouts' and its client components' chunks (each
 * page's client reference manifest, a script that fills `globalThis.__RSC_MANIFEST`). Throws when the build has no
 * desk page, so a change in Next's layout fails the build instead of leaving the desk without its scripts offline.
 */
export function deskScripts(distDir: string): Set<string> {
  const pages = existsSync(path.join(distDir, DESK_ROUTES)) ? clientManifests(path.join(distDir, DESK_ROUTES)) : [];
  if (pages.length === 0) throw new Error(`no desk page's client manifest under ${path.join(distDir, DESK_ROUTES)}`);
  const build = JSON.parse(readFileSync(path.join(distDir, "build-manifest.json"), "utf8")) as {
    rootMainFiles: string[];
    polyfillFiles: string[];
  };
  const scripts = new Set([...build.rootMainFiles, ...build.polyfillFiles]);
  // The client manifests name chunks by URL (`/_next/static/chunks/…`) or by file (`static/chunks/…`).
  const add = (chunk: string) => scripts.add(chunk.replace(/^\/_next\//, ""));
  for (const file of pages) {
    const sandbox: { __RSC_MANIFEST?: Record<string, ClientManifest> } = {};
    runInNewContext(readFileSync(file, "utf8"), sandbox);
    for (const manifest of Object.values(sandbox.__RSC_MANIFEST ?? {})) {
      Object.values(manifest.entryJSFiles).flat().forEach(add);
      Object.values(manifest.clientModules).forEach((module) => module.chunks.forEach(add));
    }
  }
  return withLoadedChunks(distDir, new Set([...scripts].filter((file) => file.endsWith(".js"))));
}

/**
 * The scripts plus every chunk they may load later (a dynamic `import()`, e.g. the Supabase client the outbox sends
 * through): Turbopack's runtime loads those by the paths written in the chunk that imports them, which no manifest
 * lists (the offline spec caught the weigh-in page loading one that was not precached).
 */
function withLoadedChunks(distDir: string, scripts: Set<string>): Set<string> {
  const queue = [...scripts];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    for (const [chunk] of readFileSync(path.join(distDir, file), "utf8").matchAll(/static\/chunks\/[\w.-]+\.js/g)) {
      if (scripts.has(chunk)) continue;
      scripts.add(chunk);
      queue.push(chunk);
    }
  }
  return scripts;
}
