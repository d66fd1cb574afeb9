/**
 * docs/product.md §8: a form never spins forever. supabase-js has no request timeout of its own, so every
 * call the site makes ends within this time, whether the backend or the download of supabase-js hangs.
 */
export const REQUEST_TIMEOUT_MS = 15_000;

class RequestTimeout extends Error {}

/** Rejects after `ms` so a hung backend ends in an error message instead of an endless busy state. */
export function withTimeout<T>(promise: Promise<T>, ms = REQUEST_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RequestTimeout("timeout")), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The browser client's fetch: a request the backend accepts but never answers is aborted, not left open. */
export const fetchWithTimeout: typeof fetch = (input, init) =>
  fetch(input, { ...init, signal: init?.signal ?? AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
