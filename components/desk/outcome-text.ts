import { getTranslations } from "next-intl/server";
import { DRAW_REFUSALS } from "@/lib/desk/draws";

/** The outcomes of the desk's draw actions that report something done (a notice, not an alert). */
const DONE = ["drawn", "published", "recorded", "corrected"] as const;
export const DONE_OUTCOMES: readonly string[] = DONE;

const SENTENCES = [...DONE, "failed", "draw_changed", "already_drawn", ...DRAW_REFUSALS] as const;
const hasSentence = (outcome: string): outcome is (typeof SENTENCES)[number] => (SENTENCES as readonly string[]).includes(outcome);

/**
 * The sentence for an outcome, in the page's language (messages: Desk.draw.notices). A refusal key this desk has no
 * sentence for yet (a newer migration's) is named as it is: the organiser learns the database refused, and why in
 * its own word, instead of being told to try again.
 */
export async function outcomeText(outcome: string): Promise<string> {
  const t = await getTranslations("Desk.draw.notices");
  return hasSentence(outcome) ? t(outcome) : t("unknownRefusal", { key: outcome });
}
