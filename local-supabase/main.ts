/**
 * `npm run backend`: the embedded, Supabase-compatible local backend on 127.0.0.1:54321 with its inbox on
 * 127.0.0.1:54324, with the auth settings of supabase/config.toml. Env: LOCAL_SUPABASE_PORT,
 * LOCAL_SUPABASE_INBOX_PORT, LOCAL_SUPABASE_DATA_DIR, LOCAL_SUPABASE_FAULTS=profile-insert,
 * LOCAL_SUPABASE_CONFIG_OVERRIDE=<file.toml> (tables laid over config.toml, each change printed), SITE_URL,
 * SITE_CLOCK (the site's chosen date: the database's cup clock follows it, docs/cup.md §4),
 * LOCAL_SUPABASE_RESET=1 (start from an empty LOCAL_SUPABASE_DATA_DIR: the e2e runs, one fresh database each),
 * LOCAL_SUPABASE_PASSWORD_COST=4 (bcrypt's quickest cost for new passwords: the test runs; default GoTrue's 10).
 */
import { cpSync, readFileSync, rmSync } from "node:fs";
import { SECRET_KEY } from "./config";
import { LOCAL_PUBLISHABLE_KEY } from "../lib/supabase/keys";
import { DEMO_ACCOUNT, DEMO_ORGANISER } from "./seed";
import { anchorSiteClock, siteClockOffset } from "../lib/clock/setting";
import { migratedTemplate } from "./db/template";
import { startLocalSupabase } from "./server";

function intFromEnv(name: string): number | undefined {
  const value = process.env[name];
  if (value === undefined || value === "") return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`${name} must be a port number, got "${value}"`);
  return n;
}

const overridePath = process.env.LOCAL_SUPABASE_CONFIG_OVERRIDE || undefined;
const dataDir = process.env.LOCAL_SUPABASE_DATA_DIR || undefined;
// A run that wants a throwaway database says so; without the wipe, a data dir left by an earlier run (or by
// older code: a demo team seeded before it had boxers) decided what the next run's tests found.
// The throwaway database starts as a copy of a migrated empty one (db/template.ts): about 0.2 s, not initdb and
// every migration's 5 s at each of the suite's runs.
if (process.env.LOCAL_SUPABASE_RESET === "1") {
  if (!dataDir) throw new Error("LOCAL_SUPABASE_RESET=1 needs LOCAL_SUPABASE_DATA_DIR: it never wipes the default data dir");
  rmSync(dataDir, { recursive: true, force: true });
  cpSync(await migratedTemplate(), dataDir, { recursive: true });
}
// The site's chosen date, anchored here if nobody did before: the database's deadline follows the site's clock.
const siteClock = process.env.SITE_CLOCK ? anchorSiteClock(process.env.SITE_CLOCK, Date.now()) : undefined;
const startedAt = performance.now();
const instance = await startLocalSupabase({
  port: intFromEnv("LOCAL_SUPABASE_PORT"),
  inboxPort: intFromEnv("LOCAL_SUPABASE_INBOX_PORT"),
  dataDir,
  configOverrides: overridePath ? [{ name: overridePath, toml: readFileSync(overridePath, "utf8") }] : [],
  faults: (process.env.LOCAL_SUPABASE_FAULTS ?? "").split(",").filter(Boolean),
  seedDemo: true,
  passwordHashCost: process.env.LOCAL_SUPABASE_PASSWORD_COST ? Number(process.env.LOCAL_SUPABASE_PASSWORD_COST) : undefined,
  cupClockShiftMs: siteClock ? siteClockOffset(siteClock) : undefined,
});

console.log(`
Local Supabase ready in ${Math.round(performance.now() - startedAt)} ms (data: ${instance.dataDir})
  API          ${instance.url}
  Inbox        ${instance.inboxUrl}
  Publishable  ${LOCAL_PUBLISHABLE_KEY}
  Secret       ${SECRET_KEY}   (local only; never use these keys for a hosted project)
  Site URL     ${instance.settings.siteUrl}
  Cup clock    ${siteClock ? `SITE_CLOCK=${siteClock} (cup.now() runs at the site's chosen date)` : "the real clock"}
  E-mail confirmation ${instance.settings.confirmEmail ? "on" : "off"} (supabase/config.toml)
  CAPTCHA      ${instance.settings.captcha ? `${instance.settings.captcha.provider} (CAPTCHA_SECRET)` : "off (set CAPTCHA_SECRET to turn it on)"}
  Demo team    ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}  (local only)
  Demo organiser ${DEMO_ORGANISER.email} / ${DEMO_ORGANISER.password}  (local only; opens /desk)
${
  instance.overrides.length === 0
    ? "  Auth settings exactly as supabase/config.toml"
    : `  Development overrides of supabase/config.toml:\n${instance.overrides.map((line) => `    ${line}`).join("\n")}`
}
`);

let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping local Supabase…`);
    instance.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
