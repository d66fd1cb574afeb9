import { REFUSAL_KEY } from "@/lib/desk/refusal-key";
import { DONE_OUTCOMES, outcomeText } from "./outcome-text";
import styles from "./Notice.module.css";

/** What the last draw, publication or result did, or why the database refused it; announced to screen readers. */
export async function DrawNotice({ params }: { params: Record<string, string | string[] | undefined> }) {
  const outcome = typeof params.outcome === "string" && REFUSAL_KEY.test(params.outcome) ? params.outcome : null;
  if (!outcome) return null;
  const done = DONE_OUTCOMES.includes(outcome);
  return (
    <p id="notice" role={done ? "status" : "alert"} className={`${styles.notice} ${done ? styles.done : styles.refused}`}>
      {await outcomeText(outcome)}
    </p>
  );
}
