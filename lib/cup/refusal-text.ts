import "server-only";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import type { EntryInput } from "@/lib/validation/entry";
import { refusalValues } from "./refusal-values";
import { refusalPath, type Audience, type RefusalKey } from "./refusals";

/**
 * A refusal's sentence in the page's language, formatted on the server (the browser gets text, not the messages):
 * the audience's own wording where there is one (`Refusals.<audience>.<key>`), else the one every reader shares
 * (`Refusals.<key>`). What it quotes comes from what was sent, so a refusal keeps describing that request.
 */
export async function refusalText(locale: Locale, audience: Audience, key: RefusalKey, sent: EntryInput | null = null): Promise<string> {
  const t = await getTranslations({ locale, namespace: "Refusals" });
  // A key chosen at run time, which the typed translator cannot check: tests/unit/refusals.test.ts holds every key
  // to a sentence for every audience in every language, formatted with these values.
  const say = t as unknown as { (path: string, values: ReturnType<typeof refusalValues>): string; has(path: string): boolean };
  return say(
    refusalPath(audience, key, (path) => say.has(path)),
    refusalValues(key, sent),
  );
}
