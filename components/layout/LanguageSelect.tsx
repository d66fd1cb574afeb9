"use client";

import { useEffect, type ChangeEvent } from "react";
import { languageName, routing, publicLocaleCode, type Locale } from "@/i18n/routing";
import { localizedPath, stripLocalePrefix } from "@/i18n/paths";
import { hasLocaleCookie, rememberLocale, storedLocale } from "@/i18n/preference";
import styles from "./LanguageSelect.module.css";

type Props = {
  locale: Locale;
  label: string;
};

function goTo(locale: Locale) {
  const { pathname, search, hash } = window.location;
  const target = localizedPath(locale, stripLocalePrefix(pathname));
  window.location.assign(target + search + hash);
}

export function LanguageSelect({ locale, label }: Props) {
  // A returning visitor whose cookie is gone but whose browser storage remembers a language (docs/product.md §9 order).
  useEffect(() => {
    if (hasLocaleCookie()) return;
    const preferred = storedLocale();
    if (!preferred) return;
    rememberLocale(preferred);
    if (preferred !== locale) goTo(preferred);
  }, [locale]);

  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = event.target.value as Locale;
    rememberLocale(next);
    if (next !== locale) goTo(next);
  };

  return (
    <label className={styles.wrapper}>
      <span className="visually-hidden">{label}</span>
      <select className={styles.select} value={locale} onChange={onChange} aria-label={label}>
        {routing.locales.map((code) => (
          <option key={code} value={code} lang={code}>
            {publicLocaleCode[code].toUpperCase()} · {languageName[code]}
          </option>
        ))}
      </select>
    </label>
  );
}
