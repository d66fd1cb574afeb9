"use server";

import { redirect } from "next/navigation";
import { localizedPath } from "@/i18n/paths";
import { isLocale } from "@/i18n/routing";
import { edition } from "@/lib/content/edition";
import type { Refusal } from "@/lib/cup/refusals";
import { addEntry, updateEntry, withdrawEntry, type WriteOutcome } from "@/lib/supabase/entries";
import { EMPTY_ENTRY, trimEntry, validateEntry, type EntryInput } from "@/lib/validation/entry";

/**
 * The entries page's forms, as server actions so they work before (or without) JavaScript. A refusal comes back
 * with everything typed, for the form to show again with the reason; a success goes back to the list, which
 * says what happened (the database decides whether the boxer is entered or waiting).
 */
export type EntryFormState = { values: EntryInput; refusal: Refusal | null };

function valuesOf(form: FormData): EntryInput {
  return Object.fromEntries(Object.keys(EMPTY_ENTRY).map((key) => [key, String(form.get(key) ?? "")])) as EntryInput;
}

function listPath(form: FormData, notice: string, id: string): string {
  const locale = form.get("locale");
  return `${localizedPath(isLocale(locale) ? locale : "en", "/dashboard/entries")}?${notice}=${encodeURIComponent(id)}`;
}

async function save(form: FormData, notice: string, write: (input: EntryInput) => Promise<WriteOutcome>): Promise<EntryFormState> {
  const values = valuesOf(form);
  const issue = validateEntry(values);
  if (issue) return { values, refusal: issue };
  const result = await write(trimEntry(values));
  if ("refusal" in result) return { values, refusal: result.refusal };
  redirect(listPath(form, notice, result.entry.id));
}

export async function addEntryAction(_previous: EntryFormState, form: FormData): Promise<EntryFormState> {
  return save(form, "added", (input) => addEntry(edition.year, input));
}

export async function updateEntryAction(id: string, _previous: EntryFormState, form: FormData): Promise<EntryFormState> {
  return save(form, "updated", (input) => updateEntry(id, input));
}

export type WithdrawState = { refusal: Refusal | null };

export async function withdrawEntryAction(id: string, _previous: WithdrawState, form: FormData): Promise<WithdrawState> {
  const result = await withdrawEntry(id);
  if ("refusal" in result) return { refusal: result.refusal };
  redirect(listPath(form, "withdrawn", id));
}
