import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { createClient } from "@supabase/supabase-js";
import { LOCAL_PUBLISHABLE_KEY } from "../../lib/supabase/keys";
import { TEAM, startTestBackend, uniqueEmail, type TestBackend } from "./helpers/backend";

/**
 * supabase/config.toml keeps confirmations off (docs/decisions.md D10). With its one switch on, the mail
 * (supabase/templates/confirmation.html) must bring the team back to the /auth page of its language with a
 * token_hash that verifyOtp turns into a session, which is what /auth does with it.
 */
const CONFIRMATIONS_ON = { name: "test", toml: "[auth.email]\nenable_confirmations = true" };

function linkIn(html: string): URL {
  const href = [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1].replace(/&amp;|&#38;/g, "&")).find((h) => h.includes("token_hash="));
  assert.ok(href, `a link with token_hash in: ${html}`);
  return new URL(href);
}

/** The app's browser client (@supabase/ssr) uses the PKCE flow; the mailed token_hash must work with it too. */
function pkceClient(backend: TestBackend) {
  return createClient(backend.url, LOCAL_PUBLISHABLE_KEY, {
    auth: { flowType: "pkce", persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

describe("e-mail confirmation link (enable_confirmations = true)", () => {
  let backend: TestBackend;
  before(async () => {
    backend = await startTestBackend({ configOverrides: [CONFIRMATIONS_ON] });
  });
  after(async () => backend.destroy());

  for (const { locale, page, subject, lang, text } of [
    { locale: "en", page: "/auth", subject: "Confirm your e-mail for the Porto Box Cup", lang: "en", text: "Confirm e-mail" },
    {
      locale: "pt",
      page: "/pt/auth",
      subject: "Confirme o e-mail da sua equipa no Porto Box Cup",
      lang: "pt-PT",
      text: "Confirmar o e-mail",
    },
    {
      locale: "es",
      page: "/esp/auth",
      subject: "Confirma el correo de tu equipo en la Porto Box Cup",
      lang: "es-ES",
      text: "Confirmar el correo",
    },
  ]) {
    it(`registered on ${page}: a ${locale} mail links back to ${page} with token_hash and type=signup, which signs the team in once`, async () => {
      const email = uniqueEmail(`confirm-${locale}`);
      const { data, error } = await pkceClient(backend).auth.signUp({
        email,
        password: "secret123",
        options: { data: { ...TEAM, locale }, emailRedirectTo: `http://localhost:3000${page}` },
      });
      assert.equal(error, null);
      assert.equal(data.session, null, "no session until the e-mail is confirmed: the form says to check the mail");

      const mail = await backend.mailTo(email);
      assert.equal(mail.Subject, subject);
      assert.match(mail.HTML, new RegExp(`<div lang="${lang}">`));
      assert.match(mail.HTML, new RegExp(`>${text}</a>`));
      const link = linkIn(mail.HTML);
      assert.equal(link.origin + link.pathname, `http://localhost:3000${page}`);
      assert.deepEqual([...link.searchParams.keys()], ["token_hash", "type"]);
      assert.equal(link.searchParams.get("type"), "signup");

      const tokenHash = link.searchParams.get("token_hash")!;
      const verified = await backend.client().auth.verifyOtp({ type: "signup", token_hash: tokenHash });
      assert.equal(verified.error, null);
      assert.equal(verified.data.session?.user.email, email);
      assert.ok(verified.data.session?.user.email_confirmed_at, "the e-mail is confirmed");

      const replay = await backend.client().auth.verifyOtp({ type: "signup", token_hash: tokenHash });
      assert.equal(replay.data.session, null);
      assert.equal(replay.error?.message, "Email link is invalid or has expired");
      assert.equal((await backend.client().auth.signInWithPassword({ email, password: "secret123" })).error, null);
    });
  }

  it("a made-up token_hash is refused with GoTrue's message", async () => {
    const { data, error } = await backend
      .client()
      .auth.verifyOtp({ type: "signup", token_hash: "pkce_0000000000000000000000000000000000000000000000000000" });
    assert.equal(data.session, null);
    assert.equal(error?.status, 403);
    assert.equal(error?.message, "Email link is invalid or has expired");
  });
});

describe("admin generate_link type signup (GoTrue's adminGenerateLink), with confirmations off as in development", () => {
  let backend: TestBackend;
  before(async () => {
    backend = await startTestBackend();
  });
  after(async () => backend.destroy());

  it("creates an unconfirmed team with its profile, mails nothing, and answers a token_hash that verifyOtp accepts", async () => {
    const email = uniqueEmail("generated");
    const { data, error } = await backend.admin().auth.admin.generateLink({
      type: "signup",
      email,
      password: "secret123",
      options: { data: { ...TEAM, locale: "pt" }, redirectTo: "http://localhost:3000/pt/auth" },
    });
    assert.equal(error, null);
    assert.equal(data.properties.verification_type, "signup");
    assert.equal(data.properties.redirect_to, "http://localhost:3000/pt/auth");
    assert.match(data.properties.email_otp, /^\d{6}$/);
    assert.equal(data.user.email, email);
    assert.equal(data.user.email_confirmed_at, undefined);
    assert.equal(data.user.user_metadata.locale, "pt");
    const { data: profile } = await backend.admin().from("user_profiles").select("team_name").eq("user_id", data.user.id);
    assert.deepEqual(profile, [{ team_name: TEAM.team_name }]);

    assert.equal((await backend.client().auth.signInWithPassword({ email, password: "secret123" })).error?.code, "email_not_confirmed");
    const verified = await backend.client().auth.verifyOtp({ type: "signup", token_hash: data.properties.hashed_token });
    assert.equal(verified.error, null);
    assert.equal(verified.data.session?.user.id, data.user.id);

    const inbox = (await (await fetch(`${backend.inboxUrl}/api/v1/search?query=${encodeURIComponent(`to:${email}`)}`)).json()) as {
      messages: unknown[];
    };
    assert.deepEqual(inbox.messages, []);
  });

  it("refuses a confirmed address (422 email_exists) and callers without the secret key (403 not_admin)", async () => {
    const email = uniqueEmail("taken");
    assert.equal((await backend.client().auth.signUp({ email, password: "secret123", options: { data: TEAM } })).error, null);
    const taken = await backend.admin().auth.admin.generateLink({ type: "signup", email, password: "secret123" });
    assert.equal(taken.error?.status, 422);
    assert.equal(taken.error?.code, "email_exists");

    const anonymous = await backend.client().auth.admin.generateLink({ type: "signup", email: uniqueEmail(), password: "secret123" });
    assert.equal(anonymous.error?.status, 403);
    assert.equal(anonymous.error?.code, "not_admin");
  });
});
