import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";

// Every npm script either runs on a Node that package.json "engines" allows, or stops first with one line that
// names the version it needs and how to get it. On Node 20 the scripts that load supabase-js failed with pages of
// errors about a missing WebSocket.

const root = new URL("../../", import.meta.url);
const pkg = JSON.parse(readFileSync(new URL("package.json", root), "utf8")) as {
  engines: { node: string };
  scripts: Record<string, string>;
};
const GUARD = "node scripts/require-node.mjs && ";

test("each npm script checks the Node version first, or runs through scripts/node.sh, which brings a supported one", () => {
  const unchecked: string[] = [];
  for (const [name, command] of Object.entries(pkg.scripts)) {
    if (command.startsWith(GUARD)) continue;
    // `dev` and `build` run after their `pre` hooks, which check.
    if (pkg.scripts[`pre${name}`]?.startsWith(GUARD)) continue;
    const wrapper = /^bash (scripts\/\S+\.sh)(?: [a-z-]+)?$/.exec(command)?.[1];
    if (wrapper && /^source scripts\/node\.sh$/m.test(readFileSync(new URL(wrapper, root), "utf8"))) continue;
    unchecked.push(`${name}: ${command}`);
  }
  assert.deepEqual(unchecked, []);
});

/** Runs scripts/require-node.mjs beside a package.json that asks for `range`, as `npm run <script>` would. */
function requireNode(range: string, script: string, args: string[] = []) {
  const dir = mkdtempSync(join(tmpdir(), "require-node-"));
  try {
    mkdirSync(join(dir, "scripts"));
    copyFileSync(new URL("scripts/require-node.mjs", root), join(dir, "scripts/require-node.mjs"));
    writeFileSync(join(dir, "package.json"), JSON.stringify({ engines: { node: range }, scripts: { dev: "next dev", predev: "x" } }));
    return spawnSync(process.execPath, [join(dir, "scripts/require-node.mjs"), ...args], {
      encoding: "utf8",
      env: { ...process.env, npm_lifecycle_event: script },
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test("a Node older than engines stops the script with one line: the version needed, this one, and how to get Node 24", () => {
  const run = requireNode(">=99.1", "predev");
  assert.equal(run.status, 1);
  assert.equal(run.stdout, "");
  assert.equal(
    run.stderr,
    `npm run dev needs Node 99.1 or newer (package.json "engines"), and this is Node ${process.versions.node}: install Node 24 LTS (nodejs.org), or use npm test and npm run site, which fetch it themselves.\n`,
  );
  assert.deepEqual([requireNode(">=99", "lint", ["--quiet"]).status, requireNode(">=99", "lint", ["--quiet"]).stderr], [1, ""]);
});

test("this Node, and any at or above the floor, passes in silence", () => {
  const [major, minor, patch] = process.versions.node.split(".");
  for (const range of [pkg.engines.node, `>=${major}.${minor}.${patch}`, `>=${major}`, ">=20.9"]) {
    const run = requireNode(range, "lint");
    assert.deepEqual([run.status, run.stderr], [0, ""], range);
  }
  assert.equal(requireNode(`>=${major}.${Number(minor) + 1}`, "lint").status, 1, "a newer minor is newer");
});
