import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { parsePublicLocale, publicLocaleCode, routing } from "@/i18n/routing";
import { edition } from "@/lib/content/edition";
import { venueAddress } from "@/lib/content/contact";
import { localizedPath } from "@/i18n/paths";
import { buildCalendar } from "@/lib/calendar/ics";
import { now } from "@/lib/clock/now";
import { absoluteUrl, siteUrl } from "@/lib/seo/site";

// Built once per language at `next build` (/calendar/en|pt|esp/porto-box-cup.ics) and served as a file.
export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ lang: publicLocaleCode[locale] }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ lang: string }> }) {
  const locale = parsePublicLocale((await params).lang);
  if (!locale) notFound();
  const t = await getTranslations({ locale, namespace: "Info.schedule.days" });
  const place = await getTranslations({ locale, namespace: "Places" });
  const name = `${edition.name} ${edition.year}`;
  const pageUrl = absoluteUrl(localizedPath(locale, "/"));
  const location = `${place("venue")}, ${venueAddress.street}, ${venueAddress.postalCode} ${place("city")}, ${place("country")}`;
  const host = new URL(siteUrl).hostname;

  const calendar = buildCalendar(
    edition.schedule.map((day) => ({
      uid: `${edition.year}-${day.key}@${host}`,
      start: day.start,
      end: day.end,
      summary: `${name} · ${t(`${day.key}.title`)}`,
      description: `${t(`${day.key}.detail`)}\n${pageUrl}`,
      location,
      url: pageUrl,
    })),
    { name, stamp: now() },
  );

  return new Response(calendar, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="porto-box-cup-${edition.year}.ics"`,
    },
  });
}
