"use client";

import { useState } from "react";
import { signOut } from "@/lib/supabase/auth";
import { useCurrentUser } from "./CurrentUser";
import shared from "./header-control.shared.module.css";
import styles from "./LogoutButton.module.css";

type Props = { label: string; busyLabel: string; homeHref: string };

/** docs/product.md §2: shown only to a signed-in team; signs out and returns to the home page of this language. */
export function LogoutButton({ label, busyLabel, homeHref }: Props) {
  const user = useCurrentUser();
  const [busy, setBusy] = useState(false);
  if (!user) return null;

  const logout = async () => {
    setBusy(true);
    try {
      await signOut();
    } finally {
      // A full navigation so server-rendered team pages drop the old session at once.
      window.location.assign(homeHref);
    }
  };

  return (
    <button type="button" className={`${shared.control} ${styles.button}`} onClick={logout} disabled={busy} aria-busy={busy}>
      {busy ? busyLabel : label}
    </button>
  );
}
