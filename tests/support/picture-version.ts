import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * What a picture's `?v=` must be, worked out independently of lib/assets/content-version.ts: the first 8 hex
 * digits of sha256 over each file of the picture's folder (name, a NUL, its bytes; in name order).
 */
export function folderVersion(dir: string): string {
  const hash = createHash("sha256");
  for (const entry of readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name)
    .sort())
    hash.update(`${entry}\0`).update(readFileSync(join(dir, entry)));
  return hash.digest("hex").slice(0, 8);
}
