/**
 * `secure_password_change = true` (supabase/config.toml, pushed to hosted; the embedded backend reads the same
 * key): a password change from a session signed in more than 24 hours ago needs GoTrue's reauthentication nonce,
 * so a stolen long-lived session cannot take the account over. A session from a reset link is new, so the reset
 * flow of /reset (docs/product.md §4) is unchanged.
 */
import assert from "node:assert/strict";
import { after, before, it } from "node:test";
import type { AuthError, SupabaseClient } from "@supabase/supabase-js";
import { loadProjectConfig } from "../../local-supabase/project-config";
import { startTestBackend, TEAM, uniqueEmail, type TestBackend } from "./helpers/backend";

const PASSWORD = "Gloves-secret";
let backend: TestBackend;
before(async () => {
  backend = await startTestBackend({ log: () => {} });
});
after(async () => backend.destroy());

const failure = (error: AuthError | null) => error && { status: error.status, code: error.code, message: error.message };

async function signedIn(): Promise<{ email: string; client: SupabaseClient }> {
  const email = uniqueEmail("secure");
  assert.equal((await backend.client().auth.signUp({ email, password: PASSWORD, options: { data: TEAM } })).error, null);
  const client = backend.client();
  assert.equal((await client.auth.signInWithPassword({ email, password: PASSWORD })).error, null);
  return { email, client };
}

/** As if the team had signed in `hours` ago. */
async function signedInHoursAgo(client: SupabaseClient, hours: number): Promise<void> {
  const { data } = await client.auth.getSession();
  const sessionId = JSON.parse(Buffer.from(data.session!.access_token.split(".")[1], "base64url").toString("utf8")).session_id as string;
  await backend.database.pg.query(`update auth.sessions set created_at = now() - make_interval(hours => $2) where id = $1`, [
    sessionId,
    hours,
  ]);
}

it("config.toml turns it on, and the embedded backend reads it", () => {
  assert.equal(loadProjectConfig({ env: {} }).settings.securePasswordChange, true);
});

it("a session signed in within 24 hours changes the password without more", async () => {
  const { client } = await signedIn();
  await signedInHoursAgo(client, 23);
  assert.equal((await client.auth.updateUser({ password: "Gloves-secret-2" })).error, null);
});

it("an older session is asked to reauthenticate (400 reauthentication_needed), and a made-up nonce is refused", async () => {
  const { email, client } = await signedIn();
  await signedInHoursAgo(client, 25);
  assert.deepEqual(failure((await client.auth.updateUser({ password: "Gloves-secret-2" })).error), {
    status: 400,
    code: "reauthentication_needed",
    message: "Password update requires reauthentication",
  });
  assert.deepEqual(failure((await client.auth.updateUser({ password: "Gloves-secret-2", nonce: "123456" })).error), {
    status: 422,
    code: "reauthentication_not_valid",
    message: "Nonce has expired or is invalid",
  });
  assert.equal((await backend.client().auth.signInWithPassword({ email, password: PASSWORD })).error, null, "the password is unchanged");
});

it("the reset link's session is new: /reset changes the password as before", async () => {
  const { email, client } = await signedIn();
  await signedInHoursAgo(client, 48);
  assert.equal((await backend.client().auth.resetPasswordForEmail(email, { redirectTo: "http://localhost:3000/reset" })).error, null);
  const tokenHash = /token_hash=([0-9a-f]+)/.exec((await backend.mailTo(email)).HTML)![1];
  const reset = backend.client();
  assert.equal((await reset.auth.verifyOtp({ type: "recovery", token_hash: tokenHash })).error, null);
  assert.equal((await reset.auth.updateUser({ password: "Gloves-secret-3" })).error, null);
  assert.equal((await backend.client().auth.signInWithPassword({ email, password: "Gloves-secret-3" })).error, null);
});
