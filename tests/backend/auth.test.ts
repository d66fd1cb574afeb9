import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { AuthApiError, AuthWeakPasswordError, isAuthApiError } from "@supabase/supabase-js";
import { createRemoteJWKSet, jwtVerify, decodeProtectedHeader } from "jose";
import { LOCAL_PUBLISHABLE_KEY } from "../../lib/supabase/keys";
import { GOTRUE_COST } from "../../local-supabase/crypto/passwords";
import { TEAM, startTestBackend, uniqueEmail, type TestBackend } from "./helpers/backend";

let backend: TestBackend;

before(async () => {
  // Reuse interval 0 so a second use of a refresh token is always reuse (hosted: 10 s grace). GoTrue's bcrypt
  // cost, not the test backends' quick one: at cost 4 a hash costs less than the request around it, and the
  // login timing below would pass without the dummy comparison it proves.
  backend = await startTestBackend({ auth: { refreshTokenReuseIntervalSeconds: 0 }, passwordHashCost: GOTRUE_COST });
});
after(async () => backend.destroy());

async function registered(password = "secret123") {
  const email = uniqueEmail();
  const client = backend.client();
  const { data, error } = await client.auth.signUp({ email, password, options: { data: TEAM } });
  assert.equal(error, null);
  assert.ok(data.session, "autoconfirm sign-up answers a session");
  return { email, password, client, session: data.session, user: data.user! };
}

describe("signUp (e-mail confirmation off, the local default)", () => {
  it("creates a confirmed user with a session and the user_metadata sent", async () => {
    const { user, session, email } = await registered();
    assert.equal(user.email, email);
    assert.ok(user.email_confirmed_at);
    assert.equal(user.user_metadata.team_name, TEAM.team_name);
    assert.equal(user.user_metadata.email_verified, true);
    assert.equal(user.identities?.length, 1);
    assert.equal(session.token_type, "bearer");
    assert.ok(session.expires_in > 90);
  });

  it("refuses an address already registered: 422 user_already_exists", async () => {
    const { email } = await registered();
    const { data, error } = await backend.client().auth.signUp({ email, password: "another123", options: { data: TEAM } });
    assert.ok(isAuthApiError(error));
    assert.equal(error.status, 422);
    assert.equal(error.code, "user_already_exists");
    assert.equal(error.message, "User already registered");
    assert.equal(data.user, null);
  });

  it("matches e-mail addresses case-insensitively", async () => {
    const { email } = await registered();
    const { error } = await backend.client().auth.signUp({ email: email.toUpperCase(), password: "another123", options: { data: TEAM } });
    assert.equal(error?.code, "user_already_exists");
  });

  it("checks password strength before the e-mail format: 422 weak_password", async () => {
    const { error } = await backend.client().auth.signUp({ email: "not-an-email", password: "12345" });
    assert.ok(error instanceof AuthWeakPasswordError);
    assert.equal(error.status, 422);
    assert.equal(error.code, "weak_password");
    assert.deepEqual(error.reasons, ["length"]);
    assert.equal(error.message, "Password should be at least 6 characters.");
  });

  it("rejects a malformed address: 400 validation_failed", async () => {
    const { error } = await backend.client().auth.signUp({ email: "not-an-email", password: "secret123" });
    assert.ok(isAuthApiError(error));
    assert.equal(error.status, 400);
    assert.equal(error.code, "validation_failed");
    assert.equal(error.message, "Unable to validate email address: invalid format");
  });
});

