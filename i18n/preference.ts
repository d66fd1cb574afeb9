import { parsePublicLocale, publicLocaleCode, type Locale } from "@/i18n/routing";

/** next-intl's cookie: the proxy reads it on unprefixed paths, so the choice holds on the next visit. */
export const LOCALE_COOKIE = "NEXT_LOCALE";
/** docs/product.md §9: the choice is cached in local storage. */
export const LOCALE_STORAGE_KEY = "lng";
const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

export function rememberLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, publicLocaleCode[locale]);
  } catch {
    // Storage can be disabled (private mode, policies); the cookie still carries the choice.
  }
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
}

/** The stored preference in docs/product.md §9 order after cookie: local storage, then session storage. */
export function storedLocale(): Locale | null {
  for (const storage of ["localStorage", "sessionStorage"] as const) {
    try {
      const found = parsePublicLocale(window[storage].getItem(LOCALE_STORAGE_KEY));
      if (found) return found;
    } catch {
      // Unavailable storage counts as no preference.
    }
  }
  return null;
}

export function hasLocaleCookie(): boolean {
  return document.cookie.split(";").some((c) => c.trim().startsWith(`${LOCALE_COOKIE}=`));
}
