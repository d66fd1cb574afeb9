import styles from "./Reserve.module.css";

/**
 * A text in a box as tall and as wide as the tallest and widest of the texts it may show (`may`), all laid out in one
 * grid cell and hidden but the one shown: when the shown text becomes another of them (a result arriving on a live
 * page), the box keeps its size and nothing below it moves (CLS 0, docs/decisions.md D113). Hidden texts are out of the
 * accessibility tree (`visibility: hidden`) and drawn from an attribute (`::after`), not text: a screen reader reads, and
 * the page's text holds, the shown one only.
 */
export function Reserve({ shown, may, className }: { shown: string; may: readonly string[]; className?: string }) {
  const hidden = [...new Set(may)].filter((text) => text !== shown);
  return (
    <span className={className ? `${styles.reserve} ${className}` : styles.reserve}>
      <span>{shown}</span>
      {hidden.map((text) => (
        <span key={text} className={styles.hidden} data-text={text} aria-hidden="true" />
      ))}
    </span>
  );
}
