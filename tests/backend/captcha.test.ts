/**
 * `[auth.captcha]` in supabase/config.toml: Supabase Auth verifies a CAPTCHA token on sign-up, sign-in and
 * reset-mail requests before it does anything. The embedded backend answers as GoTrue's verifyCaptcha middleware
 * does (internal/api/middleware.go), off unless the secret is configured; with Cloudflare's test secrets it
 * verifies offline, as siteverify answers for them.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { AuthError } from "@supabase/supabase-js";
import { loadProjectConfig } from "../../local-supabase/project-config";
import { startTestBackend, TEAM, uniqueEmail, type TestBackend } from "./helpers/backend";

/** The token Cloudflare's test site keys hand the browser. */
const TEST_TOKEN = "XXXX.DUMMY.TOKEN.XXXX";
const secret = (value: string) => ({ name: "test", toml: `[auth.captcha]\nsecret = "${value}"` });
const PASSWORD = "Gloves-secret";

const failure = (error: AuthError | null) => error && { status: error.status, code: error.code, message: error.message };

describe("config.toml asks for Turnstile, with the secret from CAPTCHA_SECRET", () => {
  it("unset (development, tests), the embedded backend runs without and says so", () => {
    const { settings, overrides } = loadProjectConfig({ env: {} });
    assert.equal(settings.captcha, null);
    assert.ok(overrides.includes("auth.captcha.enabled = false (CAPTCHA_SECRET is not set)"), overrides.join("\n"));
  });

  it("set, it verifies with that secret", () => {
    const { settings } = loadProjectConfig({ env: { CAPTCHA_SECRET: "1x0000000000000000000000000000000AA" } });
    assert.deepEqual(settings.captcha, { provider: "turnstile", secret: "1x0000000000000000000000000000000AA" });
  });
});

describe("with Cloudflare's always-passing test secret", () => {
  let backend: TestBackend;
  before(async () => {
    backend = await startTestBackend({ log: () => {}, configOverrides: [secret("1x0000000000000000000000000000000AA")] });
  });
  after(async () => backend.destroy());

  it("a sign-up without a token is refused (400 captcha_failed) and nothing is created; with the test token it passes", async () => {
    const email = uniqueEmail("captcha");
    const refused = await backend.client().auth.signUp({ email, password: PASSWORD, options: { data: TEAM } });
    assert.deepEqual(failure(refused.error), {
      status: 400,
      code: "captcha_failed",
      message: "captcha protection: request disallowed (no captcha_token found)",
    });
    const signIn = await backend.client().auth.signInWithPassword({ email, password: PASSWORD, options: { captchaToken: TEST_TOKEN } });
    assert.equal(signIn.error?.code, "invalid_credentials", "no account was created");
    const passed = await backend.client().auth.signUp({ email, password: PASSWORD, options: { data: TEAM, captchaToken: TEST_TOKEN } });
    assert.equal(passed.error, null);
    assert.ok(passed.data.session);
  });

  it("sign-in and the reset mail need a token too; a session refresh does not", async () => {
    const email = uniqueEmail("captcha");
    await backend.client().auth.signUp({ email, password: PASSWORD, options: { data: TEAM, captchaToken: TEST_TOKEN } });
    const client = backend.client();
    assert.equal((await client.auth.signInWithPassword({ email, password: PASSWORD })).error?.code, "captcha_failed");
    const signedIn = await client.auth.signInWithPassword({ email, password: PASSWORD, options: { captchaToken: TEST_TOKEN } });
    assert.equal(signedIn.error, null);
    assert.equal((await client.auth.refreshSession()).error, null);
    const redirectTo = "http://localhost:3000/reset";
    assert.equal((await client.auth.resetPasswordForEmail(email, { redirectTo })).error?.code, "captcha_failed");
    assert.equal((await client.auth.resetPasswordForEmail(email, { redirectTo, captchaToken: TEST_TOKEN })).error, null);
    assert.match((await backend.mailTo(email)).Subject, /Reset your Porto Box Cup password/);
  });

  it("a blank token is no token, and the secret key (admin) needs none, as in GoTrue", async () => {
    const blank = await backend.client().auth.signUp({ email: uniqueEmail(), password: PASSWORD, options: { captchaToken: "  " } });
    assert.equal(blank.error?.code, "captcha_failed");
    const admin = await backend.admin().auth.signUp({ email: uniqueEmail("admin"), password: PASSWORD, options: { data: TEAM } });
    assert.equal(admin.error, null);
  });
});

describe("with Cloudflare's failing test secrets", () => {
  for (const [value, reason] of [
    ["2x0000000000000000000000000000000AA", "invalid-input-response"],
    ["3x0000000000000000000000000000000AA", "timeout-or-duplicate"],
  ]) {
    it(`${value}: a token is refused with siteverify's reason (${reason})`, async () => {
      const backend = await startTestBackend({ log: () => {}, configOverrides: [secret(value)] });
      try {
        const { error } = await backend
          .client()
          .auth.signUp({ email: uniqueEmail(), password: PASSWORD, options: { captchaToken: TEST_TOKEN } });
        assert.deepEqual(failure(error), {
          status: 400,
          code: "captcha_failed",
          message: `captcha protection: request disallowed (${reason})`,
        });
      } finally {
        await backend.destroy();
      }
    });
  }
});
