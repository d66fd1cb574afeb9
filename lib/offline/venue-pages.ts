/**
 * The desk's venue pages: the ones a fight day runs on, which the desk's service worker keeps for offline reads
 * (docs/decisions.md D99). Pure, shared by the worker and the page, so both agree on what is the worker's.
 */

/** The worker's script, served by app/serwist/[path]/route.ts. */
export const WORKER_URL = "/serwist/sw.js";

/** The fragment of a venue page shown again after a native POST that failed and could not be queued (D105). */
export const NOT_KEPT = "not-kept";

/** The registration's scope for a language's URL prefix (`""`, `/pt`, `/esp`): the desk only, never the site. */
export function deskScope(prefix: string): string {
  return `${prefix}/desk/`;
}

// The weigh-in (each day's scale), the brackets with their bouts and results, the day's order and each ring's
// announcer, in every language; nothing else of the desk (entries, teams, documents, the log).
const VENUE = /^(?:\/(?:pt|esp))?\/desk\/(?:weigh-in(?:\/[^/]+)?|draw(?:\/(?!review$)[^/]+)?|order(?:\/[^/]+(?:\/ring\/[^/]+)?)?)\/?$/;

export function isVenuePage(pathname: string): boolean {
  return VENUE.test(pathname);
}
