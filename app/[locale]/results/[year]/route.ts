import { getTranslations } from "next-intl/server";
import { isLocale, intlTag, routing } from "@/i18n/routing";
import { edition } from "@/lib/content/edition";
import { loadPublishedOrNone } from "@/lib/cup/published";
import { resultsComplete, resultsPdf } from "@/lib/cup/results-pdf";
import type { Translate } from "@/lib/desk/documents/produced";

// The edition's results document, public like the earlier editions' PDFs: produced from the recorded results once
// every published bracket is decided to its final (a 404 until then), and regenerated with the public pages.
export const revalidate = 15;
export const dynamicParams = false;

// A route handler has no layout above it to give the language: both params are listed here.
export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale, year: String(edition.year) }));
}

export async function GET(_request: Request, { params }: RouteContext<"/[locale]/results/[year]">) {
  const { locale } = await params;
  const brackets = await loadPublishedOrNone();
  if (!isLocale(locale) || !resultsComplete(brackets)) return new Response("Not found", { status: 404 });
  const t = (await getTranslations({ locale })) as unknown as Translate;
  const pdf = await resultsPdf(brackets, t, intlTag[locale]);
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="porto-box-cup-${edition.year}-results.pdf"`,
    },
  });
}
