import { useLocale as useFormattingLocale } from "next-intl";
import { localeOfTag, type Locale } from "./routing";

/** The page's language in a component (`pt`), where next-intl's `useLocale()` answers the tag it formats with (`pt-PT`). */
export function useLocale(): Locale {
  const tag = useFormattingLocale();
  const locale = localeOfTag(tag);
  if (!locale) throw new Error(`next-intl's locale ${tag} is none of the site's`);
  return locale;
}
