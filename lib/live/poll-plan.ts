import type { VersionDocument } from "./version-document";

/**
 * What an open page polls and when (docs/cup.md §14, docs/decisions.md D91, D93): pure, so the poller, the page's
 * status line and the tests share it.
 */

/** How often an open page asks `/live`: with the document's 1 s cache, a change is seen within 3 s of its commit. */
export const POLL_MS = 2_000;
/** The longest wait between two tries while `/live` fails: a page back from a dead server catches up this soon. */
export const MAX_BACKOFF_MS = 16_000;

/** The part of the cup a page shows: one fight day, one bracket (`junior/F/48`), or everything (the desk, a team). */
export type LiveScope = { kind: "edition" } | { kind: "day"; key: string } | { kind: "bracket"; key: string };

/** The scope's newest public version in the document; 0 when it has had no event yet. */
export function scopeVersion(document: VersionDocument, scope: LiveScope): number {
  if (scope.kind === "edition") return document.version;
  return (scope.kind === "day" ? document.days : document.brackets)[scope.key] ?? 0;
}

/**
 * The wait before the next poll after `failures` failed ones in a row: the interval while all is well, then doubling
 * (4, 8, 16 s) so that a crowd does not hammer a server that is down, and never longer than MAX_BACKOFF_MS.
 */
export function nextDelay(failures: number): number {
  if (failures <= 0) return POLL_MS;
  return Math.min(POLL_MS * 2 ** failures, MAX_BACKOFF_MS);
}

/**
 * The page's live state, from what it shows and what the polls said. `shown` is the version the page was rendered at;
 * `seen` the highest version any poll has reported. A poll that reports less than either (an older copy from a cache)
 * changes nothing: versions only go forward.
 */
export type PollState = { shown: number; seen: number };

export function afterPoll(state: PollState, received: number): PollState {
  return received > state.seen ? { ...state, seen: received } : state;
}

/** Whether the page must fetch its data again: a poll has seen a version newer than the one it shows. */
export function isBehind(state: PollState): boolean {
  return state.seen > state.shown;
}

/** The page re-rendered at `version`: the status line and the announcement follow it, never go back. */
export function afterRender(state: PollState, version: number): PollState {
  return version > state.shown ? { shown: version, seen: Math.max(state.seen, version) } : state;
}

/** Whether a re-render brings something the reader has not been told about: its version is newer than the one shown. */
export function isNews(previous: number, rendered: number): boolean {
  return rendered > previous;
}

/** The query parameter that names the version a public page asks for (docs/decisions.md D112). */
export const VERSION_PARAM = "live";

/**
 * The address a public live page fetches its newer rendering from (D112): its own, with `?live=<version>`, so that a
 * CDN keying pages on path and query (docs/deploy.md §8 rule 1) has no copy of it yet and asks the origin once per
 * version and CDN location; the prerendered page ignores the query. `tries` counts the fetches already made for this
 * version that came back older (a rendering not yet regenerated, which the CDN now keeps under that address): each
 * further try names a new address (`12-1`, `12-2`), the same for every viewer, so it too costs the origin one request
 * per CDN location. The rest of the query and the fragment are kept.
 */
export function versionedAddress(href: string, version: number, tries: number): string {
  const url = new URL(href);
  url.searchParams.set(VERSION_PARAM, tries > 0 ? `${version}-${tries}` : String(version));
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `09:05:03`: the viewer's own clock, 24-hour as in all three languages, without Intl (lib/format/integer.ts says why). */
export function clockText(at: Date): string {
  const two = (n: number) => String(n).padStart(2, "0");
  return `${two(at.getHours())}:${two(at.getMinutes())}:${two(at.getSeconds())}`;
}

/** A bracket's scope, keyed as public.live_versions keys it (`junior/F/48`). */
export function bracketScope(bracket: { category: string; sex: string; code: string }): LiveScope {
  return { kind: "bracket", key: `${bracket.category}/${bracket.sex}/${bracket.code}` };
}
