import { getTranslations } from "next-intl/server";
import { contactEmail } from "@/lib/content/contact";
import { termsSections } from "@/lib/content/terms";
import styles from "./TermsSections.module.css";

export async function TermsSections() {
  const t = await getTranslations("Terms");
  return (
    <div className={styles.layout}>
      <nav className={styles.toc} aria-label={t("sectionsLabel")}>
        <ol>
          {termsSections.map((id, index) => (
            <li key={id}>
              <a href={`#terms-${id}`}>
                <span className={styles.tocNumber}>{index}</span> {t(`sections.${id}.subtitle`)}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className={styles.sections}>
        {termsSections.map((id, index) => (
          <section key={id} id={`terms-${id}`} className={styles.section} aria-labelledby={`terms-${id}-title`}>
            <h2 id={`terms-${id}-title`} className={styles.subtitle}>
              <span className={styles.number}>{index}</span> {t(`sections.${id}.subtitle`)}
            </h2>
            {t.rich(`sections.${id}.text`, {
              email: contactEmail,
              p: (chunks) => <p>{chunks}</p>,
              b: (chunks) => <strong>{chunks}</strong>,
              mail: (chunks) => <a href={`mailto:${contactEmail}`}>{chunks}</a>,
            })}
          </section>
        ))}
      </div>
    </div>
  );
}
