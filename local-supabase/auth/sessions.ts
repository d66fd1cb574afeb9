import { randomUUID } from "node:crypto";
import { signAccessToken } from "../crypto/jwt";
import { newRefreshToken } from "../crypto/tokens";
import type { Transaction } from "../db/database";
import type { AuthContext } from "./context";
import { userJson } from "./user-json";
import { findUserById, identitiesOf, type UserRow } from "./users";

type Queryable = Pick<Transaction, "query">;

export type AmrMethod = "password" | "otp" | "recovery" | "pkce";
type Amr = { method: string; timestamp: number }[];

interface SessionRow {
  id: string;
  user_id: string;
  aal: string;
  amr: Amr;
}

/** Starts a new session for `user` (sign-in, autoconfirmed sign-up, verified link) and answers its tokens. */
export async function startSession(tx: Queryable, ctx: AuthContext, user: UserRow, method: AmrMethod): Promise<Record<string, unknown>> {
  const sessionId = randomUUID();
  const amr: Amr = [{ method, timestamp: Math.floor(Date.now() / 1000) }];
  await tx.query(`insert into auth.sessions (id, user_id, created_at, updated_at, aal, amr) values ($1, $2, now(), now(), 'aal1', $3)`, [
    sessionId,
    user.id,
    JSON.stringify(amr),
  ]);
  const refreshToken = await insertRefreshToken(tx, user.id, sessionId, null);
  await tx.query("update auth.users set last_sign_in_at = now() where id = $1", [user.id]);
  await tx.query("update auth.identities set last_sign_in_at = now() where user_id = $1", [user.id]);
  const fresh = (await findUserById(tx, user.id)) ?? user;
  return sessionJson(tx, ctx, fresh, { id: sessionId, user_id: user.id, aal: "aal1", amr }, refreshToken);
}

async function insertRefreshToken(tx: Queryable, userId: string, sessionId: string, parent: string | null): Promise<string> {
  const token = newRefreshToken();
  await tx.query(
    `insert into auth.refresh_tokens (token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ($1, $2, false, now(), now(), $3, $4)`,
    [token, userId, parent, sessionId],
  );
  return token;
}

export async function findSession(tx: Queryable, id: string): Promise<SessionRow | null> {
  const { rows } = await tx.query<SessionRow>("select id, user_id, aal, amr from auth.sessions where id = $1", [id]);
  return rows[0] ?? null;
}

/** When a session was signed in (GoTrue's `sessions.created_at`), or null when it is gone. */
export async function sessionStart(tx: Queryable, id: string): Promise<Date | null> {
  const { rows } = await tx.query<{ created_at: Date }>("select created_at from auth.sessions where id = $1", [id]);
  return rows[0]?.created_at ?? null;
}

/** The session response of /token, /verify and autoconfirmed /signup (docs/backend-protocol.md §6.1). */
async function sessionJson(
  tx: Queryable,
  ctx: AuthContext,
  user: UserRow,
  session: SessionRow,
  refreshToken: string,
): Promise<Record<string, unknown>> {
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + ctx.settings.jwtExpirySeconds;
  const accessToken = await signAccessToken(
    {
      iss: `${ctx.settings.apiUrl}/auth/v1`,
      sub: user.id,
      aud: "authenticated",
      exp,
      iat,
      email: user.email,
      phone: user.phone ?? "",
      app_metadata: user.raw_app_meta_data ?? {},
      user_metadata: user.raw_user_meta_data ?? {},
      role: "authenticated",
      aal: session.aal,
      amr: session.amr,
      session_id: session.id,
      is_anonymous: user.is_anonymous,
    },
    ctx.signingKey,
  );
  return {
    access_token: accessToken,
    token_type: "bearer",
    expires_in: ctx.settings.jwtExpirySeconds,
    expires_at: exp,
    refresh_token: refreshToken,
    user: userJson(user, await identitiesOf(tx, user.id)),
  };
}

/** Which of a user's sessions to end: all, one, or all but one (their refresh tokens go with them). */
export type SessionScope = { all: true } | { only: string } | { allBut: string | null };

export async function endSessions(db: Queryable, userId: string, scope: SessionScope): Promise<void> {
  if ("only" in scope) await db.query("delete from auth.sessions where id = $1 and user_id = $2", [scope.only, userId]);
  else if ("allBut" in scope) {
    await db.query("delete from auth.sessions where user_id = $1 and id is distinct from $2", [userId, scope.allBut]);
  } else await db.query("delete from auth.sessions where user_id = $1", [userId]);
}

interface RefreshRow {
  token: string;
  user_id: string;
  revoked: boolean;
  updated_at: Date;
  session_id: string;
}

export type Rotation =
  { outcome: "rotated"; session: Record<string, unknown> } | { outcome: "not-found" | "no-session" | "banned" | "already-used" };

/**
 * Refresh-token rotation with reuse detection, as GoTrue: each token is single-use; presenting the revoked
 * parent of the active token within the reuse interval returns the active token (concurrent tabs), and any
 * other reuse revokes the whole session's token family.
 */
export async function rotateRefreshToken(tx: Queryable, ctx: AuthContext, presented: string): Promise<Rotation> {
  const { rows } = await tx.query<RefreshRow>(
    "select token, user_id, revoked, updated_at, session_id from auth.refresh_tokens where token = $1",
    [presented],
  );
  const row = rows[0];
  if (!row) return { outcome: "not-found" };
  const session = row.session_id ? await findSession(tx, row.session_id) : null;
  const user = session ? await findUserById(tx, session.user_id) : null;
  if (!session || !user) return { outcome: "no-session" };
  if (user.banned_until && user.banned_until.getTime() > Date.now()) return { outcome: "banned" };

  if (row.revoked) {
    const child = await tx.query<{ token: string }>("select token from auth.refresh_tokens where parent = $1 and revoked = false", [
      row.token,
    ]);
    const withinReuseInterval = Date.now() - row.updated_at.getTime() < ctx.settings.refreshTokenReuseIntervalSeconds * 1000;
    if (child.rows[0] && withinReuseInterval) {
      return { outcome: "rotated", session: await sessionJson(tx, ctx, user, session, child.rows[0].token) };
    }
    await tx.query("update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1", [session.id]);
    return { outcome: "already-used" };
  }

  await tx.query("update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1", [row.token]);
  const next = await insertRefreshToken(tx, user.id, session.id, row.token);
  await tx.query("update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1", [session.id]);
  return { outcome: "rotated", session: await sessionJson(tx, ctx, user, session, next) };
}
