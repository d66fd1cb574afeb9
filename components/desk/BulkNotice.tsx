import { getTranslations } from "next-intl/server";
import { getLocale } from "@/i18n/locale";
import { bracketTitle } from "@/lib/cup/bracket-names";
import { bracketSlug } from "@/lib/cup/bracket-slug";
import { refusalText } from "@/lib/cup/refusal-text";
import { reportFrom } from "@/lib/desk/bulk-draw";
import styles from "./Notice.module.css";
import own from "./BulkNotice.module.css";

type Props = { params: Record<string, string | string[] | undefined> };

/**
 * What the last bulk step did, from its address: how many brackets were drawn or published, then, per refusal, why
 * in the page's language and which brackets (the others were done all the same). Announced to screen readers.
 */
export async function BulkNotice({ params }: Props) {
  const report = reportFrom(params);
  if (!report) return null;
  const t = await getTranslations("Desk.draw");
  const name = await bracketTitle();
  const refused = report.refused.reduce((sum, r) => sum + r.brackets.length, 0);
  const locale = await getLocale();
  const reasons = await Promise.all(report.refused.map(async (r) => ({ ...r, sentence: await refusalText(locale, "organiser", r.key) })));
  return (
    <div id="notice" className={own.notices}>
      <p role="status" className={`${styles.notice} ${styles.done}`}>
        {t(`bulk.${report.step}`, { count: report.done })}
      </p>
      {refused > 0 ? (
        <div role="alert" className={`${styles.notice} ${styles.refused}`}>
          <p>{t(report.step === "drawn" ? "bulk.notDrawn" : "bulk.notPublished", { count: refused })}</p>
          <ul className={own.list}>
            {reasons.map(({ key, brackets, sentence }) => (
              <li key={key}>
                {sentence}
                <ul>
                  {brackets.map((b) => (
                    <li key={bracketSlug(b)}>{name(b)}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
