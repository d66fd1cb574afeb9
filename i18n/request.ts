import { notFound } from "next/navigation";
import { locale as rootLocale } from "next/root-params";
import { getRequestConfig } from "next-intl/server";
import { isLocale, publicLocaleCode } from "./routing";

export default getRequestConfig(async ({ locale }) => {
  const resolved = locale ?? (await rootLocale());
  if (!isLocale(resolved)) notFound();
  return {
    locale: resolved,
    timeZone: "Europe/Lisbon",
    messages: (await import(`../messages/${publicLocaleCode[resolved]}.json`)).default,
  };
});
