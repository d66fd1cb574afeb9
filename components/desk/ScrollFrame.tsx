import shared from "./desk.shared.module.css";

/**
 * The frame of a desk table that may be wider than the screen: it scrolls sideways, so it takes the keyboard
 * and has a name (WCAG 2.1.1; axe's scrollable-region-focusable). A cup's by-country table or change log
 * outgrows a phone's width; without this a keyboard user could not reach its hidden columns.
 */
export function ScrollFrame({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className={shared.scroll} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
