/**
 * Bad input straight at a backend process of its own: team names, e-mails and passwords through the
 * product's signUp call, tokens of every wrong kind, and raw requests no client would send. Each one gets a
 * clear answer in the service's own envelope, never a crash, and changes nothing it should not.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Session } from "@supabase/supabase-js";
import { LOCAL_PUBLISHABLE_KEY } from "../../lib/supabase/keys";
import { signAccessToken } from "../../local-supabase/crypto/jwt";
import { loadOrCreateSigningKey } from "../../local-supabase/crypto/signing-key";
import { BackendProcess } from "../support/backend-process";
import { record } from "./helpers/report";

let backend: BackendProcess;
before(async () => {
  backend = await BackendProcess.create();
});
after(async () => backend.destroy());

/** What each group tried and how it was answered, for the report. */
const tried = new Map<string, { n: number; outcome: string }>();
const count = (group: string, n: number, outcome: string) => tried.set(group, { n: (tried.get(group)?.n ?? 0) + n, outcome });
after(async () =>
  record({ checks: Object.fromEntries([...tried].map(([group, { n, outcome }]) => [`bad input: ${group}`, `${n} tried; ${outcome}`])) }),
);

let n = 0;
const email = (label: string) => `bad-${label}-${process.pid}-${n++}@example.com`;
const signUp = (address: string, password: string, teamName: string, country = "Portugal") =>
  backend.client().auth.signUp({ email: address, password, options: { data: { team_name: teamName, country } } });

async function totals(): Promise<{ users: number; profiles: number }> {
  const admin = backend.admin();
  // Both answers must be real ones: an error would read as "0 users", and "nothing was created" would pass on it.
  const { data, error: listError } = await admin.auth.admin.listUsers({ perPage: 5000 });
  assert.equal(listError, null, "the admin API listed the users");
  const { count: profiles, error: countError } = await admin.from("user_profiles").select("*", { count: "exact", head: true });
  assert.equal(countError, null, "the profiles were counted");
  assert.equal(typeof profiles, "number");
  return { users: data.users.length, profiles: profiles! };
}

async function team(): Promise<Session> {
  const { data, error } = await signUp(email("team"), "Gloves-secret", "Rightful Owners");
  assert.equal(error, null);
  return data.session!;
}

describe("team names through the registration call", () => {
  it("stores unusual but valid names exactly as typed, trimmed, and as plain data", async () => {
    const names = [
      "Boxe 🥊 Clube 🇵🇹",
      "نادي الملاكمة",
      "מועדון אגרוף",
      "<script>window.__pwned = 1</script>",
      `<img src=x onerror="alert(1)">`,
      "Robert'); DROP TABLE user_profiles;--",
      "' OR 1=1 --",
      "\u202Eevil\u202C Club",
      "  Padded   Inside  ",
    ];
    for (const name of names) {
      const address = email("name");
      const { data, error } = await signUp(address, "Gloves-secret", name.trim());
      assert.equal(error, null, name);
      const { data: row } = await backend.admin().from("user_profiles").select("team_name").eq("user_id", data.user!.id).single();
      assert.equal(row?.team_name, name.trim(), "stored exactly as typed (trimmed)");
    }
    count(
      "team names: emoji, RTL, bidi override, HTML/script, SQL, inner spaces",
      names.length,
      "stored exactly as typed (trimmed), tables intact",
    );
    // The SQL fragments were data: the table is still there and still answers.
    const { error } = await backend.admin().from("user_profiles").select("user_id").limit(1);
    assert.equal(error, null);
  });

  it("refuses empty, blank, 10,000-character and unknown-country registrations without creating anything", async () => {
    const refused: [string, string][] = [
      ["", "Portugal"],
      ["      ", "Portugal"],
      ["\t\n", "Portugal"],
      ["x".repeat(10_000), "Portugal"],
      ["🥊".repeat(81), "Portugal"],
      ["Valid Name", "Atlantis"],
      ["Valid Name", ""],
    ];
    const before = await totals();
    for (const [name, country] of refused) {
      const { data, error } = await signUp(email("refused"), "Gloves-secret", name, country);
      assert.equal(data.user, null);
      // Hosted GoTrue's answer when the profile trigger refuses the row; the form shows its own message.
      assert.equal(error?.message, "Database error saving new user", JSON.stringify(name.slice(0, 20)));
    }
    assert.deepEqual(await totals(), before, "no user and no profile were created");
    count(
      "team names: empty, blank, 10,000 chars, 81 emoji, unknown/empty country",
      refused.length,
      'refused (500 "Database error saving new user", as hosted GoTrue), no user or profile created',
    );
  });
});

