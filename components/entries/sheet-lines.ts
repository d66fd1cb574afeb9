import { intlTag, type Locale } from "@/i18n/routing";
import { categories } from "@/lib/content/categories";
import { countryIn } from "@/lib/content/country-name";
import { groupByBracket } from "@/lib/cup/entries";
import type { Translate } from "@/lib/desk/documents/produced";
import type { EntrySheet } from "@/lib/cup/entry-sheet-pdf";
import type { TeamEntries } from "@/lib/supabase/entries";
import { entryDates } from "./dates";

const MINOR = new Set<string>(categories.filter((c) => c.minor).map((c) => c.key));

/**
 * The family name in capitals, except Georgian letters: their capitals (Mtavruli, Unicode 11) are a display style
 * most fonts lack, DejaVu Sans included, so the PDF would print empty boxes; names are written in Mkhedruli.
 */
const familyName = (name: string, tag: string) => name.replace(/[^\u10d0-\u10ff]+/gu, (part) => part.toLocaleUpperCase(tag));

/**
 * The team entry sheet as its page and its PDF print it (app/[locale]/(site)/dashboard/entries/sheet/): the team and its boxers still in the cup
 * (entered or waiting), in the edition's bracket order. `t` translates the whole message tree; `today` is the day
 * it is produced (yyyy-mm-dd, the cup's time zone).
 */
export function entrySheet(data: TeamEntries, t: Translate, locale: Locale, today: string): EntrySheet {
  const dates = entryDates(locale);
  const country = (english: string | null) => (english ? countryIn(intlTag[locale], english) : "");
  const lines = groupByBracket(data.entries, data.brackets).flatMap(({ bracket, entries }) =>
    entries
      .filter((entry) => entry.status !== "withdrawn")
      .map((entry) => ({
        id: entry.id,
        name: `${familyName(entry.lastName, intlTag[locale])}, ${entry.firstName}`,
        minor: MINOR.has(entry.category),
        born: dates.numeric(entry.birthDate),
        category: `${t(`Categories.cards.${entry.category}.name`)} · ${t(`Entries.form.sexGroup.${entry.sex}`)}`,
        weight: `${bracket.label} kg`,
        recordBook: entry.recordBook,
        club: entry.club,
        nationality: country(entry.nationality),
        status:
          entry.status === "waiting"
            ? t("EntrySheet.status.waiting", { position: entry.waitingPosition ?? 0 })
            : t("EntrySheet.status.entered"),
      })),
  );
  return { team: data.team.name, country: country(data.team.country), produced: dates.long(today), lines };
}
