import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { SECRET_KEY } from "../../local-supabase/config";
import { COUNTRIES } from "../../lib/content/countries";
import { TEAM, startTestBackend, uniqueEmail, type TestBackend } from "./helpers/backend";

let backend: TestBackend;
/** A team registered before any test: every user list must hold it, or the list is not a real answer. */
const control = uniqueEmail("control");
before(async () => {
  backend = await startTestBackend();
  const { error } = await backend.client().auth.signUp({ email: control, password: "secret123", options: { data: TEAM } });
  assert.equal(error, null);
});
after(async () => backend.destroy());

async function authUserExists(email: string): Promise<boolean> {
  // A failed list would be an empty one: "no user left behind" must not pass on an error.
  const { data, error } = await backend.admin().auth.admin.listUsers({ perPage: 1000 });
  assert.equal(error, null, "the admin API listed the users");
  assert.ok(
    data.users.some((u) => u.email === control),
    "the list holds the team registered before the tests",
  );
  return data.users.some((u) => u.email === email);
}

async function setFault(on: boolean): Promise<void> {
  const res = await fetch(`${backend.url}/local/v1/faults`, {
    method: "PUT",
    headers: { apikey: SECRET_KEY, "Content-Type": "application/json" },
    body: JSON.stringify({ "profile-insert": on }),
  });
  assert.equal(res.status, 200);
}

describe("atomic registration (auth user + profile in one transaction)", () => {
  it("creates the profile from the sign-up metadata, trimmed", async () => {
    const email = uniqueEmail();
    const { data } = await backend
      .client()
      .auth.signUp({ email, password: "secret123", options: { data: { team_name: "  Boxing Porto  ", country: "Portugal" } } });
    const { data: profile } = await backend.admin().from("user_profiles").select("*").eq("user_id", data.user!.id).single();
    assert.deepEqual(
      { ...profile, created_at: undefined },
      {
        user_id: data.user!.id,
        team_name: "Boxing Porto",
        country: "Portugal",
        email,
        created_at: undefined,
        // A team, not an organiser (the desk's flag, kept from the account's app_metadata).
        is_organiser: false,
      },
    );
  });

  for (const [label, data] of [
    ["an unknown country", { team_name: "Team", country: "Atlantis" }],
    ["a blank team name", { team_name: "   ", country: "Portugal" }],
    ["a team name over 80 characters", { team_name: "x".repeat(81), country: "Portugal" }],
    ["no team data at all", {}],
  ] as const) {
    it(`leaves no auth user behind for ${label} (500 "Database error saving new user", as GoTrue)`, async () => {
      const email = uniqueEmail();
      const { data: result, error } = await backend.client().auth.signUp({ email, password: "secret123", options: { data } });
      assert.equal(error?.status, 500);
      assert.equal(error?.message, "Database error saving new user");
      assert.equal(result.user, null);
      assert.equal(await authUserExists(email), false);
    });
  }

  it("leaves no auth user behind when profile creation fails (injected fault)", async () => {
    const email = uniqueEmail();
    await setFault(true);
    try {
      const { error } = await backend.client().auth.signUp({ email, password: "secret123", options: { data: TEAM } });
      assert.equal(error?.status, 500);
      const raw = await fetch(`${backend.url}/auth/v1/signup`, {
        method: "POST",
        headers: { apikey: SECRET_KEY, "Content-Type": "application/json", "X-Supabase-Api-Version": "2024-01-01" },
        body: JSON.stringify({ email, password: "secret123", data: TEAM }),
      });
      assert.equal(raw.status, 500);
      assert.deepEqual(await raw.json(), { code: "unexpected_failure", message: "Database error saving new user" });
    } finally {
      await setFault(false);
    }
    assert.equal(await authUserExists(email), false);
    const { count } = await backend.admin().from("user_profiles").select("*", { count: "exact", head: true }).eq("email", email);
    assert.equal(count, 0);
    // The same address registers fine once the fault is gone: nothing half-created blocks it.
    const retry = await backend.client().auth.signUp({ email, password: "secret123", options: { data: TEAM } });
    assert.equal(retry.error, null);
  });

  it("refuses the fault switch without the secret key", async () => {
    const res = await fetch(`${backend.url}/local/v1/faults`, {
      method: "PUT",
      headers: { apikey: "sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH", "Content-Type": "application/json" },
      body: JSON.stringify({ "profile-insert": true }),
    });
    assert.equal(res.status, 403);
  });

  it("enforces the same 80 countries as lib/content/countries.ts", async () => {
    const rows = await backend.database.query<{ name: string }>("select name from public.countries order by name");
    assert.equal(COUNTRIES.length, 80);
    assert.deepEqual(
      rows.map((r) => r.name),
      [...COUNTRIES].sort(),
    );
    assert.equal(COUNTRIES[0], "Afghanistan");
    assert.equal(COUNTRIES.at(-1), "Vietnam");
    assert.ok(COUNTRIES.includes("Portugal"));
  });
});

describe("with e-mail confirmation on (the hosted default; supabase/config.toml's one switch)", () => {
  let confirming: TestBackend;
  before(async () => {
    confirming = await startTestBackend({ configOverrides: [{ name: "test", toml: "[auth.email]\nenable_confirmations = true" }] });
  });
  after(async () => confirming.destroy());

  it("answers a user without a session, mails a link, and refuses sign-in until confirmed", async () => {
    const email = uniqueEmail();
    const client = confirming.client();
    const { data, error } = await client.auth.signUp({
      email,
      password: "secret123",
      options: { data: TEAM, emailRedirectTo: "http://localhost:3000/auth" },
    });
    assert.equal(error, null);
    assert.equal(data.session, null);
    assert.equal(data.user?.email, email);
    assert.equal(data.user?.identities?.length, 1);
    assert.ok(data.user?.confirmation_sent_at);

    const { data: profile } = await confirming.admin().from("user_profiles").select("team_name").eq("user_id", data.user!.id);
    assert.deepEqual(profile, [{ team_name: TEAM.team_name }], "the profile exists from the start");

    const early = await confirming.client().auth.signInWithPassword({ email, password: "secret123" });
    assert.equal(early.error?.code, "email_not_confirmed");
    assert.equal(early.error?.message, "Email not confirmed");

    // supabase/templates/confirmation.html: the link is the page that asked plus token_hash (email-confirmation.test.ts).
    const mail = await confirming.mailTo(email);
    const hash = /token_hash=([^&\s]+)&type=signup/.exec(mail.Text)![1];
    const verified = await confirming.client().auth.verifyOtp({ type: "signup", token_hash: hash });
    assert.equal(verified.error, null);

    const signedIn = await confirming.client().auth.signInWithPassword({ email, password: "secret123" });
    assert.equal(signedIn.error, null);
  });

  it("hides whether a confirmed address exists: 200 with a fake user and no identities", async () => {
    const email = uniqueEmail();
    const first = await confirming.client().auth.signUp({ email, password: "secret123", options: { data: TEAM } });
    const mail = await confirming.mailTo(email);
    const hash = /token_hash=([^&\s]+)/.exec(mail.Text)![1];
    await confirming.client().auth.verifyOtp({ type: "signup", token_hash: hash });

    const again = await confirming.client().auth.signUp({ email, password: "other-password", options: { data: TEAM } });
    assert.equal(again.error, null);
    assert.equal(again.data.session, null);
    assert.deepEqual(again.data.user?.identities, []);
    assert.notEqual(again.data.user?.id, first.data.user?.id);
  });
});
