import { json, type ApiResponse } from "./types";

/**
 * GoTrue's error envelope for API version 2024-01-01 (what auth-js always asks for): a string `code` and a
 * `message`, with the version header echoed so the client trusts `code` (docs/backend-protocol.md §4).
 */
export function authError(status: number, code: string, message: string, extra: Record<string, unknown> = {}): ApiResponse {
  return json(status, { code, message, ...extra }, { "X-Supabase-Api-Version": "2024-01-01", "x-sb-error-code": code });
}

/** OAuth-style errors GoTrue still uses on /token (e.g. an empty refresh_token). */
export function oauthError(error: string, description: string): ApiResponse {
  return json(400, { error, error_description: description });
}

/** PostgREST's error JSON (docs/backend-protocol.md §11.2). */
export function restError(
  status: number,
  code: string,
  message: string,
  details: string | null = null,
  hint: string | null = null,
  headers: Record<string, string> = {},
): ApiResponse {
  return json(
    status,
    { code, details, hint, message },
    { "Content-Type": "application/json; charset=utf-8", "Proxy-Status": `PostgREST; error=${code}`, ...headers },
  );
}

/** The API gateway's key errors (Kong key-auth style); clients read `message`. */
export function gatewayError(status: number, message: string, hint?: string): ApiResponse {
  return json(status, hint === undefined ? { message } : { message, hint });
}

export const noApiKey = (): ApiResponse =>
  gatewayError(401, "No API key found in request", "No `apikey` request header or url param was found.");

export const invalidApiKey = (): ApiResponse =>
  gatewayError(401, "Invalid API key", "Double check your Supabase `anon` or `service_role` API key.");
