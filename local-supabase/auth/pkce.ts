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
