import { getTranslations } from "next-intl/server";
import { getLocale } from "@/i18n/locale";
import { refusalText } from "@/lib/cup/refusal-text";
import { isRefusalKey } from "@/lib/cup/refusals";
import { DRAW_DONE, type DrawDone } from "@/lib/desk/draws";
import styles from "./Notice.module.css";

const isDone = (value: unknown): value is DrawDone => (DRAW_DONE as readonly unknown[]).includes(value);

/** What the last draw, publication or result did, or why the database refused it; announced to screen readers. */
export async function DrawNotice({ params }: { params: Record<string, string | string[] | undefined> }) {
  const outcome = params.outcome;
  if (!isDone(outcome) && !isRefusalKey(outcome)) return null;
  const text = isDone(outcome)
    ? (await getTranslations("Desk.draw.notices"))(outcome)
    : await refusalText(await getLocale(), "organiser", outcome);
  return (
    <p
      id="notice"
      role={isDone(outcome) ? "status" : "alert"}
      className={`${styles.notice} ${isDone(outcome) ? styles.done : styles.refused}`}
    >
      {text}
    </p>
  );
}
