/**
 * How next.config.ts treats SITE_CLOCK (docs/decisions.md D44), the one place every Next command reads it: a
 * build anchors it once and writes it into the bundles through `env` (Next inlines `env` in the server's and the
 * browser's code alike), a build or a server configured for hosted Supabase refuses it, and `next start` runs
 * at its build's clock and refuses another.
 */
import assert from "node:assert/strict";
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, test } from "node:test";
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from "next/constants";
import config from "../../next.config";

const saved = { ...process.env };
beforeEach(() => {
  for (const name of ["SITE_CLOCK", "NEXT_PUBLIC_SUPABASE_URL", "NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY", "NEXT_PUBLIC_SITE_URL"])
    delete process.env[name];
});
afterEach(() => {
  process.env = { ...saved };
});

test("a build anchors the chosen date when it starts, hands the anchored value on, and writes it into the bundles", () => {
  process.env.SITE_CLOCK = "2026-03-26T09:00:00Z";
  const before = Date.now();
  const clock = config(PHASE_PRODUCTION_BUILD).env?.SITE_CLOCK ?? "";
  const [instant, anchor] = clock.split("@");
  assert.equal(instant, "2026-03-26T09:00:00.000Z");
  assert.ok(Date.parse(anchor) >= before && Date.parse(anchor) <= Date.now(), anchor);
  // The build's workers, and anything else it starts, inherit the same anchor rather than make their own.
  assert.equal(process.env.SITE_CLOCK, clock);
  assert.equal(config(PHASE_PRODUCTION_BUILD).env?.SITE_CLOCK, clock);
});

test("without a chosen date the bundles get an empty setting: the real clock", () => {
  assert.equal(config(PHASE_PRODUCTION_BUILD).env?.SITE_CLOCK, "");
  assert.equal(config(PHASE_DEVELOPMENT_SERVER).env?.SITE_CLOCK, "");
});

test("a build, a dev server or a server configured for hosted Supabase refuses a chosen date", () => {
  // Everything else a hosted build needs is right (docs/decisions.md D40), so the chosen date is the one problem.
  process.env.NEXT_PUBLIC_SUPABASE_URL = "https://abcdefghijklmnopqrst.supabase.co";
  process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY = "sb_publishable_hostedBuildCheck_0123456789abc";
  process.env.NEXT_PUBLIC_SITE_URL = "https://portoboxcup.pt";
  assert.equal(config(PHASE_PRODUCTION_BUILD).env?.SITE_CLOCK, "");
  process.env.SITE_CLOCK = "2026-03-26T09:00:00Z";
  for (const phase of [PHASE_PRODUCTION_BUILD, PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_SERVER]) {
    assert.throws(() => config(phase), /honoured only with the embedded backend/, phase);
  }
});

test("next start runs at its build's clock, and refuses a different chosen date rather than seem to honour it", () => {
  const cwd = process.cwd();
  const dir = mkdtempSync(path.join(tmpdir(), "pbc-next-config-"));
  const build = (env: Record<string, string>) => {
    mkdirSync(path.join(dir, ".next"), { recursive: true });
    writeFileSync(path.join(dir, ".next", "required-server-files.json"), JSON.stringify({ config: { env } }));
  };
  try {
    process.chdir(dir);
    build({ SITE_CLOCK: "2026-03-26T09:00:00.000Z@2026-11-25T12:00:00.000Z" });
    assert.equal(config(PHASE_PRODUCTION_SERVER).env?.SITE_CLOCK, "2026-03-26T09:00:00.000Z@2026-11-25T12:00:00.000Z");
    process.env.SITE_CLOCK = "2026-03-26T09:00:00Z";
    assert.equal(config(PHASE_PRODUCTION_SERVER).env?.SITE_CLOCK, "2026-03-26T09:00:00.000Z@2026-11-25T12:00:00.000Z");
    process.env.SITE_CLOCK = "2026-06-01T09:00:00Z";
    assert.throws(
      () => config(PHASE_PRODUCTION_SERVER),
      /is read by `next build`, and this build runs at SITE_CLOCK="2026-03-26T09:00:00\.000Z@/,
    );
    build({ SITE_CLOCK: "" });
    assert.throws(() => config(PHASE_PRODUCTION_SERVER), /this build runs on the real clock/);
  } finally {
    process.chdir(cwd);
    rmSync(dir, { recursive: true, force: true });
  }
});
