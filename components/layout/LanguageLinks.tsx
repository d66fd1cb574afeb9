"use client";

import { usePathname } from "next/navigation";
import { useEffect, type MouseEvent } from "react";
import { languageName, routing, publicLocaleCode, type Locale } from "@/i18n/routing";
import { localizedPath, routeOf, stripLocalePrefix } from "@/i18n/paths";
import { hasLocaleCookie, rememberLocale, storedLocale } from "@/i18n/preference";
import styles from "./LanguageLinks.module.css";

type Props = {
  locale: Locale;
  label: string;
};

function goTo(locale: Locale) {
  const { pathname, search, hash } = window.location;
  const target = localizedPath(locale, stripLocalePrefix(pathname));
  window.location.assign(target + search + hash);
}

/**
 * The language selector: one link per language to this page in that language. A page changes only when a link
 * is followed (WCAG 3.2.2): a <select> that switched on change navigated as soon as ArrowDown moved through
 * its options. Links work without JavaScript too; with it, a click also remembers the choice (docs/product.md
 * §9) and keeps the query and the hash.
 */
export function LanguageLinks({ locale, label }: Props) {
  const route = routeOf(usePathname());

  // A returning visitor whose cookie is gone but whose browser storage remembers a language (docs/product.md §9 order).
  useEffect(() => {
    if (hasLocaleCookie()) return;
    const preferred = storedLocale();
    if (!preferred) return;
    rememberLocale(preferred);
    if (preferred !== locale) goTo(preferred);
  }, [locale]);

  const choose = (event: MouseEvent<HTMLAnchorElement>, chosen: Locale) => {
    rememberLocale(chosen);
    // A new tab or window opens the link's own address; this page stays as it is.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (chosen !== locale) goTo(chosen);
  };

  return (
    <nav aria-label={label}>
      <ul className={styles.list}>
        {routing.locales.map((code) => (
          <li key={code}>
            <a
              href={localizedPath(code, route)}
              hrefLang={code}
              lang={code}
              aria-current={code === locale ? "true" : undefined}
              className={styles.link}
              onClick={(event) => choose(event, code)}
            >
              {publicLocaleCode[code].toUpperCase()}
              <span className={styles.name}> · {languageName[code]}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
