"use server";

import { revalidatePath, updateTag } from "next/cache";
import { notFound, redirect } from "next/navigation";
import { isLocale, routing } from "@/i18n/routing";
import { safeNextPath } from "@/lib/auth/safe-next-path";
import { ROUNDS, type Round } from "@/lib/cup/fight-days";
import { PUBLISHED_TAG } from "@/lib/cup/published";
import { organiserClient } from "@/lib/desk/access";
import { correctWeighIn } from "@/lib/desk/corrections";
import { recordAbsences, recordWeighIn, type WeighInOutcome } from "@/lib/desk/weigh-ins";
import { absenceSays, weighInSays, writeKey } from "@/lib/offline/write-key";
import { parseWeight } from "@/lib/weigh-in/weight";

/** The organiser's client and the form's fight day; a 404 for anyone else or an unknown day. */
async function context(form: FormData) {
  const client = await organiserClient();
  const day = String(form.get("day") ?? "") as Round;
  if (!client || !ROUNDS.includes(day)) notFound();
  return { client, day };
}

const text = (form: FormData, name: string) => String(form.get(name) ?? "").trim() || null;

/**
 * Back to the scale's page with the outcome for its notice and the boxer it was about (works without JavaScript). A
 * refused weight brings back what was typed, so nothing is lost. A weigh-in may have written a walkover: the public
 * brackets, the portal and the results are refreshed at once, as after a result.
 */
function back(form: FormData, outcome: WeighInOutcome, kept: Record<string, string> = {}): never {
  if (outcome === "weighed" || outcome === "corrected" || outcome === "absent") {
    updateTag(PUBLISHED_TAG);
    revalidatePath("/[locale]/draw", "page");
    revalidatePath("/[locale]/draw/[bracket]", "page");
    revalidatePath("/[locale]/dashboard", "layout");
  }
  const path = safeNextPath(String(form.get("back") ?? "")) ?? "/desk/weigh-in";
  const url = new URL(path, "http://desk");
  url.searchParams.set("outcome", outcome);
  for (const [name, value] of Object.entries(kept)) url.searchParams.set(name, value);
  const entry = text(form, "entry");
  redirect(`${url.pathname}${url.search}#${entry ? `boxer-${entry}` : "notice"}`);
}

/**
 * The form's weighing, with its key: the one it was rendered with made one with what it says, a correction's reason and
 * revision included, as the outbox makes it (D111); a fresh key for a hand-made request without one.
 */
async function weighing(form: FormData, kind: "weigh-in" | "weigh-in-correction") {
  const { client, day } = await context(form);
  const typed = String(form.get("weight") ?? "");
  // The page's language comes with the form: a server action has no route to read it from.
  const locale = String(form.get("locale") ?? "");
  const parsed = parseWeight(typed, isLocale(locale) ? locale : routing.defaultLocale);
  const entry = text(form, "entry") ?? "";
  const note = text(form, "note");
  // What was typed comes back with the refusal: the weight, the note and the reason.
  const kept = { for: entry, typed, ...(note ? { note } : {}), ...(text(form, "correction") ? { reason: text(form, "correction")! } : {}) };
  if (!parsed.ok) back(form, parsed.error, kept);
  const said = { entry, day, kg: parsed.kg, fit: form.get("fit") === "yes", note };
  const revision = kind === "weigh-in" ? null : revisionOf(form);
  const reason = kind === "weigh-in" ? null : text(form, "correction");
  const formKey = text(form, "key");
  const key = formKey ? await writeKey(formKey, kind, weighInSays(said, reason, revision)) : crypto.randomUUID();
  const weighIn = { ...said, scale: text(form, "scale"), key };
  return { client, weighIn, kept, revision };
}

function revisionOf(form: FormData): number | null {
  const revision = Number(text(form, "revision") ?? Number.NaN);
  return Number.isInteger(revision) ? revision : null;
}

export async function weighAction(form: FormData): Promise<void> {
  const { client, weighIn, kept } = await weighing(form, "weigh-in");
  const outcome = await recordWeighIn(client, weighIn);
  back(form, outcome, outcome === "weighed" ? { for: weighIn.entry } : kept);
}

export async function correctWeighInAction(form: FormData): Promise<void> {
  const { client, weighIn, kept, revision } = await weighing(form, "weigh-in-correction");
  const outcome = await correctWeighIn(client, weighIn, text(form, "correction"), revision);
  back(form, outcome, outcome === "corrected" ? { for: weighIn.entry } : kept);
}

export async function absentAction(form: FormData): Promise<void> {
  const { client, day } = await context(form);
  if (form.get("confirm") !== "yes") back(form, "confirm_required");
  const entries = String(form.get("absent") ?? "")
    .split(" ")
    .filter(Boolean);
  // One key per form, made one with each boxer and the day (D111): the same confirmation sent twice is stored once.
  const formKey = text(form, "key");
  const keys = await Promise.all(
    entries.map((entry) => (formKey ? writeKey(formKey, "absence", absenceSays(entry, day)) : crypto.randomUUID())),
  );
  back(form, await recordAbsences(client, day, entries, keys));
}
