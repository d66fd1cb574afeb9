import type { CornerText } from "@/lib/cup/order-text";
import styles from "./Corner.module.css";

type Props = { colour: "red" | "blue"; label: string; text?: CornerText; won?: boolean; wonLabel?: string };

/**
 * One corner of a bout: its colour as a swatch and a word (the colour is never the only sign), the boxer's name and,
 * smaller, club and country, or the bout it waits for (or nothing more, where the boxer is named beside it); the
 * winner, once the result is recorded, marked in words where the page gives them. The upper side of a bracket's node is red everywhere.
 */
export function Corner({ colour, label, text, won = false, wonLabel }: Props) {
  return (
    <span className={`${styles.corner} ${styles[colour]} ${won ? styles.won : ""}`}>
      <span className={styles.colour}>
        <span className={styles.swatch} aria-hidden="true" />
        {label}
      </span>
      {!text ? null : "pending" in text ? (
        <span className={styles.pending}>{text.pending}</span>
      ) : (
        <>
          <span className={styles.name}>{text.name}</span> <span className={styles.detail}>{text.detail}</span>
        </>
      )}
      {won && wonLabel ? <span className={styles.badge}>{wonLabel}</span> : null}
    </span>
  );
}
