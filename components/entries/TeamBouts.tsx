import { getTranslations } from "next-intl/server";
import { getLocale } from "@/i18n/locale";
import { Corner } from "@/components/cup/Corner";
import { localizedPath } from "@/i18n/paths";
import { intlTag } from "@/i18n/routing";
import { now } from "@/lib/clock/now";
import { edition } from "@/lib/content/edition";
import type { PublicOrder } from "@/lib/cup/order-public";
import { orderText, type Boxer } from "@/lib/cup/order-text";
import { teamBouts } from "@/lib/cup/team-bouts";
import type { Translate } from "@/lib/desk/documents/produced";
import styles from "./TeamBouts.module.css";

/**
 * "When is my fight?": each of the team's boxers with a bout to box, where the day's order holds it (day, session,
 * ring, number), the corner, and an estimated time that moves as results are recorded in that ring; a card keeps its
 * bout once decided, with the result in its last line, until the boxer's next bout is in an order (the card does not
 * become a line on an open page: CLS 0, D104); then the boxers whose next bout is not in an order yet and those with no
 * bout left, and a calendar file of the team's bouts.
 */
export async function TeamBouts({ entryIds, order }: { entryIds: ReadonlySet<string>; order: PublicOrder }) {
  const { placed, notPlaced, out } = teamBouts(entryIds, order.brackets, order.days);
  // Kept while any of the team's boxers is in a published bracket: the last one knocked out changes a line, and the
  // section does not vanish from under the brackets below it.
  if (placed.length === 0 && notPlaced.length === 0 && out.length === 0) return null;
  const locale = await getLocale();
  const t = await getTranslations("Draw.team.bouts");
  const all = (await getTranslations()) as unknown as Translate;
  const boxers = new Map<string, Boxer>(order.brackets.flatMap((b) => [...b.boxers]));
  const text = orderText(all, intlTag[locale], edition.timeZone, boxers);
  const date = new Intl.DateTimeFormat(intlTag[locale], { weekday: "long", day: "numeric", month: "long", timeZone: edition.timeZone });
  const name = (entry: string) => {
    const c = text.corner({ entry });
    return "pending" in c ? "" : c.name;
  };
  const at = now();
  // One line per boxer whose bout is not in an order, and one per boxer with no bout left, in the order of their
  // names: a result that knocks a boxer out changes the words of its line, not the number of lines or their order,
  // so the brackets below do not move on an open page (CLS 0, components/live).
  const lines = [
    ...notPlaced.map((n) => ({ entry: n.entry, text: t("notPlaced", { name: name(n.entry), bracket: text.bracket(n.bracket) }) })),
    ...out.map((o) => ({ entry: o.entry, text: t("out", { name: name(o.entry), bracket: text.bracket(o.bracket) }) })),
  ].sort((a, b) => name(a.entry).localeCompare(name(b.entry)) || a.entry.localeCompare(b.entry));
  return (
    <section aria-labelledby="team-bouts-title" className={styles.bouts}>
      <h3 id="team-bouts-title">{t("title")}</h3>
      <p>{t("text")}</p>
      {placed.length > 0 ? (
        <ul className={styles.list}>
          {placed.map(({ entry, bout, corner, day }) => (
            <li key={bout.id} data-entry={entry} className={styles.item}>
              <p className={styles.name}>
                <strong>{name(entry)}</strong> <span className={styles.detail}>{text.bout(bout)}</span>
              </p>
              <dl className={styles.facts}>
                <div>
                  <dt>{t("when")}</dt>
                  <dd>
                    {t("whenValue", {
                      day: date.format(new Date(`${day.date}T12:00:00Z`)),
                      session: bout.session,
                      // A decided bout: when its result was recorded, in the same words, so the row keeps its width.
                      time: text.time(bout.result?.recordedAt ? new Date(bout.result.recordedAt) : (bout.estimate ?? at)),
                    })}
                  </dd>
                </div>
                <div>
                  <dt>{t("ring")}</dt>
                  <dd>{bout.ring}</dd>
                </div>
                <div>
                  <dt>{t("bout")}</dt>
                  <dd>{bout.number}</dd>
                </div>
                <div>
                  <dt>{t("corner")}</dt>
                  <dd>
                    <Corner colour={corner} label={all(`Order.${corner}`)} />
                  </dd>
                </div>
                <div className={styles.result}>
                  <dt>{t("result")}</dt>
                  <dd data-result>
                    {!bout.result
                      ? t("toBox")
                      : bout.result.winner === null
                        ? t("noWinner")
                        : t(bout.result.winner === entry ? "won" : "lost", { method: all(`Draw.methods.${bout.result.method}`) })}
                  </dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      ) : null}
      {lines.length > 0 ? (
        <ul className={styles.notPlaced}>
          {lines.map((line) => (
            <li key={line.entry}>{line.text}</li>
          ))}
        </ul>
      ) : null}
      {placed.length > 0 ? (
        <p className={styles.calendar}>
          <a href={localizedPath(locale, "/dashboard/entries/bouts.ics")} download>
            {t("calendar")}
          </a>
        </p>
      ) : null}
    </section>
  );
}
