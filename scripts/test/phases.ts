/**
 * The cup's phases in the browser (docs/decisions.md D47): for each scenario of e2e/phases/scenarios.ts after
 * the main suite's, a production build at its chosen date and its spec against that build's server (Playwright
 * starts the server and the embedded backend). `next-edition` runs in a copy of the repository whose
 * lib/content/edition.ts is the fixture of tests/fixtures/next-edition/: a new edition is a data change.
 *
 * Alone: npm run test:phases [scenario…] runs them one after the other here (it rebuilds .next).
 * npm test runs two of these processes side by side, each taking the next scenario from one queue as it becomes
 * free (docs/quality-bars.md §9): one here after the main suite, one `--beside` after the node lane, in a copy of the
 * repository on ports of its own (E2E_PORT, E2E_BACKEND_PORT, E2E_INBOX_PORT: e2e/helpers/local-backend.ts).
 *   phases.ts --queue=<dir> [--beside]   where <dir> holds one empty file per scenario, named "<order>-<scenario>"
 */
import { spawn } from "node:child_process";
import { readdirSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { isScenario, type ScenarioName } from "../../e2e/phases/scenarios";
import { seedBuildCache } from "./build-cache";
import { nextEditionCopy, repositoryCopy } from "./repository-copy";

const ROOT = path.resolve(import.meta.dirname, "..", "..");
const ALL: ScenarioName[] = ["deadline", "live", "over", "next-edition"];
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env): Promise<boolean> {
  return new Promise((resolve) => spawn(command, args, { cwd, env, stdio: "inherit" }).on("exit", (code) => resolve(code === 0)));
}

/** The next scenario nobody has taken yet: renaming its file is atomic, so two processes never take the same one. */
function takeFromQueue(queue: string): ScenarioName | undefined {
  for (const name of readdirSync(queue).sort()) {
    if (name.startsWith("taken-")) continue;
    try {
      renameSync(path.join(queue, name), path.join(queue, `taken-${name}`));
    } catch {
      continue; // the other process took it first
    }
    const scenario = name.replace(/^\d+-/, "");
    if (!isScenario(scenario) || scenario === "registration") throw new Error(`not a phase scenario in the queue: ${name}`);
    return scenario;
  }
  return undefined;
}

const args = process.argv.slice(2);
const queue = args.find((a) => a.startsWith("--queue="))?.slice("--queue=".length);
const beside = args.includes("--beside");
const chosen = args.filter((a) => !a.startsWith("--"));
for (const name of chosen) if (!isScenario(name) || name === "registration") throw new Error(`not a phase scenario: ${name}`);
const pending = chosen.length > 0 ? (chosen as ScenarioName[]) : [...ALL];
const next = (): ScenarioName | undefined => (queue ? takeFromQueue(queue) : pending.shift());

const copies: string[] = [];
/** Where a scenario builds and runs: here, or (beside the main suite, and for the next edition) a copy. */
let besideCopy: string | undefined;
function workingCopy(scenario: ScenarioName): string {
  if (scenario === "next-edition") {
    // npm test made it and checked its types beside its own type check (repository-copy.ts), and deletes it.
    if (process.env.PBC_NEXT_EDITION_COPY) return process.env.PBC_NEXT_EDITION_COPY;
    const dir = nextEditionCopy();
    copies.push(dir);
    return dir;
  }
  if (!beside) return ROOT;
  if (!besideCopy) copies.push((besideCopy = repositoryCopy("phases")));
  return besideCopy;
}

const failed: string[] = [];
try {
  for (let scenario = next(); scenario; scenario = next()) {
    const started = performance.now();
    const dir = workingCopy(scenario);
    // The next edition's types were checked with the fixture in place only if npm test made its copy: else its build checks them.
    const env = { ...process.env };
    if (scenario === "next-edition" && !process.env.PBC_NEXT_EDITION_COPY) delete env.PBC_TYPES_CHECKED;
    // A copy builds from the main build's cache when npm test saved one (scripts/test/build-cache.ts).
    const seeded = await seedBuildCache(dir);
    const cacheNote = seeded ? ` (from the main build's cache, ready ${seconds(started)} after the start)` : "";
    const built = await run(process.execPath, ["--import", "tsx", path.join(ROOT, "scripts/test/build-at.ts"), scenario, dir], ROOT, env);
    console.log(`\n${scenario}${beside ? " (beside the main suite)" : ""}: built in ${seconds(started)}${cacheNote}`);
    if (!built || !(await run("npx", ["playwright", "test"], dir, { ...process.env, E2E_SCENARIO: scenario }))) failed.push(scenario);
    console.log(`${scenario}: done in ${seconds(started)}`);
  }
} finally {
  for (const dir of copies) rmSync(dir, { recursive: true, force: true });
}
if (failed.length > 0) {
  console.error(`phase scenarios failed: ${failed.join(", ")}`);
  process.exit(1);
}
