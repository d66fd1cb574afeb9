/**
 * SIGKILL in the middle of a burst of registrations, then a restart on the same data directory: every
 * registration that was answered 200 is still there with its profile, nothing is half-written, and the
 * sessions handed out before the crash keep working.
 */
import assert from "node:assert/strict";
import { after, before, it } from "node:test";
import type { Session } from "@supabase/supabase-js";
import { BackendProcess } from "../support/backend-process";
import { record } from "./helpers/report";
import { sized } from "./helpers/size";
import { assertNoOrphans } from "./helpers/orphans";

const BURST = sized(150, 60);
/** Kill once this many sign-ups have been answered, so the rest are in flight or not yet sent. */
const KILL_AFTER = sized(50, 20);

let backend: BackendProcess;
before(async () => {
  backend = await BackendProcess.create();
});
after(async () => backend.destroy());

const run = Date.now().toString(36);
const signUp = (email: string) =>
  backend.client().auth.signUp({ email, password: "Gloves-secret", options: { data: { team_name: `Crash ${email}`, country: "Spain" } } });

it("loses no committed registration and leaves no half-registration after a SIGKILL mid-burst", async () => {
  // Sessions handed out before the crash, one of them already refreshed once (rotation state on disk).
  const before: Session[] = [];
  for (let i = 0; i < 3; i++) {
    const { data, error } = await signUp(`early-${run}-${i}@example.com`);
    assert.equal(error, null);
    before.push(data.session!);
  }
  const rotated = await backend.client().auth.refreshSession({ refresh_token: before[2].refresh_token });
  assert.equal(rotated.error, null);
  before[2] = rotated.data.session!;

  const committed: string[] = [];
  let killing: Promise<void> | null = null;
  const outcomes = await Promise.all(
    Array.from({ length: BURST }, async (_, i) => {
      const result = await signUp(`burst-${run}-${i}@example.com`);
      if (!result.error && result.data.user) {
        committed.push(result.data.user.id);
        if (committed.length === KILL_AFTER) killing = backend.stop("SIGKILL");
      }
      return result;
    }),
  );
  await killing;
  assert.ok(committed.length >= KILL_AFTER && committed.length < BURST, `killed mid-burst (${committed.length} answered)`);
  // Requests cut off by the crash fail as a network error (status 0), never as a server answer.
  const answeredErrors = outcomes.filter((r) => r.error && r.error.status !== 0);
  assert.deepEqual(
    answeredErrors.map((r) => r.error?.message),
    [],
  );

  const restartMs = await backend.start();

  const admin = backend.admin();
  const { data: list } = await admin.auth.admin.listUsers({ perPage: 5000 });
  const users = list.users.filter((u) => u.email?.startsWith(`burst-${run}-`));
  const { data: profiles } = await admin.from("user_profiles").select("user_id").like("email", `burst-${run}-%`);
  const userIds = new Set(users.map((u) => u.id));
  const profileIds = new Set((profiles ?? []).map((p) => p.user_id));
  const lost = committed.filter((id) => !userIds.has(id));
  assert.deepEqual(lost, [], "a registration answered 200 before the crash is gone");
  assertNoOrphans(userIds, profileIds);

  // Sessions from before the crash: the access token still verifies, the refresh tokens still rotate.
  for (const session of before) {
    const { data, error } = await backend.client().auth.getUser(session.access_token);
    assert.equal(error, null);
    assert.equal(data.user?.id, session.user.id);
    const refreshed = await backend.client().auth.refreshSession({ refresh_token: session.refresh_token });
    assert.equal(refreshed.error, null, refreshed.error?.message);
    assert.equal(refreshed.data.user?.id, session.user.id);
  }
  // And the restarted backend takes new registrations.
  const fresh = await signUp(`after-${run}@example.com`);
  assert.equal(fresh.error, null);

  await record({
    checks: {
      "SIGKILL mid-burst of registrations":
        `${BURST} sign-ups fired, killed after ${committed.length} answered 200; ` +
        `after restart (${Math.round(restartMs)} ms): ${users.length} users, ${profileIds.size} profiles, ` +
        `${lost.length} committed lost, 0 orphans; ${before.length} pre-crash sessions still verify and refresh`,
    },
  });
});
