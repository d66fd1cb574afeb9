import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getLocale } from "@/i18n/locale";
import { localizedPath } from "@/i18n/paths";
import { allBrackets, bracketSlug } from "@/lib/cup/bracket-slug";
import { bracketTitle } from "@/lib/cup/bracket-names";
import { loadPublishedOrNone } from "@/lib/cup/published";
import { publicPageMetadata } from "@/lib/seo/metadata";
import empty from "@/components/ui/empty.shared.module.css";
import styles from "./draw.module.css";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Draw.public");
  return publicPageMetadata("/draw", { title: t("indexTitle"), description: t("indexDescription") });
}

/** Every published bracket of the edition, in category, sex and weight order; regenerated like the site's other pages. */
export default async function DrawIndexPage() {
  const locale = await getLocale();
  const t = await getTranslations("Draw.public");
  const title = await bracketTitle();
  const published = await loadPublishedOrNone();
  const order = allBrackets().map(bracketSlug);
  const listed = published
    .map((b) => ({ slug: bracketSlug(b), title: title(b) }))
    .sort((a, b) => order.indexOf(a.slug) - order.indexOf(b.slug));
  return (
    <div className={styles.body}>
      <h1>{t("indexTitle")}</h1>
      <p>{t("indexText")}</p>
      <p>
        <a href={localizedPath(locale, "/today")}>{t("todayLink")}</a>
      </p>
      {listed.length === 0 ? (
        <p className={empty.empty}>{t("noneYet")}</p>
      ) : (
        <ul className={styles.list}>
          {listed.map((b) => (
            <li key={b.slug}>
              <a href={localizedPath(locale, `/draw/${b.slug}`)}>{b.title}</a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
