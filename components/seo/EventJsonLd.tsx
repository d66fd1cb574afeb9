import { getTranslations } from "next-intl/server";
import { getLocale } from "@/i18n/locale";
import { isLocale, routing } from "@/i18n/routing";
import { currentCalendar } from "@/lib/calendar/current";
import { sportsEventJsonLd } from "@/lib/seo/event";

/** The landing page's SportsEvent structured data, in the page's language (server-rendered, no JS shipped). */
export async function EventJsonLd() {
  const current = await getLocale();
  const locale = isLocale(current) ? current : routing.defaultLocale;
  const t = await getTranslations({ locale, namespace: "Meta" });
  const place = await getTranslations({ locale, namespace: "Places" });
  // `<` is escaped so no text in the data can close the script element.
  const json = JSON.stringify(sportsEventJsonLd(locale, t("description"), place("venue"), currentCalendar().phase)).replace(
    /</g,
    "\\u003c",
  );
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
