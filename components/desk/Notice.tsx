import { getTranslations } from "next-intl/server";
import { REFUSALS, type Outcome } from "@/lib/desk/actions";
import { fullName, type DeskEntry } from "@/lib/desk/model";
import styles from "./Notice.module.css";

type Props = { params: Record<string, string | string[] | undefined>; entries: DeskEntry[] };

const OUTCOMES: readonly string[] = ["withdrawn", "moved", "failed", ...REFUSALS];

/** What the last withdrawal or move did, read back from the entry as it now stands; announced to screen readers. */
export async function Notice({ params, entries }: Props) {
  const outcome = typeof params.outcome === "string" && OUTCOMES.includes(params.outcome) ? (params.outcome as Outcome) : null;
  if (!outcome) return null;
  const t = await getTranslations("Desk");
  const entry = entries.find((e) => e.id === params.entry);
  const name = entry ? fullName(entry) : "";
  const done = outcome === "withdrawn" || outcome === "moved";
  let text = t(`notices.${outcome}`, { name });
  if (outcome === "moved" && entry) {
    const status =
      entry.status === "waiting" ? t("documents.status.waiting", { position: entry.waitingPosition ?? 0 }) : t(`status.${entry.status}`);
    text = t("notices.movedTo", { name, bracket: entry.weightLabel, status });
  }
  return (
    <p id="notice" role={done ? "status" : "alert"} className={`${styles.notice} ${done ? styles.done : styles.refused}`}>
      {text}
    </p>
  );
}
