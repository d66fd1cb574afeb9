/**
 * Load through the product's own paths against a backend process of its own: 300 concurrent registrations
 * (the /auth form's one signUp call), 1,000 concurrent sign-ins, and one e-mail registered 20 times at once.
 * Under npm test (RELIABILITY_SIZE=small) the first two run with 60 and 200.
 */
import assert from "node:assert/strict";
import { after, before, it } from "node:test";
import type { AuthResponse } from "@supabase/supabase-js";
import { BackendProcess, networkFailures } from "../support/backend-process";
import { record, table } from "./helpers/report";
import { measure, type LoadResult } from "./helpers/stats";
import { sized } from "./helpers/size";
import { assertNoOrphans } from "./helpers/orphans";

const REGISTRATIONS = sized(300, 60);
const SIGN_INS = sized(1000, 200);
const SAME_EMAIL = 20;

let backend: BackendProcess;
const results: LoadResult[] = [];
before(async () => {
  backend = await BackendProcess.create();
});
after(async () => {
  await backend.destroy();
  if (networkFailures.size > 0) console.log("network failures by cause:", Object.fromEntries(networkFailures));
  if (results.length > 0) {
    console.log(`\n${table(results)}\n`);
    await record({ load: results });
  }
});

const run = Date.now().toString(36);
const team = (i: number) => ({ email: `load-${run}-${i}@example.com`, password: `Gloves-${i}-secret`, teamName: ` Load Team ${i} ` });

/** Exactly what components/auth/auth-actions.ts register() sends: trimmed e-mail and team name, one call. */
function register(email: string, password: string, teamName: string): Promise<AuthResponse> {
  return backend.client().auth.signUp({
    email: email.trim(),
    password,
    options: { data: { team_name: teamName.trim(), country: "Portugal" }, emailRedirectTo: "http://localhost:3000/auth" },
  });
}

const succeeded = (r: AuthResponse) => !r.error && !!r.data.user;
const serverErrors = (outcomes: AuthResponse[]) => outcomes.filter((r) => (r.error?.status ?? 0) >= 500 || r.error?.status === 0);

async function usersAndProfiles(prefix: string) {
  const admin = backend.admin();
  const { data: list, error } = await admin.auth.admin.listUsers({ perPage: 5000 });
  assert.equal(error, null);
  const users = list.users.filter((u) => u.email?.startsWith(prefix));
  const { data: profiles, error: profileError } = await admin
    .from("user_profiles")
    .select("user_id, email, team_name")
    .like("email", `${prefix}%`);
  assert.equal(profileError, null);
  return { users, profiles: profiles ?? [] };
}

it(`${REGISTRATIONS} concurrent registrations: exactly ${REGISTRATIONS} users and profiles, no duplicate, no orphan, no 5xx`, async () => {
  const { result, outcomes } = await measure(
    "registrations (signUp)",
    Array.from({ length: REGISTRATIONS }, (_, i) => () => register(team(i).email, team(i).password, team(i).teamName)),
    succeeded,
  );
  results.push(result);
  assert.deepEqual(
    serverErrors(outcomes).map((r) => r.error?.message),
    [],
  );
  assert.equal(result.ok, REGISTRATIONS, outcomes.find((r) => r.error)?.error?.message);

  const { users, profiles } = await usersAndProfiles(`load-${run}-`);
  const userIds = new Set(users.map((u) => u.id));
  const profileIds = new Set(profiles.map((p) => p.user_id));
  assert.equal(users.length, REGISTRATIONS);
  assert.equal(new Set(users.map((u) => u.email)).size, REGISTRATIONS, "duplicate e-mail");
  assert.equal(profiles.length, REGISTRATIONS);
  assert.equal(profileIds.size, REGISTRATIONS, "duplicate profile");
  assertNoOrphans(userIds, profileIds);
  // Every answered id is a stored user, and team names arrive trimmed.
  assert.ok(outcomes.every((r) => userIds.has(r.data.user?.id ?? "")));
  assert.ok(profiles.every((p) => /^Load Team \d+$/.test(p.team_name)));
});

it(`${SIGN_INS} concurrent sign-ins across the registered teams`, async () => {
  const { result, outcomes } = await measure(
    "sign-ins (signInWithPassword)",
    Array.from({ length: SIGN_INS }, (_, i) => () => {
      const { email, password } = team(i % REGISTRATIONS);
      return backend.client().auth.signInWithPassword({ email, password });
    }),
    (r) => !r.error && !!r.data.session?.access_token,
  );
  results.push(result);
  assert.deepEqual(
    serverErrors(outcomes).map((r) => r.error?.message),
    [],
  );
  assert.equal(result.ok, SIGN_INS, outcomes.find((r) => r.error)?.error?.message);
});

it(`one e-mail registered ${SAME_EMAIL} times at once: exactly one account`, async () => {
  const email = `same-${run}@example.com`;
  const { result, outcomes } = await measure(
    "same e-mail x20 (signUp)",
    Array.from({ length: SAME_EMAIL }, (_, i) => () => register(email, `Gloves-${i}-secret`, `Same Team ${i}`)),
    // A correct answer is either the one account or "already registered": anything else is a failure.
    (r) => succeeded(r) || r.error?.code === "user_already_exists",
  );
  results.push(result);
  assert.equal(result.ok, SAME_EMAIL);
  assert.equal(outcomes.filter(succeeded).length, 1);
  const refused = outcomes.filter((r) => r.error);
  assert.equal(refused.length, SAME_EMAIL - 1);
  for (const r of refused) {
    assert.equal(r.error?.status, 422);
    assert.equal(r.error?.code, "user_already_exists");
  }
  const { users, profiles } = await usersAndProfiles(`same-${run}@`);
  assert.equal(users.length, 1);
  assert.equal(profiles.length, 1);
  assert.equal(profiles[0].user_id, users[0].id);
  // The stored profile is the winner's, not a mix of the racing requests.
  const winner = outcomes.findIndex(succeeded);
  assert.equal(profiles[0].team_name, `Same Team ${winner}`);
});
