import "server-only";
import { getTranslations } from "next-intl/server";
import { intlTag, type Locale } from "@/i18n/routing";
import { refusalText } from "@/lib/cup/refusal-text";
import type { RefusalKey } from "@/lib/cup/refusals";
import type { OutboxText } from "./Outbox";

/** The refusals a queued weigh-in or result, or its correction, can meet (the rules of docs/cup.md §11, §13). */
const QUEUED_REFUSALS: RefusalKey[] = [
  "bout_already_recorded",
  "bout_not_ready",
  "winner_not_in_bout",
  "draw_not_published",
  "weigh_in_recorded",
  "no_bout_that_day",
  "weight_out_of_range",
  "weight_precision",
  "medical_required",
  "weight_empty",
  "weight_format",
  "correction_blocked",
  "weigh_in_correction_reason",
  "not_found",
  "not_allowed",
  "unavailable",
];

/** The outbox's words and the refusals' sentences, in the desk's language, for the client component. */
export async function outboxText(locale: Locale): Promise<{ text: OutboxText; refusals: Record<string, string>; locale: string }> {
  const t = await getTranslations({ locale, namespace: "Desk.outbox" });
  const keys = [
    "label",
    "online",
    "offline",
    "waiting",
    "lastSync",
    "never",
    "refused",
    "correct",
    "dismiss",
    "signOut",
    "notKept",
  ] as const;
  const text = Object.fromEntries(keys.map((k) => [k, t.raw(k) as string])) as OutboxText;
  const sentences = await Promise.all(QUEUED_REFUSALS.map(async (key) => [key, await refusalText(locale, "organiser", key)] as const));
  return { text, refusals: Object.fromEntries(sentences), locale: intlTag[locale] };
}
