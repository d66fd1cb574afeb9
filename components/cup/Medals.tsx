import { getTranslations } from "next-intl/server";
import { bracketNodes, medals, type MedalPlace, type NodeId, type Result, type Slots } from "@/lib/cup/bracket";
import { edition } from "@/lib/content/edition";
import styles from "./Medals.module.css";

type Props = { slots: Slots; results: Partial<Record<NodeId, Result>>; boxer: (entry: string) => { name: string; detail?: string } };

/**
 * The bracket's medals once its final is decided: gold, silver and the bronzes of the semi-finals' losers. A place
 * whose boxer never boxed (lib/cup/bracket.ts `medals`) is shown as not awarded, with the rule that says why.
 */
export async function Medals({ slots, results, boxer }: Props) {
  const won = medals(bracketNodes(slots, results), edition.walkoverEarnsMedal);
  const rows: { medal: MedalPlace; entry: string; awarded: boolean }[] = [
    ...(won.gold ? [{ medal: "gold" as const, entry: won.gold, awarded: true }] : []),
    ...(won.silver ? [{ medal: "silver" as const, entry: won.silver, awarded: true }] : []),
    ...won.bronze.map((entry) => ({ medal: "bronze" as const, entry, awarded: true })),
    ...won.withheld.map((w) => ({ ...w, awarded: false })),
  ].sort((a, b) => ORDER.indexOf(a.medal) - ORDER.indexOf(b.medal));
  if (!won.decided || rows.length === 0) return null;
  const t = await getTranslations("Draw.medals");
  return (
    <section aria-label={t("title")} className={styles.medals} data-medals>
      <h2>{t("title")}</h2>
      <ol>
        {rows.map(({ medal, entry, awarded }) => (
          <li key={entry}>
            <span className={styles[medal]}>{t(medal)}</span>{" "}
            {awarded ? (
              <>
                {boxer(entry).name}
                {boxer(entry).detail ? <span className={styles.detail}> · {boxer(entry).detail}</span> : null}
              </>
            ) : (
              <span className={styles.detail}>{t("notAwarded", { name: boxer(entry).name })}</span>
            )}
          </li>
        ))}
      </ol>
      {won.withheld.length > 0 ? <p className={styles.detail}>{t("rule")}</p> : null}
    </section>
  );
}

const ORDER: readonly MedalPlace[] = ["gold", "silver", "bronze"];
