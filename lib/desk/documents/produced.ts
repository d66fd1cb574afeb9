import type { Produced } from "../model";

/** A translator of the whole message tree, as next-intl's `getTranslations()` or `createTranslator` return. */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** "25 Nov 2026, 12:40": when a document was produced, in the desk's language and the cup's time zone. */
export function producedAt(produced: Produced): string {
  return new Intl.DateTimeFormat(produced.locale, { dateStyle: "medium", timeStyle: "short", timeZone: produced.timeZone }).format(
    produced.at,
  );
}

/** The line every document carries on its cover and on every page: which edition, and when it was produced. */
export function producedLine(t: Translate, produced: Produced): string {
  return t("Desk.documents.produced", { edition: produced.edition, at: producedAt(produced) });
}
