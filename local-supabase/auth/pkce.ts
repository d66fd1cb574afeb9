import { randomUUID } from "node:crypto";
import type { Transaction } from "../db/database";
import { authError } from "../http/errors";
import type { ApiResponse } from "../http/types";
import { newAuthCode } from "../crypto/tokens";

type Queryable = Pick<Transaction, "query">;

export interface PkceParams {
  challenge: string;
  method: "s256" | "plain";
}

/** GoTrue's pkce.go: both or neither of code_challenge/method; challenge 43–128 URL-safe characters. */
export function readPkce(body: Record<string, unknown>): { pkce: PkceParams | null } | { error: ApiResponse } {
  const challenge = body.code_challenge;
  const method = body.code_challenge_method;
  const hasChallenge = typeof challenge === "string" && challenge !== "";
  const hasMethod = typeof method === "string" && method !== "";
  if (!hasChallenge && !hasMethod) return { pkce: null };
  if (!hasChallenge || !hasMethod) {
    return { error: authError(400, "validation_failed", "PKCE flow requires code_challenge_method and code_challenge") };
  }
  if (!/^[a-zA-Z0-9._~-]{43,128}$/.test(challenge)) {
    return { error: authError(400, "validation_failed", "code challenge has to be between 43 and 128 characters") };
  }
  const normalised = method.toLowerCase();
  if (normalised !== "s256" && normalised !== "plain") {
    return { error: authError(400, "validation_failed", "code challenge method not supported") };
  }
  return { pkce: { challenge, method: normalised } };
}

/** Stores the flow so the e-mail link can later be exchanged for a session with the verifier. */
export async function saveFlowState(
  tx: Queryable,
  userId: string,
  pkce: PkceParams,
  authenticationMethod: "recovery" | "email/signup",
): Promise<void> {
  await tx.query(
    `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type,
       authentication_method, created_at, updated_at)
     values ($1, $2, $3, $4, $5, 'email', $6, now(), now())`,
    [randomUUID(), userId, newAuthCode(), pkce.method, pkce.challenge, authenticationMethod],
  );
}

/** GoTrue prefixes a token hash with `pkce_` when the request carried a code challenge. */
export function withFlowPrefix(hash: string, pkce: PkceParams | null): string {
  return pkce ? `pkce_${hash}` : hash;
}

export interface FlowRow {
  id: string;
  user_id: string;
  code_challenge: string;
  code_challenge_method: string;
  authentication_method: string;
  auth_code_issued_at: Date | null;
}

export async function findFlowByAuthCode(tx: Queryable, authCode: string): Promise<FlowRow | null> {
  const { rows } = await tx.query<FlowRow>("select * from auth.flow_state where auth_code = $1", [authCode]);
  return rows[0] ?? null;
}

/** A flow is used once: exchanging its code deletes it. */
export async function deleteFlow(tx: Queryable, id: string): Promise<void> {
  await tx.query("delete from auth.flow_state where id = $1", [id]);
}

/** A verified PKCE e-mail link: the user's newest flow of that kind gets its auth code issued now. */
export async function issueAuthCode(tx: Queryable, userId: string, method: "recovery" | "email/signup"): Promise<string | null> {
  const { rows } = await tx.query<{ auth_code: string }>(
    `update auth.flow_state set auth_code_issued_at = now(), updated_at = now()
     where id = (select id from auth.flow_state where user_id = $1 and authentication_method = $2
                 order by created_at desc limit 1)
     returning auth_code`,
    [userId, method],
  );
  return rows[0]?.auth_code ?? null;
}
