import type { AuthError } from "@supabase/supabase-js";

/**
 * auth-js's own `isAuthError` check (the `__isAuthError` marker its errors carry), written here so the auth
 * page does not import supabase-js before the first submit.
 */
function isAuthError(error: unknown): error is AuthError {
  return typeof error === "object" && error !== null && "__isAuthError" in error;
}

/** SPEC: never spin forever. The Supabase client has no request timeout of its own. */
export const REQUEST_TIMEOUT_MS = 15_000;

class TimeoutError extends Error {}

/** Rejects after `ms` so a hung backend ends in an error message instead of an endless busy state. */
export function withTimeout<T>(promise: Promise<T>, ms = REQUEST_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError("timeout")), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The message the backend itself sent (SPEC §8: shown as received), or null when there was no answer at
 * all: auth-js reports a failed fetch (offline, blocked, CORS) as status 0, which deserves the generic text.
 */
export function backendMessage(error: unknown): string | null {
  if (!isAuthError(error) || !error.status) return null;
  return error.message || null;
}

/** Hosted GoTrue's answer when the profile trigger rejects the new user (the whole signup rolls back). */
export function isProfileCreationFailure(error: unknown): boolean {
  return isAuthError(error) && error.message === "Database error saving new user";
}