describe("e-mails and passwords", () => {
  it("refuses malformed, oversized and non-ASCII addresses with GoTrue's messages", async () => {
    const cases: [string, string][] = [
      ["no-at-sign", "Unable to validate email address: invalid format"],
      ["a@", "Unable to validate email address: invalid format"],
      ["@example.com", "Unable to validate email address: invalid format"],
      ["two words@example.com", "Unable to validate email address: invalid format"],
      ["ação@example.com", "Unable to validate email address: invalid format"],
      ["<script>@example.com", "Unable to validate email address: invalid format"],
      [`${"a".repeat(10_000)}@example.com`, "An email address is too long"],
      ["   ", "An email address is required"],
    ];
    const before = await totals();
    for (const [address, message] of cases) {
      const { error } = await signUp(address, "Gloves-secret", "Mail Test");
      assert.ok(error && error.status && error.status < 500, address.slice(0, 30));
      assert.equal(error.message, message, address.slice(0, 30));
    }
    assert.deepEqual(await totals(), before);
    count("e-mails: malformed, unicode, 10,000 chars, blank", cases.length, "400 with GoTrue's message, nothing created");
  });

  it("trims and lower-cases an address typed with spaces and capitals, so the team can log in with either", async () => {
    const address = email("spaces");
    const { error } = await signUp(`   ${address.toUpperCase()}  `, "Gloves-secret", "Spacey");
    assert.equal(error, null);
    const { data: row } = await backend.admin().from("user_profiles").select("email").eq("email", address).single();
    assert.equal(row?.email, address);
    assert.equal((await backend.client().auth.signInWithPassword({ email: address, password: "Gloves-secret" })).error, null);
    count("e-mails: leading/trailing spaces and capitals", 1, "trimmed and lower-cased; the team logs in");
  });

  it("refuses oversized and short passwords, and keeps unicode and spaces in passwords exactly", async () => {
    const before = await totals();
    const long = await signUp(email("pw"), "p".repeat(10_000), "Long Password");
    assert.equal(long.error?.message, "Password cannot be longer than 72 characters");
    const short = await signUp(email("pw"), "12345", "Short Password");
    assert.equal(short.error?.code, "weak_password");
    assert.deepEqual(await totals(), before);

    for (const password of ["pässwörd-🥊-ñ", "  spaced password  "]) {
      const address = email("pw");
      assert.equal((await signUp(address, password, "Unicode Password")).error, null);
      assert.equal((await backend.client().auth.signInWithPassword({ email: address, password })).error, null);
      const altered = await backend.client().auth.signInWithPassword({ email: address, password: password.trim().normalize("NFD") });
      assert.equal(altered.error?.code, "invalid_credentials", "a password is never trimmed or normalised");
    }
    count(
      "passwords: 10,000 chars, too short, unicode, leading/trailing spaces",
      4,
      "400/422 with GoTrue's message or kept exactly (never trimmed or normalised)",
    );
  });
});

describe("tokens", () => {
  it("answers garbage, truncated, foreign, expired and deleted-user tokens with 401/403, never 500", async () => {
    const session = await team();
    const key = await loadOrCreateSigningKey(backend.dataDir);
    const claims = JSON.parse(Buffer.from(session.access_token.split(".")[1], "base64url").toString("utf8")) as Record<string, unknown>;
    const expired = await signAccessToken({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 }, key);
    const { data: victim } = await signUp(email("deleted"), "Gloves-secret", "Soon Gone");
    await backend.admin().auth.admin.deleteUser(victim.user!.id);
    const [head, body] = session.access_token.split(".");
    const tokens: Record<string, string> = {
      garbage: "garbage",
      "three dots": "a.b.c",
      truncated: session.access_token.slice(0, -20),
      "re-signed payload": `${head}.${Buffer.from(JSON.stringify({ ...claims, role: "service_role" })).toString("base64url")}.${session.access_token.split(".")[2]}`,
      "alg none": `${Buffer.from('{"alg":"none","typ":"JWT"}').toString("base64url")}.${body}.`,
      expired,
      "deleted user": victim.session!.access_token,
      "10,000 characters": "e".repeat(10_000),
    };
    for (const [label, token] of Object.entries(tokens)) {
      const headers = { apikey: LOCAL_PUBLISHABLE_KEY, Authorization: `Bearer ${token}` };
      const user = await fetch(`${backend.url}/auth/v1/user`, { headers });
      assert.ok([401, 403].includes(user.status), `${label}: /auth/v1/user answered ${user.status}`);
      assert.equal(typeof ((await user.json()) as { message?: string }).message, "string");
      const rest = await fetch(`${backend.url}/rest/v1/user_profiles?select=*`, { headers });
      const rows = (await rest.json()) as unknown;
      // A deleted user's token is still a valid signature until it expires (as on hosted): RLS shows nothing.
      if (label === "deleted user") assert.deepEqual([rest.status, rows], [200, []]);
      else assert.equal(rest.status, 401, `${label}: /rest/v1 answered ${rest.status}`);
    }
    count(
      "access tokens: garbage, truncated, tampered, alg none, expired, deleted user, 10,000 chars",
      Object.keys(tokens).length,
      "401/403 on /auth/v1/user and 401 (or RLS-empty 200 for the deleted user) on /rest/v1, never 5xx",
    );
  });
});

