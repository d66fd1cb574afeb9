import { getLocale as getFormattingLocale } from "next-intl/server";
import { localeOfTag, type Locale } from "./routing";

/**
 * The page's language on the server (`pt`: routes, message files, `<html lang>`). next-intl's own `getLocale()`
 * answers the tag it formats with (`pt-PT`, i18n/request-config.ts), which is no routing locale.
 */
export async function getLocale(): Promise<Locale> {
  const tag = await getFormattingLocale();
  const locale = localeOfTag(tag);
  if (!locale) throw new Error(`next-intl's locale ${tag} is none of the site's`);
  return locale;
}
