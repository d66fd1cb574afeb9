import type { ReactNode } from "react";
import styles from "./SubmitTeamBlock.module.css";

type Props = {
  /** The organisers' external entry form, or null when teams enter their boxers in the portal. */
  externalForm: string | null;
  labels: { externalButton: string; newTab: string };
  /** The link to the entries page, shown when there is no external form. */
  children?: ReactNode;
};

/** The submit-team block's action: the external form in a new tab (said to screen readers), or the entries page. */
export function SubmitTeamAction({ externalForm, labels, children }: Props) {
  if (!externalForm) return children;
  return (
    <a className={styles.button} href={externalForm} target="_blank" rel="noopener noreferrer">
      {labels.externalButton}
      <span className="visually-hidden"> ({labels.newTab})</span>
      <span aria-hidden="true">↗</span>
    </a>
  );
}
