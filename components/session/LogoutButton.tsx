"use client";

import { useState } from "react";
import { useCurrentUser } from "./CurrentUser";
import styles from "./LogoutButton.module.css";

type Props = { label: string; busyLabel: string; homeHref: string };

/** SPEC §2: shown only to a signed-in team; signs out and returns to the home page of this language. */
export function LogoutButton({ label, busyLabel, homeHref }: Props) {
  const user = useCurrentUser();
  const [busy, setBusy] = useState(false);
  if (!user) return null;

  const logout = async () => {
    setBusy(true);
    try {
      const { createClient } = await import("@/lib/supabase/client");
      const supabase = createClient();
      const { error } = await supabase.auth.signOut();
      // Revoking on the server failed (e.g. backend unreachable): still end the session on this device.
      if (error) await supabase.auth.signOut({ scope: "local" });
    } finally {
      // A full navigation so server-rendered team pages drop the old session at once.
      window.location.assign(homeHref);
    }
  };

  return (
    <button type="button" className={styles.button} onClick={logout} disabled={busy} aria-busy={busy}>
      {busy ? busyLabel : label}
    </button>
  );
}
