import { edition } from "../content/edition";
import { supabaseKey, supabaseUrl } from "../supabase/env";
import { versionDocument, type LiveVersionRow, type VersionDocument } from "./version-document";

/**
 * The version document as the origin serves it (docs/decisions.md D91): one read of public.live_versions, shared by
 * every request for FRESH_SECONDS, so the database sees at most one read a second per server whatever the crowd, and
 * a CDN in front keeps it as long (s-maxage). A failed read is not kept: the next request tries again. It reads only
 * what anyone may, with the publishable key, so it needs no `server-only` guard (and the route's test imports it).
 */
export const FRESH_SECONDS = 1;

let last: { at: number; document: Promise<VersionDocument> } | null = null;

async function read(): Promise<VersionDocument> {
  const response = await fetch(`${supabaseUrl}/rest/v1/live_versions?select=scope,key,version&edition=eq.${edition.year}`, {
    headers: { apikey: supabaseKey, Authorization: `Bearer ${supabaseKey}` },
    cache: "no-store",
    // A backend that does not answer must not hold every poller: they ask again in a moment.
    signal: AbortSignal.timeout(5_000),
  });
  if (!response.ok) throw new Error(`live_versions: HTTP ${response.status}`);
  return versionDocument(edition.year, (await response.json()) as LiveVersionRow[]);
}

/**
 * The current document, read at most once per FRESH_SECONDS. A cache's age is measured on the monotonic clock, not the
 * site's (lib/clock): a chosen date for QA must not make a copy look older or younger than it is.
 */
export function currentVersions(nowMs = performance.now()): Promise<VersionDocument> {
  if (last && nowMs - last.at < FRESH_SECONDS * 1000) return last.document;
  const document = read();
  const entry = { at: nowMs, document };
  last = entry;
  document.catch(() => {
    if (last === entry) last = null;
  });
  return document;
}
