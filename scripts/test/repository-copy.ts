/**
 * Copies of the repository for the phase scenarios (scripts/test/phases.ts): the working tree as git would commit
 * it, node_modules hard-linked. The next edition's copy has the fixture of tests/fixtures/next-edition/ swapped in
 * for lib/content/edition.ts: a new edition is a data change.
 *
 * As a command (`node --import tsx scripts/test/repository-copy.ts next-edition`), it makes the next edition's
 * copy, checks its types there and prints its path: npm test runs it beside its own type check, on the core that
 * check leaves idle, so that the copy's build later need not check them (PBC_NEXT_EDITION_COPY, phases.ts).
 */
import { spawnSync } from "node:child_process";
import { copyFileSync, cpSync, mkdirSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

const ROOT = path.resolve(import.meta.dirname, "..", "..");

/** Every file of the working tree git would commit (tracked or new, not ignored), node_modules hard-linked. */
export function repositoryCopy(label: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `pbc-${label}-`));
  const files = spawnSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z"], { cwd: ROOT, encoding: "utf8" });
  if (files.status !== 0) throw new Error(`git ls-files failed: ${files.stderr}`);
  for (const file of files.stdout.split("\0").filter(Boolean)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    copyFileSync(path.join(ROOT, file), path.join(dir, file));
  }
  // Turbopack wants node_modules inside the project; hard links make that a second's work.
  const linked = spawnSync("cp", ["-al", path.join(ROOT, "node_modules"), path.join(dir, "node_modules")]);
  if (linked.status !== 0) cpSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"), { recursive: true });
  return dir;
}

/** A copy whose edition is the next edition's fixture. */
export function nextEditionCopy(): string {
  const dir = repositoryCopy("next-edition");
  copyFileSync(path.join(dir, "tests/fixtures/next-edition/edition.ts"), path.join(dir, "lib/content/edition.ts"));
  return dir;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  if (process.argv[2] !== "next-edition") throw new Error("usage: repository-copy.ts next-edition");
  const dir = nextEditionCopy();
  // The same check as npm test's typecheck step, with the next edition in place (its output to stderr: stdout
  // carries the path alone).
  for (const [command, args] of [
    [process.execPath, ["node_modules/next/dist/bin/next", "typegen"]],
    [process.execPath, ["node_modules/typescript/bin/tsc", "--noEmit", "-p", "."]],
  ] as const) {
    const checked = spawnSync(command, args, { cwd: dir, stdio: ["ignore", process.stderr, "inherit"] });
    if (checked.status !== 0) {
      console.error(`the next edition's copy (${dir}): ${args.join(" ")} failed`);
      process.exit(1);
    }
  }
  console.log(dir);
}
