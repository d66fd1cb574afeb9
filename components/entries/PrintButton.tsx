"use client";

import buttons from "./buttons.shared.module.css";

/** Opens the browser's print dialog, which also saves as PDF; without JavaScript the browser's own Print does the same. */
export function PrintButton({ label }: { label: string }) {
  return (
    <button type="button" className={buttons.primary} onClick={() => window.print()}>
      {label}
    </button>
  );
}
