import { getTranslations } from "next-intl/server";
import { getLocale } from "@/i18n/locale";
import { refusalText } from "@/lib/cup/refusal-text";
import { isRefusalKey } from "@/lib/cup/refusals";
import { WEIGH_IN_DONE, type WeighInDone } from "@/lib/desk/weigh-ins";
import styles from "../Notice.module.css";

const isDone = (value: unknown): value is WeighInDone => (WEIGH_IN_DONE as readonly unknown[]).includes(value);

/** What the last weigh-in write did, or why it was refused; announced to screen readers. */
export async function WeighInNotice({ outcome }: { outcome: string }) {
  if (!isDone(outcome) && !isRefusalKey(outcome)) return null;
  const text = isDone(outcome)
    ? (await getTranslations("Desk.weighIn.notices"))(outcome)
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
