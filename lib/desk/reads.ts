import "server-only";
import type { SupabaseClient } from "@supabase/supabase-js";
import { edition } from "../content/edition";
import type { EntryRow as CupEntryRow } from "../cup/entries";
import { bracketOf } from "./brackets";
import type { ChangeRow } from "./change-log";
import type { DeskEntry, DeskTeam } from "./model";

/**
 * What the desk reads, with the organiser's own client: row-level security decides what comes back
 * (supabase/migrations/*_organisers_desk.sql). Rows are read in pages, because hosted PostgREST answers at most
 * `max_rows` (1,000 by default) rows per request and the cup has more entries than that.
 */
const PAGE = 1000;

type Page<T> = PromiseLike<{ data: T[] | null; error: { message: string } | null }>;

async function everyRow<T>(page: (from: number, to: number) => Page<T>): Promise<T[]> {
  const rows: T[] = [];
  for (let from = 0; ; from += PAGE) {
    const { data, error } = await page(from, from + PAGE - 1);
    if (error) throw new Error(`desk read failed: ${error.message}`);
    rows.push(...(data ?? []));
    if ((data ?? []).length < PAGE) return rows;
  }
}

type ProfileRow = { user_id: string; team_name: string; country: string; email: string; is_organiser: boolean };
/** What the desk reads of an entry: the database orders the queue, so the desk never asks for queue_place. */
type EntryRow = Omit<CupEntryRow, "queue_place">;

export type Account = DeskTeam & { organiser: boolean };

/** Every account's profile: teams and, flagged, organisers (the change log names both). */
export async function loadAccounts(client: SupabaseClient): Promise<Account[]> {
  const rows = await everyRow<ProfileRow>((from, to) =>
    client
      .from("user_profiles")
      .select("user_id, team_name, country, email, is_organiser")
      .order("team_name")
      .order("user_id")
      .range(from, to),
  );
  return rows.map((r) => ({ id: r.user_id, name: r.team_name, country: r.country, email: r.email, organiser: r.is_organiser }));
}

export async function loadEntries(client: SupabaseClient): Promise<DeskEntry[]> {
  const rows = await everyRow<EntryRow>((from, to) =>
    client
      .from("entries")
      .select(
        "id, team_id, first_name, last_name, sex, birth_date, category, weight_class, record_book, club, nationality, status, waiting_position",
      )
      .eq("edition", edition.year)
      .order("queue_place")
      .order("id")
      .range(from, to),
  );
  return rows.map((r) => {
    const bracket = bracketOf(r.category, r.sex, r.weight_class);
    return {
      id: r.id,
      teamId: r.team_id,
      firstName: r.first_name,
      lastName: r.last_name,
      sex: r.sex,
      birthDate: r.birth_date,
      category: r.category,
      weightLabel: bracket.label,
      weightOrder: bracket.order,
      bracketId: bracket.id,
      recordBook: r.record_book,
      club: r.club,
      nationality: r.nationality,
      status: r.status,
      waitingPosition: r.waiting_position,
    };
  });
}

/** The teams (accounts that are not organisers') and the current edition's entries, read side by side. */
export async function loadDesk(client: SupabaseClient): Promise<{ teams: DeskTeam[]; accounts: Account[]; entries: DeskEntry[] }> {
  const [accounts, entries] = await Promise.all([loadAccounts(client), loadEntries(client)]);
  return { teams: accounts.filter((a) => !a.organiser), accounts, entries };
}

export const LOG_PAGE = 100;

const CHANGE_COLUMNS = "id, entry_id, team_id, operation, reason, actor_id, actor_kind, changed_at, before, after, cause_id";

/**
 * The newest change-log lines of the current edition (or of one entry), or those older than line `before`; each line
 * the queue wrote comes with the line of the request that caused it (read too when it is not among them).
 */
export async function loadChanges(
  client: SupabaseClient,
  { before = null, entry = null }: { before?: number | null; entry?: string | null },
): Promise<ChangeRow[]> {
  let query = client
    .from("entry_changes")
    .select(CHANGE_COLUMNS)
    .eq("edition", edition.year)
    .order("id", { ascending: false })
    .limit(LOG_PAGE);
  if (before !== null) query = query.lt("id", before);
  if (entry !== null) query = query.eq("entry_id", entry);
  const { data, error } = await query;
  if (error) throw new Error(`desk read failed: ${error.message}`);
  const rows = (data ?? []) as ChangeRow[];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const missing = [...new Set(rows.map((r) => r.cause_id).filter((id): id is number => id !== null && !byId.has(id)))];
  if (missing.length > 0) {
    const causes = await client.from("entry_changes").select(CHANGE_COLUMNS).in("id", missing);
    if (causes.error) throw new Error(`desk read failed: ${causes.error.message}`);
    for (const cause of (causes.data ?? []) as ChangeRow[]) byId.set(cause.id, cause);
  }
  return rows.map((r) => (r.cause_id !== null && byId.has(r.cause_id) ? { ...r, cause: byId.get(r.cause_id) } : r));
}
