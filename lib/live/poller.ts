import { now } from "../clock/now";
import { nextDelay, scopeVersion, type LiveScope } from "./poll-plan";
import type { VersionDocument } from "./version-document";

/**
 * The loop that keeps an open page live (docs/cup.md §14, D93), loaded by components/live/LiveUpdates.tsx only after
 * the page has painted: it asks `/live` every POLL_MS with the entity tag it holds (a 304 costs no body), reports the
 * scope's version after each answer, backs off while the site fails, waits while the browser is offline or the tab
 * hidden, and asks at once when either comes back. It knows nothing of React or of the page: the caller decides what
 * a version means.
 */
export type PollerStatus = { kind: "current"; at: Date } | { kind: "offline" } | { kind: "lost" };

export type PollerOptions = {
  scope: LiveScope;
  /** After each successful poll: the scope's newest version (possibly older than the page's, from a cache). */
  onVersion: (version: number) => void;
  onStatus: (status: PollerStatus) => void;
  url?: string;
};

/**
 * A poll is a background check, never what the page is loading: on the hall's shared link Chromium fetches the
 * page's scripts, font and data first (a `fetch()` is High by default, like the document's own critical requests).
 * Low also lets a load be seen to end: Lighthouse waits until no High request has been in flight for 5.25 s under
 * applied throttling, and a High poll every ~2.6 s (2 s plus the link's ~0.58 s) kept every venue page's run waiting
 * out its 45-s load limit (docs/decisions.md D116).
 */
const POLL_PRIORITY: RequestPriority = "low";

/** A poll that hangs is a failed one: the next try starts after the back-off, not after the system's timeout. */
const REQUEST_TIMEOUT_MS = 5_000;

export function startPoller({ scope, onVersion, onStatus, url = "/live" }: PollerOptions): () => void {
  let latest: { document: VersionDocument; etag: string | null } | null = null;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: AbortController | null = null;
  let stopped = false;

  const schedule = (ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(poll, ms);
  };

  async function poll() {
    timer = undefined;
    if (stopped || inFlight) return;
    // Offline: say so and wait for the `online` event; hidden: wait for the tab to be shown again.
    if (!navigator.onLine) return onStatus({ kind: "offline" });
    if (document.visibilityState === "hidden") return;
    const controller = new AbortController();
    inFlight = controller;
    try {
      const headers: HeadersInit = latest?.etag ? { "If-None-Match": latest.etag } : {};
      const response = await fetch(url, {
        cache: "no-store",
        headers,
        priority: POLL_PRIORITY,
        signal: AbortSignal.any([controller.signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)]),
      });
      if (response.status !== 304 || !latest) {
        if (!response.ok) throw new Error(`/live: HTTP ${response.status}`);
        latest = { document: (await response.json()) as VersionDocument, etag: response.headers.get("etag") };
      }
      failures = 0;
      onStatus({ kind: "current", at: now() });
      onVersion(scopeVersion(latest.document, scope));
    } catch {
      // Stopped, or cut short by `askNow` to ask afresh: that call has scheduled the next poll.
      if (stopped || controller.signal.aborted) return;
      failures++;
      onStatus(navigator.onLine ? { kind: "lost" } : { kind: "offline" });
    } finally {
      if (inFlight === controller) inFlight = null;
    }
    if (!stopped) schedule(nextDelay(failures));
  }

  /** Back online or shown again: ask at once, dropping a request that may hang on the connection that was lost. */
  const askNow = () => {
    if (document.visibilityState !== "visible") return;
    inFlight?.abort();
    schedule(0);
  };
  const offline = () => onStatus({ kind: "offline" });
  window.addEventListener("online", askNow);
  window.addEventListener("offline", offline);
  document.addEventListener("visibilitychange", askNow);
  schedule(0);

  return () => {
    stopped = true;
    clearTimeout(timer);
    inFlight?.abort();
    window.removeEventListener("online", askNow);
    window.removeEventListener("offline", offline);
    document.removeEventListener("visibilitychange", askNow);
  };
}
