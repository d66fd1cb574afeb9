import { notFound } from "next/navigation";
import { locale as rootLocale } from "next/root-params";
import { getRequestConfig } from "next-intl/server";
import { now } from "@/lib/clock/now";
import { requestConfig } from "./request-config";
import { localeOfTag } from "./routing";

export default getRequestConfig(async ({ locale }) => {
  const resolved = localeOfTag(locale ?? (await rootLocale()));
  if (!resolved) notFound();
  return {
    ...(await requestConfig(resolved)),
    // next-intl's own "now" (relative times) is the site's clock too, so a chosen date for QA moves it as well.
    now: now(),
  };
});