describe("signInWithPassword / getUser / getClaims / signOut", () => {
  it("signs in and reads the user", async () => {
    const { email, password } = await registered();
    const client = backend.client();
    const { data, error } = await client.auth.signInWithPassword({ email, password });
    assert.equal(error, null);
    assert.equal(data.user?.email, email);
    const { data: got } = await client.auth.getUser();
    assert.equal(got.user?.id, data.user?.id);
  });

  it("answers 400 invalid_credentials for a wrong password and for an unknown address alike", async () => {
    const { email } = await registered();
    for (const attempt of [
      { email, password: "wrong-password" },
      { email: uniqueEmail("nobody"), password: "secret123" },
    ]) {
      const { data, error } = await backend.client().auth.signInWithPassword(attempt);
      assert.ok(error instanceof AuthApiError);
      assert.equal(error.status, 400);
      assert.equal(error.code, "invalid_credentials");
      assert.equal(error.message, "Invalid login credentials");
      assert.equal(data.session, null);
    }
  });

  it("issues ES256 access tokens that verify against the JWKS (getClaims works without /user)", async () => {
    const { client, session, user } = await registered();
    const header = decodeProtectedHeader(session.access_token);
    assert.equal(header.alg, "ES256");
    assert.ok(header.kid);
    const jwks = createRemoteJWKSet(new URL(`${backend.url}/auth/v1/.well-known/jwks.json`));
    const { payload } = await jwtVerify(session.access_token, jwks, { issuer: `${backend.url}/auth/v1`, audience: "authenticated" });
    assert.equal(payload.sub, user.id);
    assert.equal(payload.role, "authenticated");
    assert.equal(typeof payload.session_id, "string");
    const { data, error } = await client.auth.getClaims();
    assert.equal(error, null);
    assert.equal(data?.claims.sub, user.id);
    assert.equal(data?.claims.email, user.email);
  });

  it("signOut revokes the session on the server", async () => {
    const { client, session } = await registered();
    const { error } = await client.auth.signOut();
    assert.equal(error, null);
    const { data } = await client.auth.getSession();
    assert.equal(data.session, null);
    const { error: stale } = await backend.client().auth.getUser(session.access_token);
    assert.equal(stale?.name, "AuthSessionMissingError", "the old token's session no longer exists");
    const refreshed = await backend.client().auth.refreshSession({ refresh_token: session.refresh_token });
    assert.ok(refreshed.error);
  });

  it("rejects a garbage access token on /user: 403 bad_jwt", async () => {
    const { error } = await backend.client().auth.getUser("not.a.jwt");
    assert.ok(isAuthApiError(error));
    assert.equal(error.status, 403);
    assert.equal(error.code, "bad_jwt");
  });
});

describe("login timing", () => {
  it("takes as long for an unknown address as for a known one with a wrong password (medians of 20)", async () => {
    const { email } = await registered();
    const unknown = uniqueEmail("nobody");
    const timeLogin = async (address: string) => {
      const started = performance.now();
      const res = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
        method: "POST",
        headers: { apikey: LOCAL_PUBLISHABLE_KEY, "Content-Type": "application/json" },
        body: JSON.stringify({ email: address, password: "wrong-password" }),
      });
      assert.equal(res.status, 400);
      await res.arrayBuffer();
      return performance.now() - started;
    };
    const known: number[] = [];
    const missing: number[] = [];
    for (let i = 0; i < 20; i++) {
      known.push(await timeLogin(email));
      missing.push(await timeLogin(unknown));
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[10];
    const [k, m] = [median(known), median(missing)];
    assert.ok(Math.max(k, m) / Math.min(k, m) < 2, `median ${k.toFixed(1)} ms for a known address, ${m.toFixed(1)} ms for an unknown one`);
  });
});

