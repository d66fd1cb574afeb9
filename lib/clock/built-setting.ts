import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * The SITE_CLOCK a production build was made with, as next.config.ts anchored it ("" for a build on the real
 * clock), read from the build's own record of its configuration; undefined when there is no build. The
 * Playwright config hands it to the embedded backend, and `next start` compares it with its environment.
 */
export function builtSiteClock(distDir = ".next"): string | undefined {
  try {
    const record = JSON.parse(readFileSync(path.join(distDir, "required-server-files.json"), "utf8")) as {
      config?: { env?: Record<string, string> };
    };
    return record.config?.env?.SITE_CLOCK ?? "";
  } catch {
    return undefined;
  }
}
