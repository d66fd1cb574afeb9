import { getTranslations } from "next-intl/server";
import { getLocale } from "@/i18n/locale";
import { refusalText } from "@/lib/cup/refusal-text";
import { isRefusalKey } from "@/lib/cup/refusals";
import { ORDER_DONE, ORDER_OWN } from "@/lib/desk/order-outcome";
import styles from "./Notice.module.css";

type Said = (typeof ORDER_DONE)[number] | (typeof ORDER_OWN)[number];
const isDone = (value: unknown): value is (typeof ORDER_DONE)[number] => (ORDER_DONE as readonly unknown[]).includes(value);
const isOwn = (value: unknown): value is Said => isDone(value) || (ORDER_OWN as readonly unknown[]).includes(value);

/** What the last proposal, move or lock did, or why it did nothing (the database's refusals from the one map); announced to screen readers. */
export async function OrderNotice({ params }: { params: Record<string, string | string[] | undefined> }) {
  const outcome = params.outcome;
  if (!isOwn(outcome) && !isRefusalKey(outcome)) return null;
  const text = isOwn(outcome)
    ? (await getTranslations("Desk.order.notices"))(outcome)
    : await refusalText(await getLocale(), "organiser", outcome);
  const done = isDone(outcome);
  return (
    <p id="notice" role={done ? "status" : "alert"} className={`${styles.notice} ${done ? styles.done : styles.refused}`}>
      {text}
    </p>
  );
}
