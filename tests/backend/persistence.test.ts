import assert from "node:assert/strict";
import { after, it } from "node:test";
import { TEAM, startTestBackend, uniqueEmail, type TestBackend } from "./helpers/backend";

let second: TestBackend | null = null;
after(async () => {
  if (second) await second.destroy();
});

it("keeps users, profiles, sessions, signing key and mail across a restart", async () => {
  const first = await startTestBackend();
  const email = uniqueEmail();
  const { data } = await first.client().auth.signUp({ email, password: "secret123", options: { data: TEAM } });
  const session = data.session!;
  await first.client().auth.resetPasswordForEmail(email, { redirectTo: "http://localhost:3000/reset" });
  await first.mailTo(email);
  await first.stop();

  // The start-up time bar is measured by scripts/bench/backend-startup.ts, not asserted here: a timing
  // assertion would fail on a loaded CI machine without anything being wrong.
  second = await startTestBackend({}, first.dataDir);

  // The old access token still verifies (same ES256 key) and its session still exists.
  const { data: user, error } = await second.client().auth.getUser(session.access_token);
  assert.equal(error, null);
  assert.equal(user.user?.email, email);
  const refreshed = await second.client().auth.refreshSession({ refresh_token: session.refresh_token });
  assert.equal(refreshed.error, null);
  const client = second.client();
  const signIn = await client.auth.signInWithPassword({ email, password: "secret123" });
  assert.equal(signIn.error, null);
  const { data: profile } = await client.from("user_profiles").select("team_name").single();
  assert.deepEqual(profile, { team_name: TEAM.team_name });
  const mail = await second.mailTo(email);
  assert.match(mail.Text, /token_hash=/);
  // Migrations are not re-applied on an existing directory.
  assert.ok(!second.logs.some((line) => line.startsWith("applied migration")));
});
