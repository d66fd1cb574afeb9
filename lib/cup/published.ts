import "server-only";
import { edition } from "../content/edition";
import { supabaseKey, supabaseUrl } from "../supabase/env";
import type { Method, NodeId, Result } from "./bracket";
import type { BracketKey } from "./bracket-slug";

/**
 * The edition's published draws, their results and their boxers' public details, read as an anonymous visitor
 * (row-level security shows published brackets only; docs/decisions.md D58). Plain fetches to the REST API,
 * cached under one tag: the public pages are regenerated at most every 15 s like the site's other pages, and the
 * desk's server actions revalidate the tag at once after each draw, publication and result.
 */
export const PUBLISHED_TAG = "published-draws";

export type PublicBoxer = { firstName: string; lastName: string; club: string; nationality: string };

export type PublishedBracket = BracketKey & {
  slots: (string | null)[];
  results: Partial<Record<NodeId, Result>>;
  /** When each result was recorded (the day's order counts what a ring has boxed from them, docs/cup.md §12). */
  recordedAt: Partial<Record<NodeId, string>>;
  boxers: Map<string, PublicBoxer>;
  publishedAt: string;
  /** What anyone needs to recompute the draw (docs/cup.md §11 "Checking a draw"), and how many draws it had. */
  seed: string;
  revision: number;
};

/** A read of the REST API as an anonymous visitor, cached under `tag` (the published draws' by default). */
export async function publicRest<T>(path: string, tag = PUBLISHED_TAG): Promise<T[]> {
  const response = await fetch(`${supabaseUrl}/rest/v1/${path}`, {
    headers: { apikey: supabaseKey, Authorization: `Bearer ${supabaseKey}` },
    next: { revalidate: 15, tags: [tag] },
    // A backend that does not answer must not hold a page (or a build) for the system's connect timeout.
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`${path.split("?")[0]}: HTTP ${response.status}`);
  return (await response.json()) as T[];
}

type DrawRow = {
  category: BracketKey["category"];
  sex: BracketKey["sex"];
  weight_class: string;
  slots: (string | null)[];
  published_at: string;
  seed: string;
  revision: number;
};
type BoutRow = {
  category: string;
  sex: string;
  weight_class: string;
  node: NodeId;
  winner: string | null;
  method: Method;
  recorded_at: string;
};
type BoxerRow = { id: string; first_name: string; last_name: string; club: string; nationality: string };

export async function loadPublished(): Promise<PublishedBracket[]> {
  const year = `edition=eq.${edition.year}`;
  const [draws, bouts, boxers] = await Promise.all([
    publicRest<DrawRow>(`draws?select=category,sex,weight_class,slots,published_at,seed,revision&${year}`),
    publicRest<BoutRow>(`bouts?select=category,sex,weight_class,node,winner,method,recorded_at&${year}`),
    publicRest<BoxerRow>(`drawn_boxers?select=id,first_name,last_name,club,nationality&${year}`),
  ]);
  const people = new Map(
    boxers.map((b) => [b.id, { firstName: b.first_name, lastName: b.last_name, club: b.club, nationality: b.nationality }]),
  );
  return draws.map((d) => {
    const results: Partial<Record<NodeId, Result>> = {};
    const recordedAt: Partial<Record<NodeId, string>> = {};
    for (const b of bouts)
      if (b.category === d.category && b.sex === d.sex && b.weight_class === d.weight_class) {
        results[b.node] = { winner: b.winner, method: b.method };
        recordedAt[b.node] = b.recorded_at;
      }
    return {
      category: d.category,
      sex: d.sex,
      code: d.weight_class,
      slots: d.slots,
      results,
      recordedAt,
      boxers: new Map(d.slots.flatMap((id) => (id && people.has(id) ? [[id, people.get(id)!] as const] : []))),
      publishedAt: d.published_at,
      seed: d.seed,
      revision: d.revision,
    };
  });
}

async function readOrNone(): Promise<PublishedBracket[]> {
  try {
    return await loadPublished();
  } catch {
    return [];
  }
}

/**
 * During `next build` every page of a build worker shares one read: the build is a snapshot anyway, and a
 * backend it cannot reach (a hosted-style build checked without a database) costs one timeout, not one per
 * prerendered bracket page (about 300: the hosted-style build went from 7 s to 214 s).
 */
let buildRead: Promise<PublishedBracket[]> | undefined;

/** The published brackets, or none when the backend cannot be reached (a build without one: the page regenerates). */
export async function loadPublishedOrNone(): Promise<PublishedBracket[]> {
  if (process.env.NEXT_PHASE === "phase-production-build") return (buildRead ??= readOrNone());
  return readOrNone();
}
