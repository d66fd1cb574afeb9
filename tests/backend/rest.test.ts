import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { SignJWT } from "jose";
import { createClient } from "@supabase/supabase-js";
import { JWT_SECRET } from "../../local-supabase/config";
import { LOCAL_PUBLISHABLE_KEY } from "../../lib/supabase/keys";
import { TEAM, startTestBackend, uniqueEmail, type TestBackend } from "./helpers/backend";

let backend: TestBackend;
before(async () => {
  backend = await startTestBackend();
});
after(async () => backend.destroy());

async function team(name = TEAM.team_name) {
  const client = backend.client();
  const email = uniqueEmail();
  const { data, error } = await client.auth.signUp({ email, password: "secret123", options: { data: { ...TEAM, team_name: name } } });
  assert.equal(error, null);
  return { client, email, id: data.user!.id };
}

describe("user_profiles row level security", () => {
  it("lets a team read its own profile and nobody else's", async () => {
    const alice = await team("Alice Boxing");
    const bob = await team("Bob Boxing");
    const mine = await alice.client.from("user_profiles").select("*");
    assert.equal(mine.error, null);
    assert.deepEqual(
      mine.data?.map((r) => r.user_id),
      [alice.id],
    );
    const theirs = await alice.client.from("user_profiles").select("*").eq("user_id", bob.id);
    assert.deepEqual(theirs.data, []);
  });

  it("refuses anonymous reads and inserts (401 42501)", async () => {
    await team();
    const anon = backend.client();
    const read = await anon.from("user_profiles").select("*");
    assert.equal(read.status, 401);
    assert.equal(read.error?.code, "42501");
    assert.equal(read.data, null);
    const insert = await anon
      .from("user_profiles")
      .insert({ user_id: crypto.randomUUID(), team_name: "X", country: "Portugal", email: "x@example.com" });
    assert.equal(insert.status, 401);
    assert.equal(insert.error?.code, "42501");
  });

  it("lets a team insert only its own row (403 42501 for another team's)", async () => {
    const alice = await team();
    const bob = await team();
    const admin = backend.admin();
    // Profiles are created by the sign-up trigger; remove Alice's to exercise the insert policy directly.
    await admin.from("user_profiles").delete().eq("user_id", alice.id);

    const forBob = await alice.client
      .from("user_profiles")
      .insert({ user_id: bob.id, team_name: "Hijack", country: "Spain", email: "x@example.com" });
    assert.equal(forBob.status, 403);
    assert.equal(forBob.error?.code, "42501");
    assert.match(forBob.error?.message ?? "", /row-level security/);

    const own = await alice.client
      .from("user_profiles")
      .insert({ user_id: alice.id, team_name: "  Alice Again  ", country: "Spain", email: alice.email })
      .select()
      .single();
    assert.equal(own.status, 201);
    assert.equal(own.data?.team_name, "Alice Again", "team_name is stored trimmed");

    const duplicate = await alice.client
      .from("user_profiles")
      .insert({ user_id: alice.id, team_name: "Dup", country: "Spain", email: alice.email });
    assert.equal(duplicate.status, 409);
    assert.equal(duplicate.error?.code, "23505");
  });

  it("lets the service role read every profile, with an exact count", async () => {
    const a = await team();
    const b = await team();
    const { data, count, error } = await backend
      .admin()
      .from("user_profiles")
      .select("user_id", { count: "exact" })
      .in("user_id", [a.id, b.id]);
    assert.equal(error, null);
    assert.equal(count, 2);
    assert.deepEqual(new Set(data?.map((r) => r.user_id)), new Set([a.id, b.id]));
  });
});

