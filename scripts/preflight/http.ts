/** One request with a deadline; a network failure becomes a sentence instead of a stack trace. */
export type Fetch = typeof fetch;

export const REQUEST_TIMEOUT_MS = 15_000;

export type Answer = { ok: true; response: Response; body: string } | { ok: false; reason: string };

export async function request(fetchImpl: Fetch, url: string, init: RequestInit = {}): Promise<Answer> {
  try {
    const response = await fetchImpl(url, { redirect: "manual", ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    return { ok: true, response, body: await response.text() };
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
    return { ok: false, reason: `${url} could not be reached (${cause})` };
  }
}

/** Loopback host names: a page that sends visitors there sends them to their own computer. */
export function isLoopback(url: URL): boolean {
  return url.hostname === "localhost" || url.hostname.endsWith(".localhost") || url.hostname === "[::1]" || /^127\./.test(url.hostname);
}
