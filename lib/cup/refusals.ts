/**
 * What a refused entry write means, from PostgREST's error (docs/backend-protocol.md §11.2): the triggers'
 * stable keys (raised as the message, P0001), and constraint violations recognised by the constraint's
 * name. The page shows the key's sentence in its language (messages: Entries.refusals), never the backend's
 * English detail, and marks the field the refusal is about.
 */
import type { EntryField } from "../validation/entry";

/** Every refusal the entries page can show (messages: Entries.refusals.<key>). */
export type RefusalKey =
  | "first_name_invalid"
  | "last_name_invalid"
  | "sex_invalid"
  | "birth_date_invalid"
  | "birth_year_out_of_range"
  | "category_choice_required"
  | "category_birth_year_mismatch"
  | "weight_class_not_offered"
  | "team_bracket_limit"
  | "record_book_invalid"
  | "record_book_taken"
  | "club_invalid"
  | "nationality_invalid"
  | "nationality_not_listed"
  | "registration_closed"
  | "withdrawn_is_final"
  | "withdrawal_changes_nothing_else"
  | "status_not_writable"
  | "entry_column_fixed"
  | "edition_unknown"
  | "not_found"
  | "not_allowed"
  | "unavailable";

export type Refusal = { key: RefusalKey; field: EntryField | null };

/** The keys the entry triggers raise (supabase/migrations/*_entries.sql), with the field each is about. */
const RAISED: Partial<Record<RefusalKey, EntryField | null>> = {
  birth_year_out_of_range: "birthDate",
  category_choice_required: "category",
  category_birth_year_mismatch: "category",
  weight_class_not_offered: "weightClass",
  team_bracket_limit: "weightClass",
  nationality_not_listed: "nationality",
  registration_closed: null,
  withdrawn_is_final: null,
  edition_unknown: null,
  status_not_writable: null,
  withdrawal_changes_nothing_else: null,
  entry_column_fixed: null,
};

const isRaised = (message: string): message is RefusalKey => Object.hasOwn(RAISED, message);

/** Constraints by name, and the column each guards. */
const CONSTRAINTS: [RegExp, Refusal][] = [
  [/entries_record_book_unique/, { key: "record_book_taken", field: "recordBook" }],
  [/entries_record_book_check/, { key: "record_book_invalid", field: "recordBook" }],
  [/entries_first_name_check/, { key: "first_name_invalid", field: "firstName" }],
  [/entries_last_name_check/, { key: "last_name_invalid", field: "lastName" }],
  [/entries_club_check/, { key: "club_invalid", field: "club" }],
  [/entries_sex_check/, { key: "sex_invalid", field: "sex" }],
  [/entries_nationality_fkey/, { key: "nationality_invalid", field: "nationality" }],
  [/entries_(weight_class|category)_fkey/, { key: "weight_class_not_offered", field: "weightClass" }],
];

const COLUMNS: Record<string, Refusal> = {
  first_name: { key: "first_name_invalid", field: "firstName" },
  last_name: { key: "last_name_invalid", field: "lastName" },
  sex: { key: "sex_invalid", field: "sex" },
  birth_date: { key: "birth_date_invalid", field: "birthDate" },
  weight_class: { key: "weight_class_not_offered", field: "weightClass" },
  record_book: { key: "record_book_invalid", field: "recordBook" },
  nationality: { key: "nationality_invalid", field: "nationality" },
};

/** The refusal an error stands for; anything that is not the request's fault means the backend is unavailable. */
export function refusalOf(error: { code?: string; message?: string } | null | undefined): Refusal {
  const code = error?.code ?? "";
  const message = error?.message ?? "";
  if (code === "P0001" && isRaised(message)) return { key: message, field: RAISED[message] ?? null };
  if (code === "23505" || code === "23514" || code === "23503") {
    for (const [pattern, refusal] of CONSTRAINTS) if (pattern.test(message)) return refusal;
  }
  if (code === "23502") {
    const column = /column "(\w+)"/.exec(message)?.[1] ?? "";
    return COLUMNS[column] ?? { key: "not_allowed", field: null };
  }
  // Bad date input (22007 invalid format, 22008 out of range): the only date is the birth date.
  if (code === "22007" || code === "22008") return { key: "birth_date_invalid", field: "birthDate" };
  if (code === "42501") return { key: "not_allowed", field: null };
  if (/^(22|23|P0)/.test(code)) return { key: "not_allowed", field: null };
  return { key: "unavailable", field: null };
}
