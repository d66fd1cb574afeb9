import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { getLocale } from "@/i18n/locale";
import { Corner } from "@/components/cup/Corner";
import { Reserve } from "@/components/ui/Reserve";
import { localizedPath } from "@/i18n/paths";
import { intlTag } from "@/i18n/routing";
import { now } from "@/lib/clock/now";
import { edition } from "@/lib/content/edition";
import { METHODS } from "@/lib/cup/bracket";
import { fightDayAt, type PublicOrder } from "@/lib/cup/order-public";
import { orderText, type Boxer } from "@/lib/cup/order-text";
import { teamBouts } from "@/lib/cup/team-bouts";
import { teamDay, type DayCard, type LineText, type Where } from "@/lib/cup/team-day";
import type { Translate } from "@/lib/desk/documents/produced";
import styles from "./TeamBouts.module.css";

/**
 * "When is my fight?": each of the team's boxers with a bout to box, where the day's order holds it (day, session,
 * ring, number), the corner, and an estimated time that moves as results are recorded in that ring; then the boxers
 * whose next bout is not in an order yet and those with no bout left, and a calendar file of the team's bouts.
 * On a fight day the cards are today's bouts, kept all day with their result and what follows, and every other boxer
 * has a line as tall as the tallest of its possible words (lib/cup/team-day.ts): a result recorded or corrected at the
 * desk changes words on an open page, never an element's kind or height (CLS 0, docs/decisions.md D113).
 */
export async function TeamBouts({ entryIds, order }: { entryIds: ReadonlySet<string>; order: PublicOrder }) {
  const next = teamBouts(entryIds, order.brackets, order.days);
  // Kept while any of the team's boxers is in a published bracket: the last one knocked out changes a line, and the
  // section does not vanish from under the brackets below it.
  if (next.placed.length === 0 && next.notPlaced.length === 0 && next.out.length === 0) return null;
  const locale = await getLocale();
  const t = await getTranslations("Draw.team.bouts");
  const all = (await getTranslations()) as unknown as Translate;
  const boxers = new Map<string, Boxer>(order.brackets.flatMap((b) => [...b.boxers]));
  const text = orderText(all, intlTag[locale], edition.timeZone, boxers);
  const date = new Intl.DateTimeFormat(intlTag[locale], { weekday: "long", day: "numeric", month: "long", timeZone: edition.timeZone });
  const dayOf = (where: Where) => date.format(new Date(`${where.day.date}T12:00:00Z`));
  const name = (entry: string) => {
    const c = text.corner({ entry });
    return "pending" in c ? "" : c.name;
  };
  const at = now();
  const today = fightDayAt(at);
  const byName = <T extends { entry: string }>(a: T, b: T) => name(a.entry).localeCompare(name(b.entry)) || a.entry.localeCompare(b.entry);

  /** A card's name and its four facts (a decided bout's time is when its result was recorded), and rows after them. */
  const card = (entry: string, { bout, day }: Where, corner: "red" | "blue", rows?: ReactNode) => (
    <li key={entry} data-entry={entry} className={styles.item}>
      <p className={styles.name}>
        <strong>{name(entry)}</strong> <span className={styles.detail}>{text.bout(bout)}</span>
      </p>
      <dl className={styles.facts}>
        <div>
          <dt>{t("when")}</dt>
          <dd>
            {t("whenValue", {
              day: dayOf({ bout, day }),
              session: bout.session,
              time: text.time(bout.estimate ?? (bout.result?.recordedAt ? new Date(bout.result.recordedAt) : at)),
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
        {rows}
      </dl>
    </li>
  );

  let cards: ReactNode[];
  let lines: { entry: string; node: ReactNode }[];
  let calendar = next.placed.length > 0;
  if (today) {
    const day = teamDay(entryIds, order.brackets, order.days, today.date, next);
    // The calendar link stays while any bout of the team's is in an order, decided or not.
    calendar = day.placed;
    // Every text a card's result and next rows may show today, so each row is as tall as its tallest (D113).
    const possible = [
      t("toBox"),
      t("noWinner"),
      ...METHODS.flatMap((m) => [t("won", { method: text.method(m) }), t("lost", { method: text.method(m) })]),
    ];
    const outcome = ({ where: { bout }, outcome }: DayCard) =>
      !bout.result
        ? t("toBox")
        : bout.result.winner === null
          ? t("noWinner")
          : t(outcome === "won" ? "won" : "lost", { method: text.method(bout.result.method) });
    const following = (c: DayCard) => {
      if (!c.next) return { toBox: t("finalNext"), won: t("gold"), lost: t("silver") };
      const bout = all(`Draw.nodes.${c.next.node}`);
      const w = c.next.where;
      return {
        toBox: w ? t("ifWon", { bout, day: dayOf(w), number: w.bout.number }) : t("ifWonNotPlaced", { bout }),
        won: w ? t("nextPlaced", { bout, day: dayOf(w), number: w.bout.number }) : t("nextNotPlaced", { bout }),
        lost: t("nextNone"),
      };
    };
    cards = day.cards.map((c) => {
      const then = following(c);
      return card(
        c.entry,
        c.where,
        c.corner,
        <>
          <div className={styles.row}>
            <dt>{t("result")}</dt>
            <dd data-result>
              <Reserve shown={outcome(c)} may={possible} />
            </dd>
          </div>
          <div className={styles.row}>
            <dt>{t("next")}</dt>
            <dd data-next>
              <Reserve shown={then[c.outcome]} may={[then.toBox, then.won, then.lost]} />
            </dd>
          </div>
        </>,
      );
    });
    const lineText = (entry: string, bracket: Parameters<typeof text.bracket>[0], l: LineText) =>
      l.kind === "placed"
        ? t("placedLine", { name: name(entry), bout: text.bout(l.where.bout), day: dayOf(l.where), number: l.where.bout.number })
        : t(l.kind, { name: name(entry), bracket: text.bracket(bracket) });
    lines = [...day.lines].sort(byName).map((l) => ({
      entry: l.entry,
      node: <Reserve shown={lineText(l.entry, l.bracket, l.now)} may={l.may.map((m) => lineText(l.entry, l.bracket, m))} />,
    }));
  } else {
    cards = next.placed.map(({ entry, bout, corner, day }) => card(entry, { bout, day }, corner));
    // One line per boxer whose bout is not in an order, and one per boxer with no bout left, in the order of their
    // names: a result that knocks a boxer out changes the words of its line, not the number of lines or their order.
    lines = [
      ...next.notPlaced.map((n) => ({ entry: n.entry, node: t("notPlaced", { name: name(n.entry), bracket: text.bracket(n.bracket) }) })),
      ...next.out.map((o) => ({ entry: o.entry, node: t("out", { name: name(o.entry), bracket: text.bracket(o.bracket) }) })),
    ].sort(byName);
  }
  return (
    <section aria-labelledby="team-bouts-title" className={styles.bouts}>
      <h3 id="team-bouts-title">{t("title")}</h3>
      <p>{t("text")}</p>
      {cards.length > 0 ? <ul className={styles.list}>{cards}</ul> : null}
      {lines.length > 0 ? (
        <ul className={styles.notPlaced}>
          {lines.map((line) => (
            <li key={line.entry}>{line.node}</li>
          ))}
        </ul>
      ) : null}
      {calendar ? (
        <p className={styles.calendar}>
          <a href={localizedPath(locale, "/dashboard/entries/bouts.ics")} download>
            {t("calendar")}
          </a>
        </p>
      ) : null}
    </section>
  );
}
