import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * Picture URLs that change when the picture does. Next's image optimiser, a CDN in front of `/_next/image` and
 * browsers all cache an optimised picture by its URL; without this, a picture regenerated under the same file
 * name is served from those caches in its old form (docs/decisions.md D31). Server-side only: it reads
 * `public/` at prerender.
 */

const PUBLIC_DIR = join(process.cwd(), "public");

/** The first 8 hex digits of the SHA-256 of the bytes: enough to tell two versions of one file apart. */
export function contentVersion(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex").slice(0, 8);
}

const versions = new Map<string, string>();

/** Each file is hashed once per process: a deployment's pictures do not change while it runs. */
function fileVersion(file: string): string {
  let version = versions.get(file);
  if (version === undefined) {
    version = contentVersion(readFileSync(file));
    versions.set(file, version);
  }
  return version;
}

/**
 * `/images/gallery/2024/01.webp` → `/images/gallery/2024/01.webp?v=<version>` for a file of `public/`. Remote
 * URLs, protocol-relative ones, data: URIs and paths that already carry a query are returned as they are.
 */
export function versionedUrl(src: string, publicDir = PUBLIC_DIR): string {
  if (!src.startsWith("/") || src.startsWith("//") || src.includes("?")) return src;
  return `${src}?v=${fileVersion(join(publicDir, src))}`;
}
