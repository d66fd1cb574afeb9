/**
 * Bar: 200 concurrent sign-ups through supabase-js → exactly 200 users and 200 profiles, no error, no
 * duplicate. Run: node --import tsx scripts/bench/backend-signups.ts [n=200]
 * The backend runs as its own process (as in development); the clients fire all sign-ups at once.
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createClient } from "@supabase/supabase-js";
import { SECRET_KEY } from "../../local-supabase/config";
import { LOCAL_PUBLISHABLE_KEY } from "../../lib/supabase/keys";
import { freePort, spawnBackend, stopChild, waitUntilAnswering } from "../../tests/support/backend-process";

const n = Number(process.argv[2] ?? 200);
const dataDir = await mkdtemp(path.join(os.tmpdir(), "local-supabase-bench-signups-"));
const [port, inboxPort] = [await freePort(), await freePort()];
const url = `http://127.0.0.1:${port}`;
const child = spawnBackend(dataDir, port, inboxPort);
child.stdout?.resume();
const options = { auth: { persistSession: false, autoRefreshToken: false } };
try {
  await waitUntilAnswering(url, performance.now());
  const run = `${Date.now()}`;
  const emails = Array.from({ length: n }, (_, i) => `bench-${run}-${i}@example.com`);
  const started = performance.now();
  const results = await Promise.all(
    emails.map((email, i) =>
      createClient(url, LOCAL_PUBLISHABLE_KEY, options).auth.signUp({
        email,
        password: `password-${i}`,
        options: { data: { team_name: `Bench Team ${i}`, country: "Portugal" } },
      }),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  const errors = results.filter((r) => r.error || !r.data.user);
  const ids = new Set(results.map((r) => r.data.user?.id));

  const admin = createClient(url, SECRET_KEY, options);
  const users = await admin.auth.admin.listUsers({ perPage: 1000 });
  const benchUsers = users.data.users.filter((u) => u.email?.startsWith(`bench-${run}-`));
  const profiles = await admin.from("user_profiles").select("user_id, email").like("email", `bench-${run}-%`);
  const profileIds = new Set(profiles.data?.map((p) => p.user_id));

  console.log(`${n} concurrent sign-ups in ${seconds.toFixed(2)} s → ${(n / seconds).toFixed(1)} sign-ups/s`);
  console.log(
    `errors: ${errors.length}; distinct user ids: ${ids.size}; auth users: ${benchUsers.length}; ` +
      `profiles: ${profiles.data?.length} (distinct ${profileIds.size})`,
  );
  const ok =
    errors.length === 0 &&
    ids.size === n &&
    benchUsers.length === n &&
    profiles.data?.length === n &&
    profileIds.size === n &&
    benchUsers.every((u) => profileIds.has(u.id));
  console.log(ok ? "PASS" : "FAIL");
  if (!ok) {
    for (const r of errors.slice(0, 5)) console.log(r.error);
    process.exitCode = 1;
  }
} finally {
  await stopChild(child);
  await rm(dataDir, { recursive: true, force: true });
}
