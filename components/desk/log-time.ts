import { getLocale } from "@/i18n/locale";
import { intlTag } from "@/i18n/routing";
import { edition } from "@/lib/content/edition";

/** When a logged change happened, to the second, in the desk's language and the cup's time zone (both logs). */
export async function logTimeFormat(): Promise<Intl.DateTimeFormat> {
  return new Intl.DateTimeFormat(intlTag[await getLocale()], {
    dateStyle: "short",
    timeStyle: "medium",
    timeZone: edition.timeZone,
  });
}
