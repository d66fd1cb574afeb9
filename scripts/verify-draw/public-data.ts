/**
 * Where the published draws are read, and reading them, with nothing but what the cup publishes: a site's address
 * gives its Supabase URL and publishable key the way a visitor's browser gets them (its CSP and its scripts, read as
 * `npm run preflight` reads them); a Supabase URL needs the publishable key (the embedded backend's is public).
 * Every request is anonymous: row-level security shows published draws only.
 */
import { LOCAL_PUBLISHABLE_KEY } from "../../lib/supabase/keys";
import { discover, readPage } from "../preflight/discover";
import { isLoopback, request, type Fetch } from "../preflight/http";
import type { PublicBoxer, PublicDraw } from "./recompute";

export type Source = { supabaseUrl: string; key: string; via: "site" | "supabase" };

/** The Supabase project behind `address`, or a sentence saying why it cannot be found. */
export async function resolveSource(fetchImpl: Fetch, address: URL, key: string | undefined): Promise<Source | string> {
  const landing = await readPage(fetchImpl, new URL("/", address), "/");
  if (typeof landing !== "string" && /text\/html/.test(landing.headers.get("content-type") ?? "")) {
    const found = await discover(fetchImpl, address, [landing]);
    if (!found.supabaseUrl || !(key ?? found.publishableKey))
      return `${address.origin} is a site, but its pages name no Supabase project and publishable key: give the Supabase URL and --publishable-key instead.`;
    return { supabaseUrl: found.supabaseUrl, key: key ?? found.publishableKey!, via: "site" };
  }
  const local = isLoopback(address) ? LOCAL_PUBLISHABLE_KEY : undefined;
  if (!(key ?? local)) return `${address.origin} needs its publishable key: --publishable-key sb_publishable_… (Settings → API Keys).`;
  return { supabaseUrl: address.origin, key: (key ?? local)!, via: "supabase" };
}

const PAGE = 1000;

/** Every row of a public table the anonymous role may read, a page at a time (hosted answers at most 1,000 rows). */
async function everyRow<T>(fetchImpl: Fetch, source: Source, table: string, select: string, order: string): Promise<T[]> {
  const rows: T[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const url = `${source.supabaseUrl}/rest/v1/${table}?select=${select}&order=${order}&limit=${PAGE}&offset=${offset}`;
    const answer = await request(fetchImpl, url, { headers: { apikey: source.key, Authorization: `Bearer ${source.key}` } });
    if (!answer.ok) throw new Error(answer.reason);
    if (answer.response.status !== 200) throw new Error(`${url} answered ${answer.response.status}: ${answer.body.slice(0, 200)}`);
    const page = JSON.parse(answer.body) as T[];
    rows.push(...page);
    if (page.length < PAGE) return rows;
  }
}

/** The published draws and the boxers they place, as anyone reads them. */
export async function readPublished(fetchImpl: Fetch, source: Source): Promise<{ draws: PublicDraw[]; boxers: PublicBoxer[] }> {
  const [draws, boxers] = await Promise.all([
    everyRow<PublicDraw>(
      fetchImpl,
      source,
      "draws",
      "edition,category,sex,weight_class,seed,drawn_order,slots,revision",
      "edition,category,sex,weight_class",
    ),
    everyRow<PublicBoxer>(fetchImpl, source, "drawn_boxers", "id,edition,category,sex,weight_class,team_key", "edition,id"),
  ]);
  return { draws, boxers };
}
