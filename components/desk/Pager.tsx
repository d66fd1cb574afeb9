import { getTranslations } from "next-intl/server";
import styles from "./Pager.module.css";

type Props = {
  page: number;
  pages: number;
  /** The address of a page, with the list's filter kept (lib/desk/filter-params.ts pageHref). */
  href: (page: number) => string;
};

/**
 * The pages of a long desk list, as plain links: they work without JavaScript, keep the filter in the address,
 * and each is one tab stop. Nothing is shown when everything fits on one page.
 */
export async function Pager({ page, pages, href }: Props) {
  if (pages <= 1) return null;
  const t = await getTranslations("Desk.pager");
  const numbers = Array.from({ length: pages }, (_, i) => i + 1);
  return (
    <nav aria-label={t("label")} className={styles.pager}>
      <ul>
        {page > 1 ? (
          <li>
            <a href={href(page - 1)} rel="prev">
              {t("previous")}
            </a>
          </li>
        ) : null}
        {numbers.map((n) => (
          <li key={n}>
            <a href={href(n)} aria-current={n === page ? "page" : undefined} aria-label={t("page", { n })}>
              {n}
            </a>
          </li>
        ))}
        {page < pages ? (
          <li>
            <a href={href(page + 1)} rel="next">
              {t("next")}
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
