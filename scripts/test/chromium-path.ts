import { existsSync } from "node:fs";

/**
 * The browser the tests drive. Playwright cannot download its own here (no internet), so the tests drive the
 * system's: CHROMIUM_PATH overrides; otherwise Debian's headless shell (package chromium-headless-shell), the
 * build Playwright itself runs headless tests in, then the full browser. The full browser's headless mode is the
 * whole of Chromium without a window: each page brings a renderer for the browser's own WebUI beside the page's,
 * and the suite's main specs took twice the CPU (121 s against 65 s for the layout and WCAG sweeps,
 * docs/quality-bars.md §9). Lighthouse benches keep the full browser (scripts/bench), as a visitor has it.
 */
export function chromiumPath(): string | undefined {
  const candidates = [
    process.env.CHROMIUM_PATH,
    // The binary itself: /usr/bin/chromium-headless-shell is a shell script that does not exec it.
    "/usr/lib/chromium/chromium-headless-shell",
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
    "/usr/bin/google-chrome",
  ];
  return candidates.find((p): p is string => !!p && existsSync(p));
}
