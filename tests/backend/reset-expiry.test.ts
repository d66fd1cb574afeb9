/**
 * Reset links expire: a token_hash older than the backend's otpExpirySeconds is refused with GoTrue's
 * 403 otp_expired, and one just inside the window still works. The time a link was sent is moved back in the
 * database instead of waiting for the clock.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { isAuthApiError } from "@supabase/supabase-js";
import { LOCAL_PUBLISHABLE_KEY } from "../../lib/supabase/keys";
import { TEAM, startTestBackend, uniqueEmail, type TestBackend } from "./helpers/backend";

const EXPIRY_SECONDS = 600;
let backend: TestBackend;
before(async () => {
  backend = await startTestBackend({ auth: { otpExpirySeconds: EXPIRY_SECONDS, emailMaxFrequencySeconds: 0 } });
});
after(async () => backend.destroy());

/** Registers a team, asks for its reset mail and returns the link's token_hash. */
async function resetTokenFor(): Promise<{ email: string; tokenHash: string }> {
  const email = uniqueEmail("expiry");
  const { error } = await backend.client().auth.signUp({ email, password: "secret123", options: { data: TEAM } });
  assert.equal(error, null);
  const sent = await backend.client().auth.resetPasswordForEmail(email, { redirectTo: "http://localhost:3000/reset" });
  assert.equal(sent.error, null);
  const mail = await backend.mailTo(email);
  const tokenHash = new URL(/https?:\/\/\S+token_hash=\S+/.exec(mail.Text)![0]).searchParams.get("token_hash")!;
  assert.match(tokenHash, /^[0-9a-f]{56}$/);
  return { email, tokenHash };
}

/** Pretends the reset mail went out `seconds` ago. */
async function sentSecondsAgo(email: string, seconds: number): Promise<void> {
  await backend.database.query("update auth.users set recovery_sent_at = now() - make_interval(secs => $2) where email = $1", [
    email,
    seconds,
  ]);
}

describe("reset link expiry (otpExpirySeconds)", () => {
  it("refuses a link sent longer ago than the expiry: 403 otp_expired, the page's message", async () => {
    const { email, tokenHash } = await resetTokenFor();
    await sentSecondsAgo(email, EXPIRY_SECONDS + 5);
    const { data, error } = await backend.client().auth.verifyOtp({ type: "recovery", token_hash: tokenHash });
    assert.ok(isAuthApiError(error));
    assert.equal(error.status, 403);
    assert.equal(error.code, "otp_expired");
    assert.equal(error.message, "Email link is invalid or has expired");
    assert.equal(data.session, null);
    // The old password still signs in: nothing was changed by the expired link.
    const signIn = await backend.client().auth.signInWithPassword({ email, password: "secret123" });
    assert.equal(signIn.error, null);
  });

  it("accepts a link still inside the expiry window", async () => {
    const { email, tokenHash } = await resetTokenFor();
    await sentSecondsAgo(email, EXPIRY_SECONDS - 30);
    const { data, error } = await backend.client().auth.verifyOtp({ type: "recovery", token_hash: tokenHash });
    assert.equal(error, null);
    assert.equal(data.user?.email, email);
  });

  it("answers the raw verify call of an expired link in GoTrue's envelope", async () => {
    const { email, tokenHash } = await resetTokenFor();
    await sentSecondsAgo(email, EXPIRY_SECONDS * 24);
    const response = await fetch(`${backend.url}/auth/v1/verify`, {
      method: "POST",
      headers: { apikey: LOCAL_PUBLISHABLE_KEY, "Content-Type": "application/json", "X-Supabase-Api-Version": "2024-01-01" },
      body: JSON.stringify({ type: "recovery", token_hash: tokenHash }),
    });
    assert.equal(response.status, 403);
    assert.deepEqual(await response.json(), { code: "otp_expired", message: "Email link is invalid or has expired" });
  });
});
