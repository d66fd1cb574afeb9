import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { after, before, describe, it } from "node:test";
import type pg from "pg";
import { pushMigrations, startCluster, type Cluster } from "./cluster";

// supabase/migrations on PostgreSQL 15 with hosted Supabase's roles, applied by `supabase db push` as the
// non-superuser `postgres`. Requests run as PostgREST runs them: logged in as authenticator, switching to
// anon / authenticated / service_role with the JWT claims in request.jwt.claims. Registrations are inserted
// as GoTrue inserts them: logged in as supabase_auth_admin.

let cluster: Cluster;
let gotrue: pg.Client;
let api: pg.Client;
let pushOutput = "";

before(async () => {
  cluster = await startCluster();
  pushOutput = await pushMigrations(cluster);
  [gotrue, api] = await Promise.all([cluster.connect("supabase_auth_admin"), cluster.connect("authenticator")]);
});
after(async () => {
  await Promise.all([gotrue?.end(), api?.end()]);
  await cluster?.stop();
});

type Role = "anon" | "authenticated" | "service_role";

/** One PostgREST request: a transaction as `role` with the claims of its JWT, rolled back afterwards. */
async function request<T>(role: Role, sub: string | null, fn: (db: pg.Client) => Promise<T>): Promise<T> {
  await api.query("begin");
  try {
    await api.query(`set local role ${role}`);
    await api.query("select set_config('request.jwt.claims', $1, true)", [JSON.stringify(sub ? { sub, role } : { role })]);
    return await fn(api);
  } finally {
    await api.query("rollback");
  }
}

/** GoTrue's sign-up insert: the auth user with the metadata the app sends. */
async function signUp(email: string, metadata: Record<string, unknown>): Promise<string> {
  const id = randomUUID();
  await gotrue.query(
    `insert into auth.users (id, aud, role, email, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
     values ($1, 'authenticated', 'authenticated', $2, '{"provider":"email"}', $3, now(), now())`,
    [id, email, JSON.stringify(metadata)],
  );
  return id;
}

const authUsers = async (email: string) =>
  (await gotrue.query("select count(*)::int as n from auth.users where email = $1", [email])).rows[0].n as number;

