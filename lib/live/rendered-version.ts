import "server-only";
import { currentCalendar } from "../calendar/current";
import { edition } from "../content/edition";
import { ORDER_TAG } from "../cup/order-public";
import { PUBLISHED_TAG } from "../cup/published";
import { supabaseKey, supabaseUrl } from "../supabase/env";
import { scopeVersion, type LiveScope } from "./poll-plan";
import { versionDocument, type LiveVersionRow } from "./version-document";

/**
 * The version of its scope a live view is rendered at (docs/cup.md §14, D93), or null when the view is not live (any
 * phase but `live`): then nothing is read and no script is loaded. A page calls it BEFORE it reads its data, so the
 * data it shows is at least that version: a change committed between the two reads makes the page look older than it
 * is (one refresh too many), never newer (a change it would not fetch). A prerendered page reads it through the fetch
 * cache under the tags the desk's actions expire with its data (`cached`); a page rendered per request reads it afresh.
 * A backend that cannot be reached reads as 0: the first poll then brings the page up to date.
 */
export async function renderedVersion(scope: LiveScope, { cached }: { cached: boolean }): Promise<number | null> {
  if (currentCalendar().phase !== "live") return null;
  try {
    const response = await fetch(`${supabaseUrl}/rest/v1/live_versions?select=scope,key,version&edition=eq.${edition.year}`, {
      headers: { apikey: supabaseKey, Authorization: `Bearer ${supabaseKey}` },
      ...(cached ? { next: { revalidate: 15, tags: [PUBLISHED_TAG, ORDER_TAG] } } : { cache: "no-store" as const }),
      signal: AbortSignal.timeout(5_000),
    });
    if (!response.ok) return 0;
    return scopeVersion(versionDocument(edition.year, (await response.json()) as LiveVersionRow[]), scope);
  } catch {
    return 0;
  }
}
