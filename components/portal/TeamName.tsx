"use client";

import { useEffect, useState } from "react";
import { useCurrentUser } from "@/components/session/CurrentUser";
import { readTeamName } from "@/lib/supabase/profile";

type Props = { label: string; className?: string };

/**
 * The signed-in team's name. The portal page itself is prerendered (proxy.ts lets only verified sessions
 * reach it), so the one personal detail on it is read in the browser, from the team's own profile row;
 * the e-mail address stands in when the row cannot be read.
 */
export function TeamName({ label, className }: Props) {
  const user = useCurrentUser();
  const [teamName, setTeamName] = useState<string | null>(null);

  const userId = user?.id;
  const email = user?.email ?? null;

  useEffect(() => {
    if (!userId) return;
    let active = true;
    readTeamName(userId).then((name) => active && setTeamName(name ?? email));
    return () => {
      active = false;
    };
  }, [userId, email]);

  return (
    <p className={className} aria-live="polite">
      {teamName ? (
        <>
          {label} <strong>{teamName}</strong>
        </>
      ) : null}
    </p>
  );
}
