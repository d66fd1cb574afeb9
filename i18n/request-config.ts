import { intlTag, publicLocaleCode, type Locale } from "./routing";

/**
 * What next-intl formats a page's messages with: the locale's Intl tag, not the routing locale. Plural rules,
 * numbers and dates follow the tag, and `pt` alone is Brazilian Portuguese, whose "one" covers 0 ("0 atleta
 * inscrito"); European Portuguese (`pt-PT`) takes the plural for 0. Kept apart from i18n/request.ts so that a test
 * formats every message exactly as the site does (tests/unit/plurals.test.ts).
 */
export async function requestConfig(locale: Locale) {
  return {
    locale: intlTag[locale],
    timeZone: "Europe/Lisbon",
    messages: (await import(`../messages/${publicLocaleCode[locale]}.json`)).default as Record<string, unknown>,
  };
}