describe("refresh tokens", () => {
  it("rotates on every refresh and refuses a reused token, revoking the whole family", async () => {
    const { session } = await registered();
    const client = backend.client();
    const first = await client.auth.refreshSession({ refresh_token: session.refresh_token });
    assert.equal(first.error, null);
    const rotated = first.data.session!;
    assert.notEqual(rotated.refresh_token, session.refresh_token);

    const reuse = await backend.client().auth.refreshSession({ refresh_token: session.refresh_token });
    assert.ok(isAuthApiError(reuse.error));
    assert.equal(reuse.error.code, "refresh_token_already_used");
    assert.equal(reuse.error.message, "Invalid Refresh Token: Already Used");

    // Reuse detection revoked the family, so even the newest token is refused now.
    const afterReuse = await backend.client().auth.refreshSession({ refresh_token: rotated.refresh_token });
    assert.equal((afterReuse.error as AuthApiError | null)?.code, "refresh_token_already_used");
  });

  it("answers refresh_token_not_found for an unknown token", async () => {
    const { error } = await backend.client().auth.refreshSession({ refresh_token: "abcdefghijkl" });
    assert.equal((error as AuthApiError | null)?.code, "refresh_token_not_found");
  });

  it("returns the active token when its parent is replayed within the reuse interval", async () => {
    const graceful = await startTestBackend({ auth: { refreshTokenReuseIntervalSeconds: 10 } });
    try {
      const client = graceful.client();
      const email = uniqueEmail();
      const { data } = await client.auth.signUp({ email, password: "secret123", options: { data: TEAM } });
      const parent = data.session!.refresh_token;
      const first = await graceful.client().auth.refreshSession({ refresh_token: parent });
      const second = await graceful.client().auth.refreshSession({ refresh_token: parent });
      assert.equal(second.error, null);
      assert.equal(second.data.session?.refresh_token, first.data.session?.refresh_token);
    } finally {
      await graceful.destroy();
    }
  });
});

