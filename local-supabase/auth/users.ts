import { randomUUID } from "node:crypto";
import type { Transaction } from "../db/database";

type Json = Record<string, unknown>;

/** The auth.users columns this backend reads. */
export interface UserRow {
  id: string;
  aud: string;
  role: string;
  email: string;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  invited_at: Date | null;
  confirmation_token: string | null;
  confirmation_sent_at: Date | null;
  recovery_token: string | null;
  recovery_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Json | null;
  raw_user_meta_data: Json | null;
  created_at: Date;
  updated_at: Date;
  phone: string | null;
  confirmed_at: Date | null;
  banned_until: Date | null;
  is_anonymous: boolean;
}

export interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Json;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date;
  updated_at: Date;
  email: string | null;
}

type Queryable = Pick<Transaction, "query">;

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>("select * from auth.users where lower(email) = lower($1) and is_sso_user = false", [email]);
  return rows[0] ?? null;
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | null> {
  if (!isUuid(id)) return null;
  const { rows } = await db.query<UserRow>("select * from auth.users where id = $1", [id]);
  return rows[0] ?? null;
}

export async function identitiesOf(db: Queryable, userId: string): Promise<IdentityRow[]> {
  const { rows } = await db.query<IdentityRow>("select * from auth.identities where user_id = $1 order by created_at", [userId]);
  return rows;
}

export interface NewUser {
  email: string;
  passwordHash: string;
  data: Json;
  confirmed: boolean;
  confirmationToken?: string;
  /** The `profile-insert` fault (faults.ts): the profile trigger fails inside this transaction. */
  failProfileInsert?: boolean;
}

/**
 * Inserts the user and its e-mail identity as GoTrue does. The caller's transaction also runs the
 * migrations' on_auth_user_created trigger, so a failing profile rolls the user back with it.
 */
export async function insertUser(tx: Queryable, user: NewUser): Promise<UserRow> {
  if (user.failProfileInsert) await tx.query("select set_config('local_supabase.fail_profile_insert', 'on', true)");
  const id = randomUUID();
  const identityData = {
    ...user.data,
    sub: id,
    email: user.email,
    email_verified: user.confirmed,
    phone_verified: false,
  };
  const { rows } = await tx.query<UserRow>(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
       confirmation_token, confirmation_sent_at, raw_app_meta_data, raw_user_meta_data, is_super_admin,
       created_at, updated_at, is_anonymous)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3,
       case when $4::boolean then now() end, $5::varchar, case when $5::varchar is not null then now() end,
       '{"provider":"email","providers":["email"]}', $6, false, now(), now(), false)
     returning *`,
    [id, user.email, user.passwordHash, user.confirmed, user.confirmationToken ?? null, JSON.stringify(identityData)],
  );
  await tx.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1::text, $1::uuid, $2, 'email', now(), now(), now())`,
    [id, JSON.stringify(identityData)],
  );
  return rows[0];
}

/** Marks the e-mail confirmed, in the user row, its metadata and its identity. */
async function confirmEmail(tx: Queryable, userId: string): Promise<void> {
  await tx.query(
    `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), confirmation_token = null,
       raw_user_meta_data = coalesce(raw_user_meta_data, '{}') || '{"email_verified": true}', updated_at = now()
     where id = $1`,
    [userId],
  );
  await tx.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}', updated_at = now()
     where user_id = $1 and provider = 'email'`,
    [userId],
  );
}

export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}

/** Who a mail goes to, with the user_metadata GoTrue hands templates as `.Data`. */
export function recipient(user: UserRow): { email: string; metadata: Record<string, unknown> } {
  return { email: user.email, metadata: user.raw_user_meta_data ?? {} };
}

export async function countUsers(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ count: number }>("select count(*)::int as count from auth.users");
  return rows[0].count;
}

/** Newest first, as GoTrue's admin list. */
export async function listUsers(db: Queryable, limit: number, offset: number): Promise<UserRow[]> {
  const { rows } = await db.query<UserRow>("select * from auth.users order by created_at desc, id limit $1 offset $2", [limit, offset]);
  return rows;
}

/** Deletes the user; sessions, identities and the profile go with it (foreign keys cascade). */
export async function deleteUser(db: Queryable, id: string): Promise<void> {
  await db.query("delete from auth.users where id = $1", [id]);
}

/** The one-time token an e-mail link carries (its hash), and when it was sent. */
export type EmailToken = "recovery_token" | "confirmation_token";
const SENT_AT: Record<EmailToken, string> = { recovery_token: "recovery_sent_at", confirmation_token: "confirmation_sent_at" };

export async function storeEmailToken(db: Queryable, userId: string, column: EmailToken, hash: string): Promise<void> {
  await db.query(`update auth.users set ${column} = $2, ${SENT_AT[column]} = now(), updated_at = now() where id = $1`, [userId, hash]);
}

/**
 * Finds the user holding `hash` in `column`, refuses it once older than `maxAgeSeconds`, consumes it (single
 * use) and confirms the e-mail. Null when no user holds it.
 */
export async function consumeEmailToken(
  tx: Queryable,
  column: EmailToken,
  hash: string,
  maxAgeSeconds: number,
): Promise<UserRow | "expired" | null> {
  const { rows } = await tx.query<UserRow & { sent: Date | null }>(
    `select *, ${SENT_AT[column]} as sent from auth.users where ${column} = $1`,
    [hash],
  );
  const user = rows[0];
  if (!user) return null;
  if (!user.sent || Date.now() - user.sent.getTime() > maxAgeSeconds * 1000) return "expired";
  await tx.query(`update auth.users set ${column} = null, updated_at = now() where id = $1`, [user.id]);
  await confirmEmail(tx, user.id);
  return user;
}

/** A new password ends any outstanding recovery or confirmation link. */
export async function setPassword(tx: Queryable, userId: string, passwordHash: string): Promise<void> {
  await tx.query(
    `update auth.users set encrypted_password = $2, recovery_token = null, confirmation_token = null, updated_at = now()
     where id = $1`,
    [userId, passwordHash],
  );
}

/**
 * Merges `data` into a metadata column as GoTrue's UpdateAppMetaData / UpdateUserMetaData do: each key given
 * replaces the stored one, and a key given as null is removed.
 */
export async function mergeMetadata(
  tx: Queryable,
  userId: string,
  column: "raw_app_meta_data" | "raw_user_meta_data",
  data: Json,
): Promise<void> {
  const set = Object.fromEntries(Object.entries(data).filter(([, value]) => value !== null));
  const removed = Object.keys(data).filter((key) => data[key] === null);
  await tx.query(
    `update auth.users set ${column} = (coalesce(${column}, '{}') || $2::jsonb) - $3::text[], updated_at = now() where id = $1`,
    [userId, JSON.stringify(set), removed],
  );
}
