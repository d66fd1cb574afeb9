/**
 * Every refusal the cup's pages can show, in one place: the stable keys the database's triggers raise (the message of
 * `cup.refuse('key', …)`, P0001, in supabase/migrations/), the constraints recognised by their names, and the few the
 * app finds itself (a form's own check, a row that is gone, a server that does not answer). Each key has a sentence in
 * every language under `Refusals` in messages/, with a wording per audience (`Refusals.team.<key>`,
 * `Refusals.organiser.<key>`) only where a team and an organiser must be told different things
 * (lib/cup/refusal-text.ts). The backend's English detail is never shown. tests/unit/refusals.test.ts reads the keys
 * from the migrations and fails when one is missing here or has no sentence in a language.
 */
import type { EntryField } from "../validation/entry";

/** Each key with the entry form's field it is about (null: the entry as a whole, or not an entry at all). */
export const REFUSALS = {
  // The entry triggers (supabase/migrations/*_entries.sql).
  registration_closed: null,
  birth_year_out_of_range: "birthDate",
  category_choice_required: "category",
  category_birth_year_mismatch: "category",
  weight_class_not_offered: "weightClass",
  team_bracket_limit: "weightClass",
  nationality_not_listed: "nationality",
  withdrawn_is_final: null,
  withdrawal_changes_nothing_else: null,
  status_not_writable: null,
  entry_column_fixed: null,
  edition_unknown: null,
  // The draw's and the results' triggers (supabase/migrations/*_draws_and_results.sql).
  bracket_drawn: "weightClass",
  entries_still_open: null,
  bracket_empty: null,
  draw_entries_mismatch: null,
  draw_published: null,
  draw_published_is_final: null,
  draw_has_results: null,
  draw_column_fixed: null,
  draw_not_published: null,
  bout_already_recorded: null,
  bout_not_ready: null,
  winner_not_in_bout: null,
  correction_blocked: null,
  bout_column_fixed: null,
  // The day's bout order (supabase/migrations/*_bout_order.sql), with its constraints by name.
  order_boxer_twice: null,
  order_before_decider: null,
  order_day_locked: null,
  order_ring_not_in_session: null,
  order_not_a_bout: null,
  order_column_fixed: null,
  order_position_taken: null,
  order_number_taken: null,
  order_session_unknown: null,
  order_already_locked: null,
  // The weigh-in's trigger (supabase/migrations/*_weigh_in.sql).
  no_bout_that_day: null,
  weigh_in_recorded: null,
  weigh_in_correction_reason: null,
  weigh_in_window_open: null,
  weight_out_of_range: null,
  weight_precision: null,
  medical_required: null,
  weigh_in_column_fixed: null,
  // The one-click unsubscribe (supabase/migrations/*_notifications.sql).
  unsubscribe_token_unknown: null,
  // Constraints, by name (CONSTRAINTS below).
  first_name_invalid: "firstName",
  last_name_invalid: "lastName",
  sex_invalid: "sex",
  birth_date_invalid: "birthDate",
  record_book_invalid: "recordBook",
  record_book_taken: "recordBook",
  club_invalid: "club",
  nationality_invalid: "nationality",
  draw_exists: null,
  // The app's own: the form's check of a length (lib/validation/entry.ts), a weight as typed at the scale
  // (lib/weigh-in/weight.ts), an unconfirmed action, and what is not the request's fault.
  first_name_too_long: "firstName",
  last_name_too_long: "lastName",
  club_too_long: "club",
  record_book_too_long: "recordBook",
  weight_empty: null,
  weight_format: null,
  confirm_required: null,
  not_found: null,
  not_allowed: null,
  unavailable: null,
  // The desk's bulk publication: the draw was redrawn after the organiser reviewed it (lib/desk/draws.ts, D75).
  draw_changed: null,
} as const satisfies Record<string, EntryField | null>;