describe("password reset and updateUser", () => {
  it("e-mails a token_hash link to /reset, verifies it, and sets the new password", async () => {
    const { email, password } = await registered();
    const client = backend.client();
    const { data, error } = await client.auth.resetPasswordForEmail(email, { redirectTo: "http://localhost:3000/pt/reset" });
    assert.equal(error, null);
    assert.deepEqual(data, {});

    const mail = await backend.mailTo(email);
    assert.equal(mail.Subject, "Reset your Porto Box Cup password");
    const link = new URL(/https?:\/\/\S+token_hash=\S+/.exec(mail.Text)![0]);
    assert.equal(link.origin + link.pathname, "http://localhost:3000/pt/reset");
    assert.equal(link.searchParams.get("type"), "recovery");
    const tokenHash = link.searchParams.get("token_hash")!;
    assert.match(tokenHash, /^[0-9a-f]{56}$/);
    assert.ok(
      backend.logs.some((line) => line.includes(tokenHash)),
      "the link is printed to the console",
    );

    const events: string[] = [];
    client.auth.onAuthStateChange((event) => events.push(event));
    const verified = await client.auth.verifyOtp({ type: "recovery", token_hash: tokenHash });
    assert.equal(verified.error, null);
    assert.equal(verified.data.user?.email, email);
    assert.ok(events.includes("PASSWORD_RECOVERY"));

    const same = await client.auth.updateUser({ password });
    assert.ok(isAuthApiError(same.error));
    assert.equal(same.error.status, 422);
    assert.equal(same.error.code, "same_password");

    const weak = await client.auth.updateUser({ password: "123" });
    assert.equal(weak.error?.code, "weak_password");

    const updated = await client.auth.updateUser({ password: "brand-new-password" });
    assert.equal(updated.error, null);
    assert.equal(updated.data.user?.email, email);

    const old = await backend.client().auth.signInWithPassword({ email, password });
    assert.equal(old.error?.code, "invalid_credentials");
    const fresh = await backend.client().auth.signInWithPassword({ email, password: "brand-new-password" });
    assert.equal(fresh.error, null);

    // The link is single-use.
    const again = await backend.client().auth.verifyOtp({ type: "recovery", token_hash: tokenHash });
    assert.ok(isAuthApiError(again.error));
    assert.equal(again.error.status, 403);
    assert.equal(again.error.code, "otp_expired");
    assert.equal(again.error.message, "Email link is invalid or has expired");
  });

  it("answers {} for an unknown address and sends nothing", async () => {
    const email = uniqueEmail("unknown");
    const { data, error } = await backend.client().auth.resetPasswordForEmail(email, { redirectTo: "http://localhost:3000/reset" });
    assert.equal(error, null);
    assert.deepEqual(data, {});
    const res = await fetch(`${backend.inboxUrl}/api/v1/search?query=to:${email}`);
    assert.equal(((await res.json()) as { total: number }).total, 0);
  });

  it("limits how often one address gets mail: 429 over_email_send_rate_limit", async () => {
    const { email } = await registered();
    const first = await backend.client().auth.resetPasswordForEmail(email, { redirectTo: "http://localhost:3000/reset" });
    assert.equal(first.error, null);
    const second = await backend.client().auth.resetPasswordForEmail(email, { redirectTo: "http://localhost:3000/reset" });
    assert.ok(isAuthApiError(second.error));
    assert.equal(second.error.status, 429);
    assert.equal(second.error.code, "over_email_send_rate_limit");
  });

  it("falls back to the site URL for a redirect outside the allow-list", async () => {
    const { email } = await registered();
    await backend.client().auth.resetPasswordForEmail(email, { redirectTo: "https://evil.example.net/reset" });
    const mail = await backend.mailTo(email);
    assert.match(mail.Text, /^http:\/\/localhost:3000\?token_hash=/m);
  });

  // Each address is what an attacker would put in redirect_to; the mail must link to the site, not elsewhere.
  for (const redirectTo of [
    "http://localhost:@evil%2Eexample/",
    "http://localhost:@3627732462/",
    "http://localhost:3000@evil.example/reset",
    "http://localhost:3000:x@evil.example/reset",
    "http://localhost:3000\\@evil.example/reset",
    "http://localhost%2Eevil.example:3000/reset",
    "http://2130706433/reset",
    "http://evil.example#@localhost:3000/reset",
  ]) {
    it(`sends the link to the site URL, not elsewhere, for redirect_to=${redirectTo}`, async () => {
      const { email } = await registered();
      await backend.client().auth.resetPasswordForEmail(email, { redirectTo });
      const mail = await backend.mailTo(email);
      const href = /href="([^"]+)"/.exec(mail.HTML)![1].replace(/&amp;/g, "&");
      const link = new URL(href);
      assert.equal(link.host, "localhost:3000");
      assert.equal(link.username, "");
      assert.match(link.searchParams.get("token_hash") ?? "", /^[0-9a-f]{56}$/);
    });
  }

  it("allows any port on localhost", async () => {
    const { email } = await registered();
    await backend.client().auth.resetPasswordForEmail(email, { redirectTo: "http://localhost:4173/esp/reset" });
    const mail = await backend.mailTo(email);
    assert.match(mail.Text, /^http:\/\/localhost:4173\/esp\/reset\?token_hash=/m);
  });

  it("rejects verifyOtp with an unknown hash: 403 otp_expired", async () => {
    const { error } = await backend.client().auth.verifyOtp({ type: "recovery", token_hash: "0".repeat(56) });
    assert.equal((error as AuthApiError | null)?.code, "otp_expired");
  });
});

describe("admin users (service role only)", () => {
  it("lets the secret key read and delete a user, and refuses the publishable key: 403 not_admin", async () => {
    const { user } = await registered();
    const denied = await backend.client().auth.admin.deleteUser(user.id);
    assert.ok(isAuthApiError(denied.error));
    assert.equal(denied.error.status, 403);
    assert.equal(denied.error.code, "not_admin");

    const admin = backend.admin();
    const list = await admin.auth.admin.listUsers();
    assert.ok(list.data.users.some((u) => u.id === user.id));
    const deleted = await admin.auth.admin.deleteUser(user.id);
    assert.equal(deleted.error, null);
    assert.equal(deleted.data.user?.id, user.id);
    const gone = await admin.auth.admin.getUserById(user.id);
    assert.equal((gone.error as AuthApiError | null)?.code, "user_not_found");
    const profiles = await admin.from("user_profiles").select("user_id").eq("user_id", user.id);
    assert.deepEqual(profiles.data, [], "the profile goes with the user (on delete cascade)");
  });
});
