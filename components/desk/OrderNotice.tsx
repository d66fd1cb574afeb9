import { getTranslations } from "next-intl/server";
import { ORDER_REFUSALS, type OrderOutcome } from "@/lib/desk/order-outcome";
import styles from "./Notice.module.css";

const DONE: readonly string[] = ["proposed", "moved", "locked", "unchanged"];
const OUTCOMES: readonly string[] = [
  ...DONE,
  "failed",
  "order_no_venue",
  "order_nothing_to_place",
  "order_unknown_bout",
  ...ORDER_REFUSALS,
];

/** What the last proposal, move or lock did, or why the database refused it; announced to screen readers. */
export async function OrderNotice({ params }: { params: Record<string, string | string[] | undefined> }) {
  const outcome = typeof params.outcome === "string" && OUTCOMES.includes(params.outcome) ? (params.outcome as OrderOutcome) : null;
  if (!outcome) return null;
  const t = await getTranslations("Desk.order.notices");
  const done = DONE.includes(outcome);
  return (
    <p id="notice" role={done ? "status" : "alert"} className={`${styles.notice} ${done ? styles.done : styles.refused}`}>
      {t(outcome)}
    </p>
  );
}