export type RefusalKey = keyof typeof REFUSALS;
export type Refusal = { key: RefusalKey; field: EntryField | null };

/** Who reads a refusal: a team on its entries page, or an organiser at the desk. */
export const AUDIENCES = ["team", "organiser"] as const;
export type Audience = (typeof AUDIENCES)[number];

/** Where a key's sentence is for an audience: its own wording if the messages have one, else the shared one. */
export function refusalPath(audience: Audience, key: RefusalKey, has: (path: string) => boolean): string {
  const own = `${audience}.${key}`;
  return has(own) ? own : key;
}

export const isRefusalKey = (value: unknown): value is RefusalKey => typeof value === "string" && Object.hasOwn(REFUSALS, value);

const refusal = (key: RefusalKey): Refusal => ({ key, field: REFUSALS[key] });

/**
 * Constraints by name (as PostgREST quotes them in the message), and the key each stands for. Two writers racing
 * past a trigger's check meet the constraint behind it: two organisers drawing one bracket (`draws_pkey`), or
 * recording one bout (`bouts_pkey`), or weighing one boxer (`weigh_ins_pkey`).
 */
export const CONSTRAINTS: Readonly<Record<string, RefusalKey>> = {
  entries_record_book_unique: "record_book_taken",
  entries_record_book_check: "record_book_invalid",
  entries_first_name_check: "first_name_invalid",
  entries_last_name_check: "last_name_invalid",
  entries_club_check: "club_invalid",
  entries_sex_check: "sex_invalid",
  entries_nationality_fkey: "nationality_invalid",
  entries_weight_class_fkey: "weight_class_not_offered",
  entries_category_fkey: "weight_class_not_offered",
  draws_pkey: "draw_exists",
  bouts_pkey: "bout_already_recorded",
  bout_order_position_unique: "order_position_taken",
  bout_order_number_unique: "order_number_taken",
  bout_order_session_fkey: "order_session_unknown",
  order_locks_pkey: "order_already_locked",
  weigh_ins_pkey: "weigh_in_recorded",
  weigh_in_changes_idempotency_key_unique: "weigh_in_recorded",
  weigh_ins_weight_kg_check: "weight_out_of_range",
};

/** A NOT NULL column left out, by column. */
const COLUMNS: Readonly<Record<string, RefusalKey>> = {
  first_name: "first_name_invalid",
  last_name: "last_name_invalid",
  sex: "sex_invalid",
  birth_date: "birth_date_invalid",
  weight_class: "weight_class_not_offered",
  record_book: "record_book_invalid",
  nationality: "nationality_invalid",
};

/**
 * The refusal a PostgREST error stands for (docs/backend-protocol.md §11.2). A key the map does not know (a rule added
 * without its sentence; the test above catches it first) and a permission error are `not_allowed`; anything that is
 * not the request's fault (no answer, a token the server refused) means the backend is unavailable.
 */
export function refusalOf(error: { code?: string; message?: string } | null | undefined): Refusal {
  const code = error?.code ?? "";
  const message = error?.message ?? "";
  if (code === "P0001" && isRefusalKey(message)) return refusal(message);
  if (code === "23505" || code === "23514" || code === "23503") {
    const name = /"(\w+)"\s*$/.exec(message)?.[1] ?? "";
    if (Object.hasOwn(CONSTRAINTS, name)) return refusal(CONSTRAINTS[name]);
  }
  if (code === "23502") {
    const column = /column "(\w+)"/.exec(message)?.[1] ?? "";
    return refusal(Object.hasOwn(COLUMNS, column) ? COLUMNS[column] : "not_allowed");
  }
  // Bad date input (22007 invalid format, 22008 out of range): the only date is the birth date.
  if (code === "22007" || code === "22008") return refusal("birth_date_invalid");
  if (code === "42501" || /^(22|23|P0)/.test(code)) return refusal("not_allowed");
  return refusal("unavailable");
}
