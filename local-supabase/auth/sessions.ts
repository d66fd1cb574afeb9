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
export async function startSession(
  tx: Queryable,
  ctx: AuthContext,
  user: UserRow,
  method: AmrMethod,
): Promise<Record<string, unknown>> {
  const sessionId = randomUUID();
  const amr: Amr = [{ method, timestamp: Math.floor(Date.now() / 1000) }];
  await tx.query(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, amr) values ($1, $2, now(), now(), 'aal1', $3)`,
    [sessionId, user.id, JSON.stringify(amr)],
  );
  const refreshToken = await insertRefreshToken(tx, user.id, sessionId, null);
  await tx.query("update auth.users set last_sign_in_at = now() where id = $1", [user.id]);
  await tx.query("update auth.identities set last_sign_in_at = now() where user_id = $1", [user.id]);
  const fresh = (await findUserById(tx, user.id)) ?? user;
  return sessionJson(tx, ctx, fresh, { id: sessionId, user_id: user.id, aal: "aal1", amr }, refreshToken);
}

export async function insertRefreshToken(
  tx: Queryable,
  userId: string,
  sessionId: string,
  parent: string | null,
): Promise<string> {
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

/** The session response of /token, /verify and autoconfirmed /signup (docs/backend-protocol.md §6.1). */
export async function sessionJson(
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
