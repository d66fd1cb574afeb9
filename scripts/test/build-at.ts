/**
 * `next build` at one of the browser suite's chosen dates (e2e/phases/scenarios.ts), the way the suite needs
 * its builds: SITE_CLOCK anchored when the build starts, so the site's clock reads the scenario's instant then.
 * Usage: node --import tsx scripts/test/build-at.ts <scenario> [dir] (npm run build:e2e builds the main suite's;
 * `dir` is a copy of the repository to build instead of this one).
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { anchorSiteClock } from "../../lib/clock/setting";
import { isScenario, scenarios, type ScenarioName } from "../../e2e/phases/scenarios";
import { BACKEND_URL } from "../../e2e/helpers/local-backend";

/** Builds the repository (or a copy of it) at `dir` at the scenario's date; returns the anchored SITE_CLOCK. */
export function buildAt(scenario: ScenarioName, dir: string): string {
  const clock = anchorSiteClock(scenarios[scenario].clock, Date.now());
  // The suite runs against the embedded backend: a hosted URL in the environment would refuse the clock anyway.
  const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", SITE_CLOCK: clock };
  delete env.NEXT_PUBLIC_SUPABASE_URL;
  // A phase run beside the main suite has its own ports (e2e/helpers/local-backend.ts): the site is built for them.
  if (process.env.E2E_BACKEND_PORT) env.NEXT_PUBLIC_SUPABASE_URL = BACKEND_URL;
  if (process.env.E2E_PORT) env.NEXT_PUBLIC_SITE_URL = `http://localhost:${process.env.E2E_PORT}`;
  const build = spawnSync(process.execPath, [path.join(dir, "node_modules/next/dist/bin/next"), "build"], {
    cwd: dir,
    env,
    encoding: "utf8",
  });
  if (build.status !== 0) {
    console.error(build.stdout.slice(-4000), build.stderr.slice(-4000));
    throw new Error(`next build at the ${scenario} scenario's date failed`);
  }
  return clock;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const scenario = process.argv[2];
  if (!isScenario(scenario)) throw new Error(`usage: build-at.ts <${Object.keys(scenarios).join("|")}>`);
  const started = performance.now();
  const clock = buildAt(scenario, path.resolve(process.argv[3] ?? path.join(import.meta.dirname, "..", "..")));
  console.log(`next build at SITE_CLOCK=${clock} (${scenario}): ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
