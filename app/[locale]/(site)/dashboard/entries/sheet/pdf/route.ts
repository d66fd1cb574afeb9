import { getTranslations } from "next-intl/server";
import { entrySheet } from "@/components/entries/sheet-lines";
import { intlTag, isLocale } from "@/i18n/routing";
import { now } from "@/lib/clock/now";
import { edition } from "@/lib/content/edition";
import { entrySheetPdf } from "@/lib/cup/entry-sheet-pdf";
import type { Translate } from "@/lib/desk/documents/produced";
import { readTeamEntries } from "@/lib/supabase/entries";

const noStore = { "Cache-Control": "private, no-store" };

/**
 * The team entry sheet as a PDF download in the page's language, built on the server like the desk's documents.
 * proxy.ts lets only a signed-in team reach /dashboard/*; the entries are read as that team, so row-level security
 * gives it its own and nobody else's, and the file is never stored by a shared cache.
 */
export async function GET(_request: Request, { params }: RouteContext<"/[locale]/dashboard/entries/sheet/pdf">) {
  const { locale } = await params;
  if (!isLocale(locale)) return new Response("Not found", { status: 404, headers: noStore });
  const data = await readTeamEntries(edition.year);
  if (!data) return new Response("The entries could not be read. Try again in a moment.", { status: 503, headers: noStore });
  const t = (await getTranslations({ locale })) as unknown as Translate;
  const at = now();
  // The day it is produced, in the cup's time zone.
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: edition.timeZone }).format(at);
  const pdf = await entrySheetPdf(entrySheet(data, t, locale, today), t, intlTag[locale], at);
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="porto-box-cup-${edition.year}-entry-sheet.pdf"`,
      ...noStore,
    },
  });
}
