/**
 * `npm run backend`: the embedded, Supabase-compatible local backend on 127.0.0.1:54321 with its inbox on
 * 127.0.0.1:54324. Env: LOCAL_SUPABASE_PORT, LOCAL_SUPABASE_INBOX_PORT, LOCAL_SUPABASE_DATA_DIR,
 * LOCAL_SUPABASE_CONFIRM_EMAIL=1 (hosted-style confirmation), LOCAL_SUPABASE_FAULTS=profile-insert.
 */
import { SECRET_KEY } from "./config";
import { LOCAL_PUBLISHABLE_KEY } from "../lib/supabase/keys";
import { DEMO_ACCOUNT } from "./seed";
import { startLocalSupabase } from "./server";

function intFromEnv(name: string): number | undefined {
  const value = process.env[name];
  if (value === undefined || value === "") return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`${name} must be a port number, got "${value}"`);
  return n;
}

const startedAt = performance.now();
const instance = await startLocalSupabase({
  port: intFromEnv("LOCAL_SUPABASE_PORT"),
  inboxPort: intFromEnv("LOCAL_SUPABASE_INBOX_PORT"),
  dataDir: process.env.LOCAL_SUPABASE_DATA_DIR || undefined,
  confirmEmail: process.env.LOCAL_SUPABASE_CONFIRM_EMAIL === "1",
  faults: (process.env.LOCAL_SUPABASE_FAULTS ?? "").split(",").filter(Boolean),
  seedDemo: true,
});

console.log(`
Local Supabase ready in ${Math.round(performance.now() - startedAt)} ms (data: ${instance.dataDir})
  API          ${instance.url}
  Inbox        ${instance.inboxUrl}
  Publishable  ${LOCAL_PUBLISHABLE_KEY}
  Secret       ${SECRET_KEY}   (local only; never use these keys for a hosted project)
  E-mail confirmation ${instance.settings.confirmEmail ? "ON (hosted default)" : "off (local default)"}
  Demo team    ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}  (local only)
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
