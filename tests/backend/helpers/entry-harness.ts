/**
 * The entry rule suite's harness on the embedded backend: every call is a real HTTP request made by
 * supabase-js (the app's own client) with a team's session, the publishable key or the secret key.
 */
import assert from "node:assert/strict";
import { createClient, type PostgrestError, type SupabaseClient } from "@supabase/supabase-js";
import { LOCAL_PUBLISHABLE_KEY } from "../../../lib/supabase/keys";
import { setCupClock } from "../../../local-supabase/db/cup-clock";
import { insertEditionRows } from "../../support/entries/fixture";
import type { Caller, EntryHarness, EntryRow, Organiser, Result } from "../../support/entries/harness";
import { TEAM, uniqueEmail, type TestBackend } from "./backend";

function result<T>(data: T | null, error: PostgrestError | null): Result<T> {
  return { data: error ? null : data, error: error ? { code: error.code, message: error.message, details: error.details ?? null } : null };
}

function callerOf(client: SupabaseClient, id: string | null): Caller {
  return {
    id,
    async insert(entry) {
      const { data, error } = await client.from("entries").insert(entry).select().single<EntryRow>();
      return result(data, error);
    },
    async update(id, patch) {
      const { data, error } = await client.from("entries").update(patch).eq("id", id).select();
      return result(data as EntryRow[] | null, error);
    },
    async remove(id) {
      const { data, error } = await client.from("entries").delete().eq("id", id).select();
      return result(data as EntryRow[] | null, error);
    },
    async read(table) {
      const { data, error } = await client.from(table).select("*");
      return result(data, error);
    },
    async insertInto(table, row) {
      const { data, error } = await client.from(table).insert(row);
      return result(data, error);
    },
    async post<T>(table: string, row: Record<string, unknown>) {
      const { data, error } = await client.from(table).insert(row).select().single<T>();
      return result(data, error);
    },
    async upsert<T>(table: string, rows: Record<string, unknown>[], onConflict: string[]) {
      const { data, error } = await client
        .from(table)
        .upsert(rows, { onConflict: onConflict.join(",") })
        .select();
      return result(data as T[] | null, error);
    },
    async patch<T>(table: string, match: Record<string, string | number>, patch: Record<string, unknown>) {
      const { data, error } = await client.from(table).update(patch).match(match).select();
      return result(data as T[] | null, error);
    },
  };
}

async function signedIn(backend: TestBackend, email: string, password: string): Promise<SupabaseClient> {
  const client = backend.client();
  const { error } = await client.auth.signInWithPassword({ email, password });
  assert.equal(error, null);
  return client;
}

export function embeddedHarness(backend: TestBackend): EntryHarness {
  const register = async (teamName: string, locale?: string) => {
    const email = uniqueEmail("entries");
    const { data, error } = await backend
      .client()
      .auth.signUp({ email, password: "secret123", options: { data: { ...TEAM, team_name: teamName, ...(locale ? { locale } : {}) } } });
    assert.equal(error, null);
    return { email, id: data.user!.id };
  };
  return {
    async team(name = "Entries Team", locale) {
      const { email, id } = await register(name, locale);
      return { ...callerOf(await signedIn(backend, email, "secret123"), id), id };
    },
    async organiser(): Promise<Organiser> {
      const { email, id } = await register("Organisers");
      // Only the secret key or SQL can set app_metadata; the next sign-in's token carries it.
      await backend.database.pg.query(
        `update auth.users set raw_app_meta_data = raw_app_meta_data || '{"role":"organiser"}' where id = $1`,
        [id],
      );
      const client = await signedIn(backend, email, "secret123");
      const { data } = await client.auth.getSession();
      const token = data.session!.access_token;
      const claims = JSON.parse(Buffer.from(token.split(".")[1], "base64url").toString("utf8")) as { session_id: string };
      return {
        ...callerOf(client, id),
        id,
        sessionId: claims.session_id,
        // The request supabase-js's signOut() makes; the client keeps its copy of the session and its token.
        async signOut() {
          const response = await fetch(`${backend.url}/auth/v1/logout?scope=global`, {
            method: "POST",
            headers: { apikey: LOCAL_PUBLISHABLE_KEY, Authorization: `Bearer ${token}` },
          });
          assert.equal(response.status, 204);
        },
        // What `npm run organiser -- remove` sends: the admin API with the secret key.
        async revoke() {
          const { error } = await backend.admin().auth.admin.updateUserById(id, { app_metadata: { role: null } });
          assert.equal(error, null);
        },
      };
    },
    anon: () => callerOf(createClient(backend.url, LOCAL_PUBLISHABLE_KEY, { auth: { persistSession: false } }), null),
    service: () => callerOf(backend.admin(), null),
    setNow: (iso) => setCupClock(backend.database, iso === null ? null : Date.parse(iso) - Date.now()),
    insertEdition: (rows) => insertEditionRows(backend.admin(), rows),
  };
}
