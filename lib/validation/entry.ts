/**
 * The entries form's rules: the same bounds the database's constraints and triggers hold
 * (supabase/migrations/*_entries.sql), checked first so most mistakes are explained without a round trip.
 * The database still decides; its refusals map to the same keys (lib/cup/refusals.ts).
 */
import { categories } from "../content/categories";
import { isCountry } from "../content/countries";
import { birthYearOf, categoriesForBirthYear } from "../cup/category";
import { REFUSALS, type RefusalKey } from "../cup/refusals";
import { weightClassesFor } from "../cup/weight-classes";
import { normaliseRecordBook } from "./record-book";

export type EntryInput = {
  firstName: string;
  lastName: string;
  sex: string;
  birthDate: string;
  /** Empty: from the date of birth (the team chooses only where two categories share the year). */
  category: string;
  weightClass: string;
  recordBook: string;
  club: string;
  nationality: string;
};

export type EntryField = keyof EntryInput;

export const EMPTY_ENTRY: EntryInput = {
  firstName: "",
  lastName: "",
  sex: "",
  birthDate: "",
  category: "",
  weightClass: "",
  recordBook: "",
  club: "",
  nationality: "",
};

export const NAME_MAX = 60;
export const CLUB_MAX = 80;
export const RECORD_BOOK_MAX = 30;
/** The longest each text may be, in characters (the form has no maxlength: a longer paste is refused, not cut). */
export const FIELD_MAX = { firstName: NAME_MAX, lastName: NAME_MAX, club: CLUB_MAX, recordBook: RECORD_BOOK_MAX } as const;
/** Letters, digits, spaces, dots, slashes and hyphens, starting with a letter or digit. */
export const RECORD_BOOK_PATTERN = "[A-Za-z0-9][A-Za-z0-9 ./\\-]*";

const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const length = (text: string) => [...text].length;
const blankOrControl = (text: string) => text.length === 0 || CONTROL.test(text);

export type EntryIssue = { field: EntryField; key: RefusalKey };

/** The input as it is sent: every text trimmed, the record-book number as the database normalises it. */
export function trimEntry(input: EntryInput): EntryInput {
  const trimmed = Object.fromEntries(Object.entries(input).map(([k, v]) => [k, v.trim()])) as EntryInput;
  return { ...trimmed, recordBook: normaliseRecordBook(input.recordBook) };
}

/** The category the database will store, or the reason it would refuse the birth date and choice. */
export function resolveCategory(birthDate: string, chosen: string): { category: string } | { key: RefusalKey } {
  const year = birthYearOf(birthDate);
  if (year === null) return { key: "birth_date_invalid" };
  const allowed = categoriesForBirthYear(year);
  if (allowed.length === 0) return { key: "birth_year_out_of_range" };
  if (chosen === "") return allowed.length === 1 ? { category: allowed[0].key } : { key: "category_choice_required" };
  return allowed.some((c) => c.key === chosen) ? { category: chosen } : { key: "category_birth_year_mismatch" };
}

/** The first broken rule in the order of the fields on screen, or null when the entry may be sent. */
export function validateEntry(raw: EntryInput): EntryIssue | null {
  const input = trimEntry(raw);
  if (blankOrControl(input.firstName)) return { field: "firstName", key: "first_name_invalid" };
  if (length(input.firstName) > NAME_MAX) return { field: "firstName", key: "first_name_too_long" };
  if (blankOrControl(input.lastName)) return { field: "lastName", key: "last_name_invalid" };
  if (length(input.lastName) > NAME_MAX) return { field: "lastName", key: "last_name_too_long" };
  if (input.sex !== "F" && input.sex !== "M") return { field: "sex", key: "sex_invalid" };
  const category = resolveCategory(input.birthDate, input.category);
  // A year no category takes is the date's fault; a missing or wrong choice is the category's (lib/cup/refusals.ts).
  if ("key" in category) return { field: REFUSALS[category.key] ?? "category", key: category.key };
  const known = categories.find((c) => c.key === category.category);
  if (!known || !weightClassesFor(known.key, input.sex).some((w) => w.code === input.weightClass)) {
    return { field: "weightClass", key: "weight_class_not_offered" };
  }
  if (!new RegExp(`^${RECORD_BOOK_PATTERN}$`).test(input.recordBook)) return { field: "recordBook", key: "record_book_invalid" };
  if (input.recordBook.length > RECORD_BOOK_MAX) return { field: "recordBook", key: "record_book_too_long" };
  if (CONTROL.test(input.club)) return { field: "club", key: "club_invalid" };
  if (length(input.club) > CLUB_MAX) return { field: "club", key: "club_too_long" };
  if (!isCountry(input.nationality)) return { field: "nationality", key: "nationality_invalid" };
  return null;
}
