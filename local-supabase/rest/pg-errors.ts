import { restError } from "../http/errors";
import type { ApiResponse } from "../http/types";

interface PgError {
  code?: string;
  message?: string;
  detail?: string;
  hint?: string;
}

/** PostgREST's SQLSTATE → HTTP mapping (docs/backend-protocol.md §11.2, pgrst Error.hs `mapSQLtoHTTP`). */
function statusFor(code: string, role: string): number {
  if (code === "42501") return role === "anon" ? 401 : 403;
  if (code === "23505" || code === "23503" || code === "40001") return 409;
  if (code === "25006") return 405;
  if (code === "42883" || code === "42P01") return 404;
  if (code.startsWith("53") || code.startsWith("54") || code.startsWith("57") || code.startsWith("58")) return 503;
  // Everything caused by the request itself (constraint violations, bad input syntax, RAISE) is a 400.
  return 400;
}

export function pgErrorResponse(error: unknown, role: string): ApiResponse | null {
  const e = error as PgError;
  if (typeof e?.code !== "string" || typeof e.message !== "string") return null;
  return restError(statusFor(e.code, role), e.code, e.message, e.detail ?? null, e.hint ?? null);
}
