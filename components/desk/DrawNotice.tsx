import { getTranslations } from "next-intl/server";
import { DRAW_REFUSALS, type DrawOutcome } from "@/lib/desk/draws";
import styles from "./Notice.module.css";

const DONE: readonly string[] = ["drawn", "published", "recorded", "corrected"];
const OUTCOMES: readonly string[] = [...DONE, "failed", ...DRAW_REFUSALS];

/** What the last draw, publication or result did, or why the database refused it; announced to screen readers. */
export async function DrawNotice({ params }: { params: Record<string, string | string[] | undefined> }) {
  const outcome = typeof params.outcome === "string" && OUTCOMES.includes(params.outcome) ? (params.outcome as DrawOutcome) : null;
  if (!outcome) return null;
  const t = await getTranslations("Desk.draw.notices");
  const done = DONE.includes(outcome);
  return (
    <p id="notice" role={done ? "status" : "alert"} className={`${styles.notice} ${done ? styles.done : styles.refused}`}>
      {t(outcome)}
    </p>
  );
}