describe("supabase db push on hosted roles", () => {
  it("applies the migration as postgres, which is not a superuser, and records it", async () => {
    assert.match(pushOutput, /Applying migration 20260301000000_user_profiles\.sql/);
    assert.match(pushOutput, /Applying migration 20261125000000_entries\.sql/);
    assert.match(pushOutput, /Applying migration 20261125000100_edition_2026\.sql/);
    assert.match(pushOutput, /Applying migration 20261126000000_organisers_desk\.sql/);
    assert.match(pushOutput, /Applying migration 20261127000000_draws_and_results\.sql/);
    assert.match(pushOutput, /Applying migration 20261128000000_draw_after_entries_close\.sql/);
    assert.match(pushOutput, /Applying migration 20261128000100_organisers_enter_nobody\.sql/);
    assert.match(pushOutput, /Applying migration 20261128000200_nationality_before_record_book\.sql/);
    assert.match(pushOutput, /Applying migration 20261128000300_queue_changes_are_the_cups\.sql/);
    assert.match(pushOutput, /Applying migration 20261128001000_record_book_separators\.sql/);
    assert.match(pushOutput, /Applying migration 20261128002000_draw_proof\.sql/);
    assert.match(pushOutput, /Applying migration 20261128003000_organiser_live_session\.sql/);
    assert.match(pushOutput, /Applying migration 20261129000000_bout_order\.sql/);
    assert.match(pushOutput, /Applying migration 20261129000100_venue_2026\.sql/);
    assert.match(pushOutput, /Applying migration 20261130000000_weigh_in\.sql/);
    assert.match(pushOutput, /Applying migration 20261130000100_weigh_in_windows_2026\.sql/);
    assert.match(pushOutput, /Applying migration 20261201000000_cup_events\.sql/);
    assert.match(pushOutput, /Applying migration 20261201000100_live_versions\.sql/);
    assert.match(pushOutput, /Applying migration 20261202003200_weigh_in_correction_revision\.sql/);
    assert.match(pushOutput, /Applying migration 20261203000000_notifications\.sql/);
    const admin = await cluster.connect("supabase_admin");
    try {
      const role = await admin.query("select rolsuper from pg_roles where rolname = 'postgres'");
      assert.equal(role.rows[0].rolsuper, false);
      const owners = await admin.query("select tablename, tableowner from pg_tables where schemaname = 'public' order by 1");
      assert.deepEqual(
        owners.rows.map((r) => `${r.tablename}:${r.tableowner}`),
        [
          "bout_lengths",
          "bout_order",
          "bouts",
          "categories",
          "countries",
          "cup_event_teams",
          "cup_events",
          "draw_changes",
          "draws",
          "editions",
          "entries",
          "entry_changes",
          "fight_days",
          "fight_sessions",
          "notification_attempts",
          "notification_claims",
          "notification_mails",
          "notification_settings",
          "notification_unsubscribes",
          "notifications",
          "order_changes",
          "order_locks",
          "user_profiles",
          "weigh_in_changes",
          "weigh_ins",
          "weight_classes",
        ].map((t) => `${t}:postgres`),
      );
      const applied = await admin.query("select version from supabase_migrations.schema_migrations order by 1");
      assert.deepEqual(
        applied.rows.map((r) => r.version),
        [
          "20260301000000",
          "20261125000000",
          "20261125000100",
          "20261126000000",
          "20261127000000",
          "20261128000000",
          "20261128000100",
          "20261128000200",
          "20261128000300",
          "20261128001000",
          "20261128002000",
          "20261128003000",
          "20261129000000",
          "20261129000100",
          "20261130000000",
          "20261130000100",
          "20261201000000",
          "20261201000100",
          "20261202000000",
          "20261202003200",
          "20261203000000",
          "20261204000200",
          "20261204000300",
        ],
      );
      // The published boxers' view, team key included, and the bouts' estimated starts are read-only for the API
      // roles; the estimates last announced to teams (cup schema) are not theirs at all.
      const viewGrants = await admin.query(
        `select table_name || ':' || grantee || ':' || privilege_type as grant from information_schema.role_table_grants
          where table_schema in ('public', 'cup') and table_name in ('drawn_boxers', 'bout_estimates', 'announced_estimates')
            and grantee in ('anon', 'authenticated') order by 1`,
      );
      assert.deepEqual(
        viewGrants.rows.map((r) => r.grant),
        [
          "bout_estimates:anon:SELECT",
          "bout_estimates:authenticated:SELECT",
          "drawn_boxers:anon:SELECT",
          "drawn_boxers:authenticated:SELECT",
        ],
      );
      // The cup's clock has no row on hosted: no migration writes one, and no API role may.
      assert.deepEqual((await admin.query("select * from cup.clock")).rows, []);
      const clockGrants = await admin.query(
        "select grantee, privilege_type from information_schema.role_table_grants where table_schema = 'cup' and table_name = 'clock' and grantee <> 'postgres'",
      );
      assert.deepEqual(clockGrants.rows, []);
      // The API roles run only the two cup functions the policies call and the two the public view of the bouts'
      // estimated starts calls (reading what the public pages show); the triggers' helpers (security definer, e.g.
      // cup.log_draw_change, which writes the draw log as anyone) stay out of their reach.
      const callable = await admin.query(
        `select p.proname || ':' || r.role as grant
           from pg_proc p join pg_namespace n on n.oid = p.pronamespace, unnest(array['anon', 'authenticated']) r(role)
          where n.nspname = 'cup' and has_function_privilege(r.role, p.oid, 'execute')
          order by 1`,
      );
      assert.deepEqual(
        callable.rows.map((r) => r.grant),
        [
          "bout_done:anon",
          "bout_done:authenticated",
          "bout_estimates:anon",
          "bout_estimates:authenticated",
          "is_organiser:anon",
          "is_organiser:authenticated",
          "now:anon",
          "now:authenticated",
        ],
      );
      // A day's lock is never lifted, its order never deleted and its log never changed: no API role may (organisers move
      // bouts, an update the trigger judges).
      const lifting = await admin.query(
        `select t || ':' || p || ':' || r as grant
           from unnest(array['public.order_locks', 'public.bout_order', 'public.order_changes']) t,
                unnest(array['DELETE', 'UPDATE']) p, unnest(array['anon', 'authenticated']) r
          where case p when 'DELETE' then has_table_privilege(r, t, p) else has_any_column_privilege(r, t, p) end
            and not (t = 'public.bout_order' and p = 'UPDATE' and r = 'authenticated')`,
      );
      assert.deepEqual(lifting.rows, []);
      // The cup's event log is written by the triggers alone: no API role inserts, changes or deletes a line of it.
      const eventWrites = await admin.query(
        `select t || ':' || p || ':' || r as grant
           from unnest(array['public.cup_events', 'public.cup_event_teams']) t,
                unnest(array['INSERT', 'UPDATE', 'DELETE']) p, unnest(array['anon', 'authenticated']) r
          where case p when 'DELETE' then has_table_privilege(r, t, p) else has_any_column_privilege(r, t, p) end`,
      );
      assert.deepEqual(eventWrites.rows, []);
    } finally {
      await admin.end();
    }
  });
});

