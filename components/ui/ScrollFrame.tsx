import styles from "./ScrollFrame.module.css";

/**
 * The frame of a table that may be wider than the screen: it scrolls sideways, so it takes the keyboard and has a
 * name (WCAG 2.1.1; axe's scrollable-region-focusable). A cup's by-country table, a change log or a team's entry
 * sheet outgrows a phone's width; without this a keyboard user could not reach their hidden columns. A shadow on
 * the side where more columns wait says there is more to scroll to (ScrollFrame.module.css), without JavaScript.
 */
export function ScrollFrame({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className={styles.frame} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
