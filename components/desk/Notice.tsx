import { getTranslations } from "next-intl/server";
import { getLocale } from "@/i18n/locale";
import { refusalText } from "@/lib/cup/refusal-text";
import { isRefusalKey } from "@/lib/cup/refusals";
import { fullName, type DeskEntry } from "@/lib/desk/model";
import styles from "./Notice.module.css";

type Props = { params: Record<string, string | string[] | undefined>; entries: DeskEntry[] };

/**
 * What the last withdrawal or move did, read back from the entry as it now stands, or why the database refused it
 * (the organiser's wording of the one refusal map); announced to screen readers.
 */
export async function Notice({ params, entries }: Props) {
  const outcome = params.outcome;
  const done = outcome === "withdrawn" || outcome === "moved";
  if (!done && !isRefusalKey(outcome)) return null;
  let text: string;
  if (done) {
    const t = await getTranslations("Desk");
    const entry = entries.find((e) => e.id === params.entry);
    const name = entry ? fullName(entry) : "";
    text = t(`notices.${outcome}`, { name });
    if (outcome === "moved" && entry) {
      const status =
        entry.status === "waiting" ? t("documents.status.waiting", { position: entry.waitingPosition ?? 0 }) : t(`status.${entry.status}`);
      text = t("notices.movedTo", { name, bracket: entry.weightLabel, status });
    }
  } else text = await refusalText(await getLocale(), "organiser", outcome);
  return (
    <p id="notice" role={done ? "status" : "alert"} className={`${styles.notice} ${done ? styles.done : styles.refused}`}>
      {text}
    </p>
  );
}