describe("raw requests", () => {
  const post = (path: string, body: string | Uint8Array<ArrayBuffer>, headers: Record<string, string> = {}, token?: string) =>
    fetch(`${backend.url}${path}`, {
      method: "POST",
      headers: { apikey: LOCAL_PUBLISHABLE_KEY, ...(token ? { Authorization: `Bearer ${token}` } : {}), ...headers },
      body,
    });

  it("answers malformed JSON and wrong content types with a 4xx envelope and changes nothing", async () => {
    const before = await totals();
    const bodies = ["{", '{"email":', "[1,2", "\u0000\u0001", "null", '"just a string"', "<xml/>", "email=a@b.co&password=secret1"];
    const types = ["application/json", "text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "image/png"];
    for (const body of bodies) {
      for (const type of types) {
        for (const path of ["/auth/v1/signup", "/auth/v1/token?grant_type=password", "/rest/v1/user_profiles"]) {
          const res = await post(path, body, { "Content-Type": type });
          assert.ok(res.status >= 400 && res.status < 500, `${path} ${type} ${JSON.stringify(body)} → ${res.status}`);
          assert.equal(typeof ((await res.json()) as { message?: string }).message, "string");
          count("malformed bodies x content types x 3 endpoints", 1, "4xx JSON envelope, nothing created");
        }
      }
    }
    assert.deepEqual(await totals(), before);
  });

  it("answers 5 MB bodies with 413 on every service", async () => {
    const big = new Uint8Array(5 * 1024 * 1024).fill(97);
    for (const path of ["/auth/v1/signup", "/rest/v1/user_profiles", "/functions/v1/get-user-count"]) {
      const res = await post(path, big, { "Content-Type": "application/json" });
      assert.equal(res.status, 413, path);
      count("5 MB bodies (auth, rest, functions)", 1, "413 received by the client, server still healthy");
    }
    // The server is still fine afterwards.
    assert.equal((await fetch(`${backend.url}/auth/v1/health`)).status, 200);
  });

  it("refuses unknown columns (PGRST204) and another team's user_id (RLS 42501), leaving the other team intact", async () => {
    const mine = await team();
    const theirs = await team();
    const json = { "Content-Type": "application/json", Prefer: "return=representation" };
    const unknown = await post("/rest/v1/user_profiles", JSON.stringify({ user_id: mine.user.id, nope: 1 }), json, mine.access_token);
    assert.equal(unknown.status, 400);
    assert.equal(((await unknown.json()) as { code: string }).code, "PGRST204");

    const row = { user_id: theirs.user.id, team_name: "Hijacked", country: "Portugal", email: "evil@example.com" };
    const hijack = await post("/rest/v1/user_profiles", JSON.stringify(row), json, mine.access_token);
    assert.equal(hijack.status, 403);
    assert.equal(((await hijack.json()) as { code: string }).code, "42501");
    const patch = await fetch(`${backend.url}/rest/v1/user_profiles?user_id=eq.${theirs.user.id}`, {
      method: "PATCH",
      headers: { apikey: LOCAL_PUBLISHABLE_KEY, Authorization: `Bearer ${mine.access_token}`, ...json },
      body: JSON.stringify({ team_name: "Hijacked" }),
    });
    assert.ok(patch.status >= 400 && patch.status < 500, `PATCH → ${patch.status}`);
    const read = await fetch(`${backend.url}/rest/v1/user_profiles?user_id=eq.${theirs.user.id}&select=*`, {
      headers: { apikey: LOCAL_PUBLISHABLE_KEY, Authorization: `Bearer ${mine.access_token}` },
    });
    assert.deepEqual(await read.json(), [], "another team's row is invisible");
    const { data } = await backend.admin().from("user_profiles").select("team_name").eq("user_id", theirs.user.id).single();
    assert.equal(data?.team_name, "Rightful Owners");
    count(
      "REST: unknown column; another team's user_id (insert, update, read)",
      4,
      "400 PGRST204; 403 42501, 4xx, [] - the other team's row unchanged",
    );
  });
});
