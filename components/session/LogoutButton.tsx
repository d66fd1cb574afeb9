"use client";

import { useState } from "react";
import { useCurrentUser } from "./CurrentUser";
import shared from "./header-control.shared.module.css";
import styles from "./LogoutButton.module.css";

type Props = { label: string; busyLabel: string; action: string };

/**
 * docs/product.md §2: shown only to a signed-in team. A form posted to the Logout route, which signs out on the
 * server and takes the team home in this language: one navigation from the click (docs/decisions.md D61). Pages
 * read without JavaScript get the same form from NoScriptSession.
 */
export function LogoutButton({ label, busyLabel, action }: Props) {
  const user = useCurrentUser();
  const [busy, setBusy] = useState(false);
  if (!user) return null;
  return (
    <form method="post" action={action} className={styles.form} data-session="logout" onSubmit={() => setBusy(true)}>
      <button type="submit" className={`${shared.control} ${styles.button}`} disabled={busy} aria-busy={busy}>
        {busy ? busyLabel : label}
      </button>
    </form>
  );
}
