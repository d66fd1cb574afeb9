import { getTranslations } from "next-intl/server";
import { getLocale } from "@/i18n/locale";
import { edition } from "@/lib/content/edition";
import type { Category } from "@/lib/content/categories";
import { Section } from "./Section";
import { landingFormat, type LandingFormat } from "./format";
import styles from "./Categories.module.css";

type T = Awaited<ReturnType<typeof getTranslations<"Categories">>>;

function gloves(t: T, c: Category) {
  return "heavierOz" in c.gloves
    ? t("glovesSplit", { oz: c.gloves.oz, heavierOz: c.gloves.heavierOz, kg: c.gloves.limitKg })
    : t("gloves", { oz: c.gloves.oz });
}

type CardProps = { t: T; c: Category; fmt: LandingFormat; consentForm: React.ReactNode };

function CategoryCard({ t, c, fmt, consentForm }: CardProps) {
  // The regulation's §8 list, in its order; minors also bring the signed consent form, linked here.
  const bring = [
    { key: "id", item: t("bring.id") },
    { key: "recordBook", item: t("bring.recordBook") },
    { key: "kits", item: t("bring.kits") },
    { key: "coach", item: t("bring.coach") },
    ...(c.minor ? [{ key: "consent", item: consentForm }] : []),
  ];
  return (
    <li className={styles.card}>
      <p className={styles.international}>{t(`cards.${c.key}.international`)}</p>
      <h3 className={styles.name}>{t(`cards.${c.key}.name`)}</h3>
      <p className={styles.who}>{t(`cards.${c.key}.who`)}</p>
      <dl className={styles.facts}>
        <div>
          <dt>{t("born")}</dt>
          <dd>{`${c.bornFrom}–${c.bornTo}`}</dd>
        </div>
        <div>
          <dt>{t("ages")}</dt>
          <dd>{t("ageRange", { min: c.minAge, max: c.maxAge })}</dd>
        </div>
        <div className={styles.wide}>
          <dt>{t("rounds")}</dt>
          <dd>{t("roundsValue", { rounds: c.rounds, minutes: fmt.number(c.roundSeconds / 60) })}</dd>
        </div>
        <div className={styles.wide}>
          <dt>{t("glovesLabel")}</dt>
          <dd>{gloves(t, c)}</dd>
        </div>
      </dl>
      <h4 className={styles.bringTitle}>{t("bring.title")}</h4>
      <ul className={styles.bring}>
        {bring.map(({ key, item }) => (
          <li key={key}>{item}</li>
        ))}
      </ul>
    </li>
  );
}

export async function Categories() {
  const locale = await getLocale();
  const t = await getTranslations("Categories");
  const tl = await getTranslations("Landing");
  const fmt = landingFormat(locale);
  const consentForm = t.rich("bring.consent", {
    form: (chunks) => (
      <a href={edition.consentForms[locale]} target="_blank" rel="noopener noreferrer" hrefLang={locale} type="application/pdf">
        {chunks}
        <span className="visually-hidden"> {tl("newTab")}</span>
      </a>
    ),
  });

  return (
    <Section id="categories" title={t("title")} intro={t("description", { year: edition.year })}>
      <ul className={styles.cards}>
        {edition.categories.map((c) => (
          <CategoryCard key={c.key} t={t} c={c} fmt={fmt} consentForm={consentForm} />
        ))}
      </ul>

      <div className={styles.regulation}>
        <div className={styles.regulationText}>
          <h3 className={styles.regulationTitle}>{t("regulation.title")}</h3>
          <p className={styles.rulebook}>
            {t("regulation.rulebook", { rulebook: edition.rulebook.name, date: fmt.date(edition.rulebook.effective) })}
          </p>
        </div>
        <ul className={styles.pdfs}>
          {edition.regulationPdfs.map((pdf) => (
            <li key={pdf.lang}>
              <a
                href={pdf.href}
                target="_blank"
                rel="noopener noreferrer"
                hrefLang={pdf.lang}
                type="application/pdf"
                className={styles.pdf}
              >
                <span aria-hidden="true" className={styles.pdfIcon}>
                  PDF
                </span>
                {t(`regulation.links.${pdf.lang}`)}
                <span className="visually-hidden"> {tl("newTab")}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
