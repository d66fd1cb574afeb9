import { notFound } from "next/navigation";
import { locale as rootLocale } from "next/root-params";
import { getRequestConfig } from "next-intl/server";
import { now } from "@/lib/clock/now";
import { isLocale, publicLocaleCode } from "./routing";

export default getRequestConfig(async ({ locale }) => {
  const resolved = locale ?? (await rootLocale());
  if (!isLocale(resolved)) notFound();
  return {
    locale: resolved,
    timeZone: "Europe/Lisbon",
    // next-intl's own "now" (relative times) is the site's clock too, so a chosen date for QA moves it as well.
    now: now(),
    messages: (await import(`../messages/${publicLocaleCode[resolved]}.json`)).default,
  };
});
