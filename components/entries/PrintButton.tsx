"use client";

import styles from "./PrintButton.module.css";

/** Opens the browser's print dialog, which also saves as PDF; without JavaScript the browser's own Print does the same. */
export function PrintButton({ label }: { label: string }) {
  return (
    <button type="button" className={styles.button} onClick={() => window.print()}>
      {label}
    </button>
  );
}
