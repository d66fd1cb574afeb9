import { getTranslations } from "next-intl/server";
import { bracketNodes, medals, type NodeId, type Result, type Slots } from "@/lib/cup/bracket";
import { edition } from "@/lib/content/edition";
import styles from "./Medals.module.css";

type Props = { slots: Slots; results: Partial<Record<NodeId, Result>>; boxer: (entry: string) => { name: string; detail?: string } };

/** The bracket's medals once its final is decided: gold, silver and the bronzes of the semi-finals' losers. */
export async function Medals({ slots, results, boxer }: Props) {
  const won = medals(bracketNodes(slots, results), edition.walkoverEarnsMedal);
  if (!won.decided || !won.gold) return null;
  const t = await getTranslations("Draw.medals");
  const rows = [["gold", won.gold], ["silver", won.silver], ...won.bronze.map((b) => ["bronze", b] as const)].filter(
    (row): row is [string, string] => row[1] !== null,
  );
  return (
    <section aria-label={t("title")} className={styles.medals}>
      <h2>{t("title")}</h2>
      <ol>
        {rows.map(([medal, entry]) => (
          <li key={entry}>
            <span className={styles[medal]}>{t(medal as "gold" | "silver" | "bronze")}</span> {boxer(entry).name}
            {boxer(entry).detail ? <span className={styles.detail}> · {boxer(entry).detail}</span> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
