import { mkdirSync } from "node:fs";
import path from "node:path";

/**
 * Where a spec saves the screenshots a person looks at after a run (the pages at a phone's and a desk's width):
 * test-results/shots/<name>, or <E2E_SHOTS>/<name>. Created on first use; nothing is compared against them.
 */
export function shotsDir(name: string): string {
  const dir = path.join(process.env.E2E_SHOTS ?? "test-results/shots", name);
  mkdirSync(dir, { recursive: true });
  return dir;
}
