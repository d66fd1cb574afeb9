import { getTranslations } from "next-intl/server";
import { fullName, type DeskEntry, type DeskTeam } from "@/lib/desk/model";
import type { BracketView } from "@/lib/desk/views";
import styles from "./BracketCard.module.css";
import shared from "./desk.shared.module.css";

type Props = {
  bracket: BracketView;
  size: number;
  /** The entries to list (a filter may show only some); the places count is always the bracket's. */
  shown: Set<string>;
  teams: Map<string, DeskTeam>;
  csvHref: string;
  /** Where one entry's page is (its details, the withdrawal and the move). */
  entryHref: (entry: DeskEntry) => string;
};

/** One bracket: places taken out of its size, its entered boxers, then its waiting list in order. */
export async function BracketCard({ bracket, size, shown, teams, csvHref, entryHref }: Props) {
  const t = await getTranslations("Desk");
  const names = await getTranslations("Categories.cards");
  const id = `bracket-${bracket.id.replace(/\W+/g, "-")}`;
  const row = (entry: DeskEntry, position: number) => (
    <li key={entry.id} className={styles.entry} value={position}>
      <span className={styles.who}>
        <a href={entryHref(entry)} className={styles.name}>
          {fullName(entry)}
        </a>
        <span className={shared.muted}>{`${teams.get(entry.teamId)?.name ?? ""} · ${entry.recordBook}`}</span>
      </span>
    </li>
  );
  const places = [
    t("brackets.places", { taken: bracket.entered.length, size }),
    ...(bracket.waiting.length > 0 ? [t("brackets.waitingCount", { count: bracket.waiting.length })] : []),
  ].join(" · ");
  const entered = bracket.entered.map((e, i) => [e, i + 1] as const).filter(([e]) => shown.has(e.id));
  const waiting = bracket.waiting.map((e, i) => [e, i + 1] as const).filter(([e]) => shown.has(e.id));
  return (
    <section className={styles.card} aria-labelledby={id}>
      <header className={styles.head}>
        <h3 id={id}>{`${names(`${bracket.category}.name`)} · ${t(`documents.sexes.${bracket.sex}`)} · ${bracket.weightLabel}`}</h3>
        <p className={styles.places}>{places}</p>
        <a href={csvHref} className={styles.csv} download>
          {t("brackets.csv")}
        </a>
      </header>
      {entered.length > 0 ? <ol className={styles.entries}>{entered.map(([e, n]) => row(e, n))}</ol> : null}
      {waiting.length > 0 ? (
        <>
          <h4 className={styles.waitingTitle}>{t("brackets.waitingList")}</h4>
          <ol className={styles.entries}>{waiting.map(([e, n]) => row(e, n))}</ol>
        </>
      ) : null}
    </section>
  );
}
