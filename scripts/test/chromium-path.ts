import { existsSync } from "node:fs";

/**
 * Playwright cannot download its own browser here (no internet), so tests drive the system Chromium.
 * CHROMIUM_PATH overrides; otherwise the first Debian/Ubuntu location that exists.
 */
export function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];
  return candidates.find((p): p is string => !!p && existsSync(p));
}
