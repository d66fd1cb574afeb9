/**
 * The cup's phases in the browser (docs/decisions.md D47): for each scenario of e2e/phases/scenarios.ts after
 * the main suite's, a production build at its chosen date and its spec against that build's server (Playwright
 * starts the server and the embedded backend). `next-edition` runs in a copy of the repository whose
 * lib/content/edition.ts is the fixture of tests/fixtures/next-edition/: a new edition is a data change. The
 * copy builds while the `deadline` scenario's server waits for its boundary, which is time spent waiting anyway.
 * Run by npm test after the main suite (it rebuilds .next); alone: npm run test:phases [scenario…].
 */
import { spawn, spawnSync } from "node:child_process";
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { isScenario, type ScenarioName } from "../../e2e/phases/scenarios";
import { buildAt } from "./build-at";

const ROOT = path.resolve(import.meta.dirname, "..", "..");
const ALL: ScenarioName[] = ["deadline", "live", "over", "next-edition"];
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** Every file of the working tree git would commit (tracked or new, not ignored), with the fixture edition swapped in. */
function nextEditionCopy(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "pbc-next-edition-"));
  const files = spawnSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z"], { cwd: ROOT, encoding: "utf8" });
  if (files.status !== 0) throw new Error(`git ls-files failed: ${files.stderr}`);
  for (const file of files.stdout.split("\0").filter(Boolean)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    copyFileSync(path.join(ROOT, file), path.join(dir, file));
  }
  // Turbopack wants node_modules inside the project; hard links make that a second's work.
  const linked = spawnSync("cp", ["-al", path.join(ROOT, "node_modules"), path.join(dir, "node_modules")]);
  if (linked.status !== 0) cpSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"), { recursive: true });
  copyFileSync(path.join(dir, "tests/fixtures/next-edition/edition.ts"), path.join(dir, "lib/content/edition.ts"));
  return dir;
}

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env): Promise<boolean> {
  return new Promise((resolve) => spawn(command, args, { cwd, env, stdio: "inherit" }).on("exit", (code) => resolve(code === 0)));
}

/** Resolves once the scenario's server answers (Playwright started it), so a background build does not slow its start. */
async function siteAnswers(): Promise<void> {
  for (let i = 0; i < 1200; i++) {
    if (
      await fetch("http://localhost:3000/", { redirect: "manual" }).then(
        () => true,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const chosen = process.argv.slice(2);
for (const name of chosen) if (!isScenario(name) || name === "registration") throw new Error(`not a phase scenario: ${name}`);
const scenarios = chosen.length > 0 ? (chosen as ScenarioName[]) : ALL;

let copy: string | undefined;
let copyBuilt: Promise<boolean> | undefined;
const buildCopy = () => {
  const started = performance.now();
  copy = nextEditionCopy();
  // The copy's types were never checked with the fixture edition in place: its build checks them.
  const env = { ...process.env };
  delete env.PBC_TYPES_CHECKED;
  copyBuilt = run(process.execPath, ["--import", "tsx", "scripts/test/build-at.ts", "next-edition", copy], ROOT, env).then((ok) => {
    console.log(`next-edition: copy of the repository with the fixture edition built in ${seconds(started)}`);
    return ok;
  });
};

const failed: string[] = [];
try {
  for (const scenario of scenarios) {
    const started = performance.now();
    let dir = ROOT;
    if (scenario === "next-edition") {
      if (!copyBuilt) buildCopy();
      if (!(await copyBuilt)) throw new Error("the next-edition copy failed to build");
      dir = copy!;
    } else {
      const clock = buildAt(scenario, ROOT);
      console.log(`\n${scenario}: built at SITE_CLOCK=${clock} in ${seconds(started)}`);
    }
    const spec = run("npx", ["playwright", "test"], dir, { ...process.env, E2E_SCENARIO: scenario });
    if (scenario === "deadline" && scenarios.includes("next-edition") && !copyBuilt) {
      await siteAnswers();
      buildCopy();
    }
    if (!(await spec)) failed.push(scenario);
    console.log(`${scenario}: done in ${seconds(started)}`);
  }
} finally {
  if (copy) rmSync(copy, { recursive: true, force: true });
}
if (failed.length > 0) {
  console.error(`phase scenarios failed: ${failed.join(", ")}`);
  process.exit(1);
}
