/**
 * What the entry rule tests need from a backend, so one suite (./rules.ts) runs against the embedded backend
 * over HTTP (tests/backend/entries-rules.test.ts: supabase-js through PostgREST's protocol) and against
 * PostgreSQL 15 with hosted roles (tests/postgres/entries-rules.test.ts: SQL as PostgREST runs it).
 */
import { editionRows, type EditionData, currentEdition } from "../../../lib/cup/edition-sql";
import { currentVenue, fightDayRows } from "../../../lib/cup/venue-sql";

/** What a refused request carries: PostgREST's `code`, `message` and `details` (the SQL error's). */
export type Refusal = { code: string; message: string; details: string | null };
export type Result<T> = { data: T | null; error: Refusal | null };

export type EntryRow = {
  id: string;
  edition: number;
  team_id: string;
  first_name: string;
  last_name: string;
  sex: string;
  birth_date: string;
  category: string;
  weight_class: string;
  record_book: string;
  club: string;
  nationality: string;
  status: "entered" | "waiting" | "withdrawn";
  queue_place: number;
  waiting_position: number | null;
  withdrawn_at: string | null;
};

export type ChangeRow = {
  entry_id: string;
  team_id: string;
  operation: "insert" | "update" | "delete";
  reason: "request" | "queue";
  actor_id: string | null;
  actor_kind: "team" | "organiser" | "service" | "cup";
  changed_at: string;
  /** On a line the queue wrote: the line of the request that caused it. */
  cause_id: number | null;
  before: Partial<EntryRow> | null;
  after: Partial<EntryRow> | null;
};

/** A caller of the table endpoints: each method is one request (one transaction) as that caller. */
export interface Caller {
  /** auth.uid() of the caller (null for anonymous and service callers). */
  id: string | null;
  /** POST /entries with return=representation. */
  insert(entry: Record<string, unknown>): Promise<Result<EntryRow>>;
  /** PATCH /entries?id=eq.<id> with return=representation: the rows changed. */
  update(id: string, patch: Record<string, unknown>): Promise<Result<EntryRow[]>>;
  /** DELETE /entries?id=eq.<id> with return=representation. */
  remove(id: string): Promise<Result<EntryRow[]>>;
  /** GET /<table>: what this caller may read of it. */
  read<T = EntryRow>(
    table:
      | "entries"
      | "entry_changes"
      | "editions"
      | "categories"
      | "weight_classes"
      | "bracket_places"
      | "user_profiles"
      | "draws"
      | "bouts"
      | "draw_changes"
      | "drawn_boxers"
      | "fight_days"
      | "fight_sessions"
      | "bout_lengths"
      | "bout_order"
      | "order_locks"
      | "order_changes"
      | "weigh_ins"
      | "weigh_in_changes"
      | "cup_events"
      | "cup_event_teams"
      | "live_versions"
      | "notifications"
      | "notification_settings"
      | "notification_mails"
      | "notification_attempts"
      | "notification_outgoing"
      | "notification_unsubscribes"
      | "bout_estimates",
  ): Promise<Result<T[]>>;
  /** POST /<table> of any other table (to prove it is not writable), or of several rows in one request. */
  insertInto(table: string, row: Record<string, unknown> | Record<string, unknown>[]): Promise<Result<unknown>>;
  /** POST /<table> with return=representation: the row written. */
  post<T>(table: string, row: Record<string, unknown>): Promise<Result<T>>;
  /**
   * POST /<table>?on_conflict=<columns> with resolution=merge-duplicates and return=representation: several rows in
   * one request (one statement), each inserted or, when its key exists, updated in every column sent, as PostgREST does.
   */
  upsert<T>(table: string, rows: Record<string, unknown>[], onConflict: string[]): Promise<Result<T[]>>;
  /** PATCH /<table>?<column>=eq.<value>&… with return=representation: the rows changed. */
  patch<T>(table: string, match: Record<string, string | number>, patch: Record<string, unknown>): Promise<Result<T[]>>;
}

/** A signed-in organiser, and the two ways its rights end while its access token stays validly signed. */
export type Organiser = Caller & {
  id: string;
  /** The session its access token names (the session_id claim). */
  sessionId: string;
  /** Ends every session of the account, as GoTrue's sign-out does; this caller keeps sending its old token. */
  signOut(): Promise<void>;
  /** Takes the role off the account, as `npm run organiser -- remove` does; the token still carries it. */
  revoke(): Promise<void>;
};

export interface EntryHarness {
  /** A newly registered team, signed in; `locale` is the language of the page it registered from (none: unsaid). */
  team(name?: string, locale?: "en" | "pt" | "es"): Promise<Caller & { id: string }>;
  /** A signed-in user whose app_metadata.role is organiser. */
  organiser(): Promise<Organiser>;
  anon(): Caller;
  /** The secret key (service_role), which bypasses row-level security. */
  service(): Caller;
  /** Moves cup.now() to this instant (null: back to the real clock). */
  setNow(iso: string | null): Promise<void>;
  /** Inserts fixture edition rows as the service would (bypassing the API's grants). */
  insertEdition(rows: ReturnType<typeof editionRows>): Promise<void>;
}

let nextYear = 2100 + (process.pid % 500);

/**
 * A new edition with the current edition's categories, weight classes and deadline under a year of its own,
 * so each test fills brackets nobody else uses.
 */
export async function freshEdition(harness: EntryHarness, overrides: Partial<EditionData> = {}): Promise<number> {
  const year = nextYear++;
  await harness.insertEdition(editionRows({ ...currentEdition, ...overrides, year }));
  return year;
}

/** The current edition's fight days with their weigh-in windows (lib/cup/venue-sql.ts) under a fresh edition's year. */
export async function insertFightDays(harness: EntryHarness, edition: number): Promise<void> {
  for (const row of fightDayRows({ ...currentVenue, year: edition })) {
    const { error } = await harness.service().post("fight_days", row);
    if (error) throw new Error(`fight_days: ${error.message}`);
  }
}

let recordBooks = 0;
/** A boxer's details the rules accept (a junior woman, 48 kg), with a record-book number of its own. */
export function boxer(edition: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  recordBooks++;
  return {
    edition,
    first_name: "Ana",
    last_name: "Silva",
    sex: "F",
    birth_date: "2010-05-01",
    weight_class: "48",
    record_book: `RB-${process.pid}-${recordBooks}`,
    nationality: "Portugal",
    ...overrides,
  };
}

/** An instant in the 2026 registration phase (its deadline, 28 February, ends at 2026-03-01T00:00:00Z). */
export const DURING_REGISTRATION = "2026-02-15T12:00:00Z";
export const CLOSES_AT = "2026-03-01T00:00:00Z";
