import "server-only";
import type { PostgrestError } from "@supabase/supabase-js";
import type { CategoryKey } from "@/lib/content/categories";
import type { Sex } from "@/lib/content/weight-classes";
import { bracketKey, type Bracket, type Entry, type EntryRow } from "@/lib/cup/entries";
import { refusalOf, type Refusal } from "@/lib/cup/refusals";
import type { EntryInput } from "@/lib/validation/entry";
import { createServerSupabase } from "./server";

/**
 * The team's entries through the table endpoints (docs/cup.md §5, docs/backend-protocol.md §11), as the signed-in
 * team itself: the database's triggers and row-level security decide every write, and a refusal comes back as
 * a key the page translates (lib/cup/refusals.ts).
 */

/** What ENTRY_COLUMNS reads: the team reads only its own rows, so it never asks for team_id. */
type TeamEntryRow = Omit<EntryRow, "team_id">;

type BracketRow = {
  category: CategoryKey;
  sex: Sex;
  code: string;
  label: string;
  position: number;
  entered: number;
  waiting: number;
};

const ENTRY_COLUMNS =
  "id,first_name,last_name,sex,birth_date,category,weight_class,record_book,club,nationality,status,waiting_position,queue_place";

const entryOf = (r: TeamEntryRow): Entry => ({
  id: r.id,
  firstName: r.first_name,
  lastName: r.last_name,
  sex: r.sex,
  birthDate: r.birth_date,
  category: r.category,
  weightClass: r.weight_class,
  recordBook: r.record_book,
  club: r.club,
  nationality: r.nationality,
  status: r.status,
  waitingPosition: r.waiting_position,
  queuePlace: r.queue_place,
});

const bracketOf = (r: BracketRow): Bracket => ({
  category: r.category,
  sex: r.sex,
  code: r.code,
  label: r.label,
  position: r.position,
  entered: r.entered,
  waiting: r.waiting,
});

export type TeamEntries = {
  team: { name: string; country: string | null };
  entries: Entry[];
  brackets: Bracket[];
  /** The brackets whose draw is published (`category/sex/code`): their boxers are fixed, so they take no entry. */
  published: Set<string>;
};

/**
 * Everything the entries page and the sheet show, read in parallel and fresh (a bracket published a second ago is
 * closed on the form at once); null when the backend cannot answer.
 */
export async function readTeamEntries(edition: number): Promise<TeamEntries | null> {
  const supabase = await createServerSupabase();
  const { data: claims } = await supabase.auth.getClaims();
  const userId = claims?.claims.sub;
  if (!userId) return null;
  const [profile, entries, brackets, draws] = await Promise.all([
    supabase.from("user_profiles").select("team_name,country").eq("user_id", userId).maybeSingle(),
    supabase.from("entries").select(ENTRY_COLUMNS).eq("edition", edition).order("queue_place"),
    supabase.from("bracket_places").select("category,sex,code,label,position,entered,waiting").eq("edition", edition),
    supabase.from("draws").select("category,sex,weight_class").eq("edition", edition).eq("published", true),
  ]);
  if (entries.error || brackets.error || profile.error || draws.error) return null;
  return {
    team: { name: profile.data?.team_name ?? String(claims.claims.email ?? ""), country: profile.data?.country ?? null },
    entries: (entries.data as TeamEntryRow[]).map(entryOf),
    brackets: (brackets.data as BracketRow[]).map(bracketOf),
    published: new Set(
      (draws.data as { category: string; sex: string; weight_class: string }[]).map((d) => bracketKey({ ...d, code: d.weight_class })),
    ),
  };
}

type QueueLine = { entry_id: string; changed_at: string; before: { status?: string } | null; after: { status?: string } | null };

/**
 * When each of the team's boxers last moved up from the waiting list into its bracket: the lines the queue wrote
 * in the team's own change log (the cup's doing, naming nobody: docs/cup.md §5). Empty when the backend cannot answer.
 */
export async function readPromotions(edition: number): Promise<Map<string, string>> {
  const supabase = await createServerSupabase();
  const { data, error } = await supabase
    .from("entry_changes")
    .select("entry_id,changed_at,before,after")
    .eq("edition", edition)
    .eq("reason", "queue")
    .order("id");
  const promoted = new Map<string, string>();
  if (error) return promoted;
  for (const line of data as QueueLine[])
    if (line.before?.status === "waiting" && line.after?.status === "entered") promoted.set(line.entry_id, line.changed_at);
  return promoted;
}

/** The columns a team writes, from the form (an empty category lets the database derive it; an empty club defaults). */
function rowOf(input: EntryInput): Record<string, string | null> {
  return {
    first_name: input.firstName,
    last_name: input.lastName,
    sex: input.sex,
    birth_date: input.birthDate,
    category: input.category || null,
    weight_class: input.weightClass,
    record_book: input.recordBook,
    club: input.club || null,
    nationality: input.nationality,
  };
}

export type WriteOutcome = { entry: Entry } | { refusal: Refusal };

function outcome(data: unknown, error: PostgrestError | null): WriteOutcome {
  if (error) return { refusal: refusalOf(error) };
  const rows = (Array.isArray(data) ? data : [data]).filter(Boolean) as TeamEntryRow[];
  // A PATCH that matched nothing: the entry is not this team's (row-level security hid it) or no longer exists.
  return rows.length === 1 ? { entry: entryOf(rows[0]) } : { refusal: { key: "not_found", field: null } };
}

async function guarded(write: () => PromiseLike<{ data: unknown; error: PostgrestError | null }>): Promise<WriteOutcome> {
  try {
    const { data, error } = await write();
    return outcome(data, error);
  } catch {
    return { refusal: { key: "unavailable", field: null } };
  }
}

export async function addEntry(edition: number, input: EntryInput): Promise<WriteOutcome> {
  const supabase = await createServerSupabase();
  return guarded(() =>
    supabase
      .from("entries")
      .insert({ edition, ...rowOf(input) })
      .select(ENTRY_COLUMNS),
  );
}

export async function updateEntry(id: string, input: EntryInput): Promise<WriteOutcome> {
  const supabase = await createServerSupabase();
  return guarded(() => supabase.from("entries").update(rowOf(input)).eq("id", id).select(ENTRY_COLUMNS));
}

/** A withdrawal is a PATCH of the status alone (the only status a team may write; it is final). */
export async function withdrawEntry(id: string): Promise<WriteOutcome> {
  const supabase = await createServerSupabase();
  return guarded(() => supabase.from("entries").update({ status: "withdrawn" }).eq("id", id).select(ENTRY_COLUMNS));
}
