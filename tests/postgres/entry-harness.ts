/**
 * The entry rule suite's harness on PostgreSQL 15 with hosted roles: each call is one transaction as PostgREST
 * runs a request (logged in as authenticator, `set local role` to the JWT's role, the claims in
 * request.jwt.claims), with the statements PostgREST builds for the table endpoints; users are created as
 * GoTrue creates them (logged in as supabase_auth_admin).
 */
import { randomUUID } from "node:crypto";
import type pg from "pg";
import type { Caller, EntryHarness, Organiser, Result } from "../support/entries/harness";
import type { Cluster } from "./cluster";

type Claims = {
  role: "anon" | "authenticated" | "service_role";
  sub?: string;
  app_metadata?: Record<string, unknown>;
  session_id?: string;
};

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

export function postgresHarness(cluster: Cluster, clients: { api: pg.Client; gotrue: pg.Client; owner: pg.Client }): EntryHarness {
  const { api, gotrue, owner } = clients;

  /** One request: commit on success, roll back on a refusal, and hand back PostgREST's error fields. */
  async function request<T>(claims: Claims, sql: string, params: unknown[]): Promise<Result<T>> {
    await api.query("begin");
    try {
      await api.query(`set local role ${claims.role}`);
      await api.query("select set_config('request.jwt.claims', $1, true), set_config('search_path', 'public, extensions', true)", [
        JSON.stringify(claims),
      ]);
      const { rows } = await api.query<{ row: unknown }>(sql, params);
      await api.query("commit");
      return { data: rows.map((r) => r.row) as T, error: null };
    } catch (error) {
      await api.query("rollback");
      const e = error as { code?: string; message: string; detail?: string };
      if (!e.code) throw error;
      return { data: null, error: { code: e.code, message: e.message, details: e.detail ?? null } };
    }
  }

  const json = (statement: string) => `with changed as (${statement} returning *) select to_json(c) as row from changed c`;
  const insert = (table: string, row: Record<string, unknown> | Record<string, unknown>[]) => {
    const columns = Object.keys(Array.isArray(row) ? row[0] : row)
      .map(ident)
      .join(", ");
    const populate = Array.isArray(row) ? "json_populate_recordset" : "json_populate_record";
    return `insert into public.${ident(table)} (${columns}) select ${columns} from ${populate}(null::public.${ident(table)}, $1::json)`;
  };
  const write = (table: string, row: Record<string, unknown> | Record<string, unknown>[]) => json(insert(table, row));

  function caller(claims: Claims): Caller {
    return {
      id: claims.sub ?? null,
      async insert(entry) {
        const result = await request<unknown[]>(claims, write("entries", entry), [JSON.stringify(entry)]);
        return { data: (result.data?.[0] ?? null) as never, error: result.error };
      },
      update(id, patch) {
        const columns = Object.keys(patch).map(ident).join(", ");
        return request(
          claims,
          json(
            `update public.entries set (${columns}) = (select ${columns} from json_populate_record(null::public.entries, $1::json)) where id = $2`,
          ),
          [JSON.stringify(patch), id],
        );
      },
      remove: (id) => request(claims, json("delete from public.entries where id = $1"), [id]),
      read: (table) => request(claims, `select to_json(t) as row from public.${ident(table)} t`, []),
      // supabase-js's insert without .select(): `return=minimal`, so no RETURNING (a caller may insert what it cannot read).
      insertInto: (table, row) => request(claims, insert(table, row), [JSON.stringify(row)]),
      async post<T>(table: string, row: Record<string, unknown>) {
        const result = await request<unknown[]>(claims, write(table, row), [JSON.stringify(row)]);
        return { data: (result.data?.[0] ?? null) as T | null, error: result.error };
      },
      upsert<T>(table: string, rows: Record<string, unknown>[], onConflict: string[]) {
        // PostgREST's statement: every column of the body set from EXCLUDED, the conflict's columns included.
        const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))].map(ident);
        const list = columns.join(", ");
        return request<T[]>(
          claims,
          json(
            `insert into public.${ident(table)} (${list}) select ${list} from json_populate_recordset(null::public.${ident(table)}, $1::json)
             on conflict (${onConflict.map(ident).join(", ")}) do update set ${columns.map((c) => `${c} = excluded.${c}`).join(", ")}`,
          ),
          [JSON.stringify(rows)],
        );
      },
      patch<T>(table: string, match: Record<string, string | number>, patch: Record<string, unknown>) {
        const columns = Object.keys(patch).map(ident).join(", ");
        const filters = Object.keys(match).map((column, i) => `${ident(column)}::text = $${i + 2}`);
        return request<T[]>(
          claims,
          json(
            `update public.${ident(table)} set (${columns}) = (select ${columns} from json_populate_record(null::public.${ident(table)}, $1::json)) where ${filters.join(" and ")}`,
          ),
          [JSON.stringify(patch), ...Object.values(match).map(String)],
        );
      },
    };
  }

  async function signUp(teamName: string, appMetadata: Record<string, unknown> = {}, locale?: string): Promise<string> {
    const id = randomUUID();
    await gotrue.query(
      `insert into auth.users (id, aud, role, email, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
       values ($1, 'authenticated', 'authenticated', $2, $3, $4, now(), now())`,
      [
        id,
        `${id}@example.com`,
        JSON.stringify({ provider: "email", ...appMetadata }),
        JSON.stringify({ team_name: teamName, country: "Portugal", ...(locale ? { locale } : {}) }),
      ],
    );
    return id;
  }

  return {
    async team(name = "Entries Team", locale) {
      const id = await signUp(name, {}, locale);
      return { ...caller({ role: "authenticated", sub: id }), id };
    },
    async organiser(): Promise<Organiser> {
      const app_metadata = { provider: "email", role: "organiser" };
      const id = await signUp("Organisers", app_metadata);
      // A sign-in: GoTrue stores the session and names it in the token's session_id.
      const sessionId = randomUUID();
      await gotrue.query("insert into auth.sessions (id, user_id, created_at, updated_at, aal) values ($1, $2, now(), now(), 'aal1')", [
        sessionId,
        id,
      ]);
      return {
        ...caller({ role: "authenticated", sub: id, app_metadata, session_id: sessionId }),
        id,
        sessionId,
        // GoTrue's sign-out (scope global) deletes the account's sessions; their refresh tokens go with them.
        async signOut() {
          await gotrue.query("delete from auth.sessions where user_id = $1", [id]);
        },
        async revoke() {
          await gotrue.query("update auth.users set raw_app_meta_data = raw_app_meta_data - 'role' where id = $1", [id]);
        },
      };
    },
    anon: () => caller({ role: "anon" }),
    service: () => caller({ role: "service_role" }),
    async setNow(iso) {
      // The clock's only writer: the migrations' owner (on hosted nobody does; the embedded backend at start-up).
      await owner.query("delete from cup.clock");
      if (iso) await owner.query("insert into cup.clock (shift) values ($1::timestamptz - now())", [iso]);
    },
    async insertEdition(rows) {
      for (const [table, values] of [
        ["editions", [rows.edition]],
        ["categories", rows.categories],
        ["weight_classes", rows.weightClasses],
      ] as const) {
        const columns = Object.keys(values[0]).map(ident).join(", ");
        await owner.query(
          `insert into public.${table} (${columns}) select ${columns} from json_populate_recordset(null::public.${table}, $1::json)`,
          [JSON.stringify(values)],
        );
      }
    },
  };
}
