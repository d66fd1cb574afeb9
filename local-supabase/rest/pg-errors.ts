import { restError } from "../http/errors";
import type { ApiResponse } from "../http/types";

interface PgError {
  code?: string;
  message?: string;
  detail?: string;
  hint?: string;
}

/**
 * PostgREST's SQLSTATE → HTTP status (`mapSQLtoHTTP` in src/PostgREST/Error.hs, the same in 12.2 and 14;
 * docs/backend-protocol.md §11.2), in its order: the first rule that matches decides.
 */
const RULES: [RegExp, number | ((message: string, role: string) => number)][] = [
  [/^08/, 503],
  [/^09/, 500],
  [/^0L/, 403],
  [/^0P/, 403],
  [/^23503$/, 409],
  [/^23505$/, 409],
  [/^25006$/, 405],
  [/^21000$/, (message) => (message.endsWith("requires a WHERE clause") ? 400 : 500)],
  [/^22023$/, (message) => (message.startsWith("role") && message.endsWith("does not exist") ? 401 : 400)],
  [/^25/, 500],
  [/^28/, 403],
  [/^2D/, 500],
  [/^38/, 500],
  [/^39/, 500],
  [/^3B/, 500],
  [/^40/, 500],
  [/^53400$/, 500],
  [/^53/, 503],
  [/^54/, 500],
  [/^55/, 500],
  [/^57P01$/, 503],
  [/^57/, 500],
  [/^58/, 500],
  [/^F0/, 500],
  [/^HV/, 500],
  [/^P0001$/, 400],
  [/^P0/, 500],
  [/^XX/, 500],
  [/^42883$/, (message) => (message.startsWith("function xmlagg(") ? 406 : 404)],
  [/^42P01$/, 404],
  [/^42P17$/, 500],
  [/^42501$/, (_message, role) => (role === "anon" ? 401 : 403)],
];

function statusFor(code: string, message: string, role: string): number {
  for (const [pattern, status] of RULES) {
    if (pattern.test(code)) return typeof status === "number" ? status : status(message, role);
  }
  // Everything else caused by the request itself (constraint violations, bad input syntax) is a 400.
  return 400;
}

export function pgErrorResponse(error: unknown, role: string): ApiResponse | null {
  const e = error as PgError;
  if (typeof e?.code !== "string" || typeof e.message !== "string") return null;
  const status = statusFor(e.code, e.message, role);
  // PostgREST asks for credentials on every 401 it maps from the database (an anonymous caller refused by a grant).
  const headers: Record<string, string> = status === 401 ? { "WWW-Authenticate": "Bearer" } : {};
  return restError(status, e.code, e.message, e.detail ?? null, e.hint ?? null, headers);
}