describe("registration trigger", () => {
  it("creates the profile in GoTrue's transaction, trimmed and lower-cased", async () => {
    const id = await signUp("Trigger-OK@Example.com", { team_name: "  Team Porto ", country: "Portugal" });
    const rows = await request("service_role", null, (db) =>
      db.query("select team_name, country, email from public.user_profiles where user_id = $1", [id]),
    );
    assert.deepEqual(rows.rows, [{ team_name: "Team Porto", country: "Portugal", email: "trigger-ok@example.com" }]);
  });

  for (const [label, metadata, code] of [
    ["an unknown country", { team_name: "Team X", country: "Atlantis" }, "23503"],
    ["a blank team name", { team_name: "   ", country: "Portugal" }, "23514"],
    ["an 81-character team name", { team_name: "x".repeat(81), country: "Portugal" }, "23514"],
    ["no metadata", {}, "23502"],
  ] as const) {
    it(`refuses ${label} and leaves no auth user behind`, async () => {
      const email = `refused-${randomUUID()}@example.com`;
      await assert.rejects(signUp(email, metadata), { code });
      assert.equal(await authUsers(email), 0);
    });
  }
});

describe("row level security through authenticator", () => {
  let alice: string;
  let bob: string;
  before(async () => {
    alice = await signUp(`alice-${randomUUID()}@example.com`, { team_name: "Alice Boxing", country: "Spain" });
    bob = await signUp(`bob-${randomUUID()}@example.com`, { team_name: "Bob Boxing", country: "France" });
  });

  it("an authenticated team reads its own row and nothing else", async () => {
    const rows = await request("authenticated", alice, (db) => db.query("select user_id, team_name from public.user_profiles"));
    assert.deepEqual(rows.rows, [{ user_id: alice, team_name: "Alice Boxing" }]);
    const theirs = await request("authenticated", alice, (db) => db.query("select * from public.user_profiles where user_id = $1", [bob]));
    assert.equal(theirs.rowCount, 0);
  });

  it("a team cannot update or delete another team's row (nor its own: no grant)", async () => {
    for (const sql of [
      "update public.user_profiles set team_name = 'Hijacked' where user_id = $1",
      "delete from public.user_profiles where user_id = $1",
    ]) {
      for (const target of [bob, alice]) {
        await assert.rejects(
          request("authenticated", alice, (db) => db.query(sql, [target])),
          { code: "42501" },
        );
      }
    }
    const bobsRow = await request("service_role", null, (db) =>
      db.query("select team_name from public.user_profiles where user_id = $1", [bob]),
    );
    assert.deepEqual(bobsRow.rows, [{ team_name: "Bob Boxing" }]);
  });

  it("a team cannot create a profile for another user id", async () => {
    const insert = request("authenticated", alice, (db) =>
      db.query("insert into public.user_profiles (user_id, team_name, country, email) values ($1, 'Fake', 'Portugal', 'f@example.com')", [
        bob,
      ]),
    );
    await assert.rejects(insert, { code: "42501", message: /row-level security/ });
  });

  it("anon reads nothing private: profiles and countries are refused outright", async () => {
    for (const table of ["public.user_profiles", "public.countries"]) {
      await assert.rejects(
        request("anon", null, (db) => db.query(`select * from ${table}`)),
        { code: "42501" },
      );
    }
    await assert.rejects(
      request("anon", null, (db) => db.query("select * from auth.users")),
      { code: "42501" },
    );
  });

  it("authenticator alone has no access; service_role (the secret key) reads every team", async () => {
    await assert.rejects(api.query("select * from public.user_profiles"), { code: "42501" });
    const all = await request("service_role", null, (db) =>
      db.query("select user_id from public.user_profiles where user_id = any($1) order by team_name", [[alice, bob]]),
    );
    assert.deepEqual(all.rows, [{ user_id: alice }, { user_id: bob }]);
  });

  it("auth.uid() and auth.jwt() read request.jwt.claims as GoTrue defines them", async () => {
    const row = await request("authenticated", alice, (db) => db.query("select auth.uid() as uid, auth.jwt() ->> 'role' as role"));
    assert.deepEqual(row.rows, [{ uid: alice, role: "authenticated" }]);
  });
});
