import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";

/**
 * Picture URLs that change when the pictures do. Next's image optimiser, a CDN in front of `/_next/image` and
 * browsers all cache an optimised picture by its URL; without this, a picture regenerated under the same file
 * name is served from those caches in its old form (docs/decisions.md D31). Server-side only: it reads
 * `public/` at prerender, and next.config.ts reads it for the optimiser's allow-list.
 *
 * The version is that of the picture's folder (every file's name and bytes), not of the file alone: then
 * one exact `?v=` per folder lets the optimiser accept exactly the current URLs (a handful of
 * `images.localPatterns`, where Next allows 25 and the site has 34 pictures). An open query would let anyone
 * make the optimiser resize and store a new copy for every `?v=` they invent.
 */

const PUBLIC_DIR = join(process.cwd(), "public");

const versions = new Map<string, string>();

/** Every file of `dir` (not its subfolders), name then bytes, in name order; once per process. */
export function folderVersion(dir: string): string {
  let version = versions.get(dir);
  if (version === undefined) {
    const hash = createHash("sha256");
    for (const entry of readdirSync(dir, { withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => e.name)
      .sort()) {
      hash.update(`${entry}\0`).update(readFileSync(join(dir, entry)));
    }
    // The first 8 hex digits: enough to tell two versions of one folder apart.
    version = hash.digest("hex").slice(0, 8);
    versions.set(dir, version);
  }
  return version;
}

/**
 * `/images/gallery/2024/01.webp` → `/images/gallery/2024/01.webp?v=<version of its folder>` for a file of
 * `public/`. Remote URLs, protocol-relative ones, data: URIs and paths that already carry a query are returned
 * as they are.
 */
export function versionedUrl(src: string, publicDir = PUBLIC_DIR): string {
  if (!src.startsWith("/") || src.startsWith("//") || src.includes("?")) return src;
  return `${src}?v=${folderVersion(dirname(join(publicDir, src)))}`;
}

/** Every folder under `dir` (itself included) that holds a WebP picture, as paths relative to `root`. */
function webpFolders(root: string, dir: string): string[] {
  const entries = readdirSync(dir, { withFileTypes: true });
  const own = entries.some((e) => e.isFile() && e.name.endsWith(".webp")) ? [relative(root, dir)] : [];
  return [...own, ...entries.filter((e) => e.isDirectory()).flatMap((e) => webpFolders(root, join(dir, e.name)))];
}

/**
 * The exact URL of every optimisable picture (each WebP under `public/images`, with its folder's `?v=`): the only
 * `url` proxy.ts lets through to the optimiser (lib/assets/optimiser-gate.ts).
 */
export function optimisablePictureUrls(publicDir = PUBLIC_DIR): string[] {
  return webpFolders(publicDir, join(publicDir, "images"))
    .sort()
    .flatMap((folder) =>
      readdirSync(join(publicDir, folder))
        .filter((name) => name.endsWith(".webp"))
        .sort()
        .map((name) => versionedUrl(`/${folder.split("\\").join("/")}/${name}`, publicDir)),
    );
}

/**
 * `images.localPatterns` for next.config.ts: the WebP pictures of each folder under `public/images`, each with
 * its folder's exact `?v=`, so the optimiser serves the current URLs and refuses every other query.
 */
export function versionedPicturePatterns(publicDir = PUBLIC_DIR): { pathname: string; search: string }[] {
  return webpFolders(publicDir, join(publicDir, "images"))
    .sort()
    .map((folder) => ({ pathname: `/${folder.split("\\").join("/")}/*.webp`, search: `?v=${folderVersion(join(publicDir, folder))}` }));
}
