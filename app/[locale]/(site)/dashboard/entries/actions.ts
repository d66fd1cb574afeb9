"use server";

import { redirect } from "next/navigation";
import { localizedPath } from "@/i18n/paths";
import { isLocale, type Locale } from "@/i18n/routing";
import { edition } from "@/lib/content/edition";
import { refusalText } from "@/lib/cup/refusal-text";
import type { Refusal } from "@/lib/cup/refusals";
import type { EntryFormState, NoticeParam, SaidRefusal, WithdrawState } from "./form-state";
import { addEntry, updateEntry, withdrawEntry, type WriteOutcome } from "@/lib/supabase/entries";
import { EMPTY_ENTRY, trimEntry, validateEntry, type EntryInput } from "@/lib/validation/entry";

/**
 * The entries page's forms, as server actions so they work before (or without) JavaScript. A refusal comes back
 * with everything typed and its sentence, written here from what was sent (so it keeps describing that request
 * while the coach edits the fields); a success goes back to the list, which says what happened (the database
 * decides whether the boxer is entered or waiting).
 */
function valuesOf(form: FormData): EntryInput {
  return Object.fromEntries(Object.keys(EMPTY_ENTRY).map((key) => [key, String(form.get(key) ?? "")])) as EntryInput;
}

const localeOf = (form: FormData): Locale => {
  const locale = form.get("locale");
  return isLocale(locale) ? locale : "en";
};

function listPath(form: FormData, notice: NoticeParam, id: string): string {
  return `${localizedPath(localeOf(form), "/dashboard/entries")}?${notice}=${encodeURIComponent(id)}`;
}

async function said(form: FormData, refusal: Refusal, sent: EntryInput | null): Promise<SaidRefusal> {
  return { ...refusal, message: await refusalText(localeOf(form), "team", refusal.key, sent) };
}

async function save(form: FormData, notice: NoticeParam, write: (input: EntryInput) => Promise<WriteOutcome>): Promise<EntryFormState> {
  const values = valuesOf(form);
  const issue = validateEntry(values);
  if (issue) return { values, refusal: await said(form, issue, values) };
  const result = await write(trimEntry(values));
  if ("refusal" in result) return { values, refusal: await said(form, result.refusal, values) };
  redirect(listPath(form, notice, result.entry.id));
}

export async function addEntryAction(_previous: EntryFormState, form: FormData): Promise<EntryFormState> {
  return save(form, "added", (input) => addEntry(edition.year, input));
}

export async function updateEntryAction(id: string, _previous: EntryFormState, form: FormData): Promise<EntryFormState> {
  return save(form, "updated", (input) => updateEntry(id, input));
}

export async function withdrawEntryAction(id: string, _previous: WithdrawState, form: FormData): Promise<WithdrawState> {
  const result = await withdrawEntry(id);
  if ("refusal" in result) return { refusal: await said(form, result.refusal, null) };
  redirect(listPath(form, "withdrawn", id));
}
