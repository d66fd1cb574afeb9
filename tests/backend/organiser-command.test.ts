import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { promisify } from "node:util";
import { SECRET_KEY } from "../../local-supabase/config";
import { TEAM, startTestBackend, uniqueEmail, type TestBackend } from "./helpers/backend";

// `npm run organiser -- add|remove <e-mail> | list`, run as an organiser runs it against hosted Supabase: the
// project URL and the secret key in the environment (docs/deploy.md §13).

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, "..", "..");
let backend: TestBackend;

before(async () => {
  backend = await startTestBackend();
});
after(async () => backend.destroy());

async function organiser(args: string[], env: Record<string, string> = { SUPABASE_URL: backend.url, SUPABASE_SECRET_KEY: SECRET_KEY }) {
  try {
    const { stdout, stderr } = await run(process.execPath, ["--import", "tsx", "scripts/organiser/main.ts", ...args], {
      cwd: ROOT,
      env: { ...process.env, SUPABASE_URL: "", SUPABASE_SECRET_KEY: "", ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

async function roleOf(email: string): Promise<unknown> {
  const { data } = await backend.admin().auth.admin.listUsers({ perPage: 1000 });
  return data.users.find((u) => u.email === email)?.app_metadata.role;
}

describe("npm run organiser", () => {
  it("adds, lists and removes the role by e-mail, in any letter case", async () => {
    const email = uniqueEmail("desk");
    await backend.client().auth.signUp({ email, password: "secret123", options: { data: TEAM } });

    const added = await organiser(["add", email.toUpperCase()]);
    assert.equal(added.code, 0, added.stderr);
    assert.match(added.stdout, /is now an organiser/);
    assert.match(added.stdout, /next sign-in or token refresh/);
    assert.equal(await roleOf(email), "organiser");

    const again = await organiser(["add", email]);
    assert.match(again.stdout, /was already an organiser: nothing changed/);

    const listed = await organiser(["list"]);
    assert.ok(listed.stdout.split("\n").includes(email), listed.stdout);

    const removed = await organiser(["remove", email]);
    assert.equal(removed.code, 0, removed.stderr);
    assert.match(removed.stdout, /is no longer an organiser/);
    assert.equal(await roleOf(email), undefined);
  });

  it("exits 1 for an unknown e-mail, and without a secret key for a non-local project", async () => {
    const unknown = await organiser(["add", "nobody@example.com"]);
    assert.equal(unknown.code, 1);
    assert.match(unknown.stderr, /no account with the e-mail nobody@example\.com/);

    const keyless = await organiser(["add", "x@example.com"], { SUPABASE_URL: "https://example.supabase.co" });
    assert.equal(keyless.code, 1);
    assert.match(keyless.stderr, /SUPABASE_SECRET_KEY is required/);
  });

  it("prints its usage and exits 2 without a command", async () => {
    const usage = await organiser(["grant"]);
    assert.equal(usage.code, 2);
    assert.match(usage.stderr, /Usage: npm run organiser -- add <e-mail> \| remove <e-mail> \| list/);
  });
});
