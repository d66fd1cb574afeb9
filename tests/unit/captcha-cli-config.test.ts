/**
 * The real Supabase CLI (node_modules/.bin/supabase, the one `supabase config push` runs) parses and validates
 * supabase/config.toml before any command: run on a copy of supabase/, it must accept the `[auth.captcha]`
 * section and reach the database step (a closed port here, so nothing is pushed anywhere). The same CLI refuses
 * a provider it does not know or a missing secret, which shows it really reads the section.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, it } from "node:test";

const CLI = join(process.cwd(), "node_modules", ".bin", "supabase");
const TEST_SECRET = "1x0000000000000000000000000000000AA";
const workdirs: string[] = [];
after(() => workdirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** `supabase db push` against nothing listening, on a copy of supabase/ whose config.toml `edit` may change. */
function cli(env: Record<string, string>, edit: (toml: string) => string = (toml) => toml): string {
  const workdir = mkdtempSync(join(tmpdir(), "pbc-cli-"));
  workdirs.push(workdir);
  cpSync("supabase", join(workdir, "supabase"), { recursive: true });
  const config = join(workdir, "supabase", "config.toml");
  writeFileSync(config, edit(readFileSync(config, "utf8")));
  const { CAPTCHA_SECRET: _unset, ...inherited } = process.env;
  void _unset;
  const run = spawnSync(CLI, ["db", "push", "--db-url", "postgresql://postgres:postgres@127.0.0.1:1/postgres", "--workdir", workdir], {
    env: { ...inherited, SUPABASE_TELEMETRY_DISABLED: "1", ...env },
    encoding: "utf8",
    timeout: 60_000,
  });
  return `${run.stdout}${run.stderr}`;
}

it("the CLI accepts the committed [auth.captcha] with CAPTCHA_SECRET set, and goes on to the database", () => {
  const output = cli({ CAPTCHA_SECRET: TEST_SECRET });
  assert.match(output, /failed to connect to postgres/, output);
  assert.doesNotMatch(output, /captcha|Invalid|Missing required field/i, output);
});

it("without CAPTCHA_SECRET it accepts the file just the same, not even a warning: docs/deploy.md's push command sets it", () => {
  const output = cli({});
  assert.match(output, /failed to connect to postgres/, output);
  assert.doesNotMatch(output, /captcha|Missing required field/i, output);
});

it("it validates the section: an unknown provider or an empty secret stops it before the database", () => {
  const provider = cli({ CAPTCHA_SECRET: TEST_SECRET }, (toml) => toml.replace('provider = "turnstile"', 'provider = "recaptcha"'));
  assert.match(
    provider,
    /Invalid auth\.captcha\.provider in supabase\/config\.toml: "recaptcha" is not one of "hcaptcha", "turnstile"/,
    provider,
  );
  const secret = cli({}, (toml) => toml.replace('secret = "env(CAPTCHA_SECRET)"', 'secret = ""'));
  assert.match(secret, /Missing required field in config: auth\.captcha\.secret/, secret);
  assert.doesNotMatch(`${provider}${secret}`, /failed to connect/);
});