describe("PostgREST behaviour", () => {
  it("plain insert answers 201 with no body; .single() answers an object or 406 PGRST116", async () => {
    const alice = await team();
    await backend.admin().from("user_profiles").delete().eq("user_id", alice.id);
    const inserted = await alice.client
      .from("user_profiles")
      .insert({ user_id: alice.id, team_name: "A", country: "Chile", email: alice.email });
    assert.equal(inserted.status, 201);
    assert.equal(inserted.data, null);
    assert.equal(inserted.error, null);
    const one = await alice.client.from("user_profiles").select("team_name, country").single();
    assert.deepEqual(one.data, { team_name: "A", country: "Chile" });
    const none = await alice.client.from("user_profiles").select("*").eq("country", "Nowhere").single();
    assert.equal(none.status, 406);
    assert.equal(none.error?.code, "PGRST116");
  });

  it("reports constraint violations as PostgREST does", async () => {
    const alice = await team();
    await backend.admin().from("user_profiles").delete().eq("user_id", alice.id);
    const badCountry = await alice.client
      .from("user_profiles")
      .insert({ user_id: alice.id, team_name: "A", country: "Atlantis", email: alice.email });
    assert.equal(badCountry.status, 409);
    assert.equal(badCountry.error?.code, "23503");
    const blank = await alice.client
      .from("user_profiles")
      .insert({ user_id: alice.id, team_name: "   ", country: "Chile", email: alice.email });
    assert.equal(blank.status, 400);
    assert.equal(blank.error?.code, "23514");
    const missing = await alice.client.from("user_profiles").insert({ user_id: alice.id, country: "Chile", email: alice.email });
    assert.equal(missing.status, 400);
    assert.equal(missing.error?.code, "23502");
  });

  it("answers PGRST205 for an unknown table and PGRST204 for an unknown column", async () => {
    const alice = await team();
    const table = await alice.client.from("no_such_table").select("*");
    assert.equal(table.status, 404);
    assert.equal(table.error?.code, "PGRST205");
    const column = await alice.client.from("user_profiles").insert({ user_id: alice.id, nope: 1 });
    assert.equal(column.status, 400);
    assert.equal(column.error?.code, "PGRST204");
    const filter = await alice.client.from("user_profiles").select("*").eq("nope", 1);
    assert.equal(filter.status, 400);
    assert.equal(filter.error?.code, "42703");
  });

  it("keeps the countries list out of the API", async () => {
    const res = await backend.client().from("countries").select("*");
    assert.equal(res.status, 401);
  });

  it("refuses invalid and expired JWTs with 401 PGRST301 / PGRST303", async () => {
    const forged = createClient(backend.url, LOCAL_PUBLISHABLE_KEY, {
      global: { headers: { Authorization: "Bearer eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.bad" } },
      auth: { persistSession: false },
    });
    const bad = await forged.from("user_profiles").select("*");
    assert.equal(bad.status, 401);
    assert.equal(bad.error?.code, "PGRST301");

    const expiredToken = await new SignJWT({ role: "authenticated", sub: crypto.randomUUID() })
      .setProtectedHeader({ alg: "HS256" })
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(new TextEncoder().encode(JWT_SECRET));
    const expiredClient = createClient(backend.url, LOCAL_PUBLISHABLE_KEY, {
      global: { headers: { Authorization: `Bearer ${expiredToken}` } },
      auth: { persistSession: false },
    });
    const expired = await expiredClient.from("user_profiles").select("*");
    assert.equal(expired.status, 401);
    assert.equal(expired.error?.code, "PGRST303");
    assert.equal(expired.error?.message, "JWT expired");
  });

  it("answers malformed JSON with 400 PGRST102", async () => {
    const res = await fetch(`${backend.url}/rest/v1/user_profiles`, {
      method: "POST",
      headers: { apikey: LOCAL_PUBLISHABLE_KEY, "Content-Type": "application/json" },
      body: "{not json",
    });
    assert.equal(res.status, 400);
    assert.equal(((await res.json()) as { code: string }).code, "PGRST102");
  });
});

describe("get-user-count", () => {
  it("answers anonymous callers with the number of registered teams and nothing else", async () => {
    const before_ = await backend.client().functions.invoke("get-user-count");
    assert.equal(before_.error, null);
    assert.deepEqual(Object.keys(before_.data), ["total"]);
    await team();
    const after_ = await backend.client().functions.invoke("get-user-count");
    assert.equal(after_.data.total, before_.data.total + 1);
    const { count } = await backend.admin().from("user_profiles").select("*", { count: "exact", head: true });
    assert.equal(after_.data.total, count);
  });

  it("answers its CORS preflight and unknown functions get 404", async () => {
    const preflight = await fetch(`${backend.url}/functions/v1/get-user-count`, {
      method: "OPTIONS",
      headers: {
        Origin: "http://localhost:3000",
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "apikey, x-client-info, content-type",
      },
    });
    assert.equal(preflight.status, 200);
    assert.equal(preflight.headers.get("access-control-allow-origin"), "*");
    assert.match(preflight.headers.get("access-control-allow-headers") ?? "", /apikey/);
    const missing = await backend.client().functions.invoke("no-such-function");
    assert.equal(missing.error?.name, "FunctionsHttpError");
    assert.equal(missing.response?.status, 404);
  });
});
