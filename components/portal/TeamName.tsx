"use client";

import { useEffect, useState } from "react";
import { useCurrentUser } from "@/components/session/CurrentUser";

type Props = { label: string; className?: string };

/**
 * The signed-in team's name. The portal page itself is prerendered (proxy.ts lets only verified sessions
 * reach it), so the one personal detail on it is read in the browser, from the team's own profile row
 * (row level security returns no one else's).
 */
export function TeamName({ label, className }: Props) {
  const user = useCurrentUser();
  const [teamName, setTeamName] = useState<string | null>(null);

  useEffect(() => {
    if (!user) return;
    let active = true;
    import("@/lib/supabase/client")
      .then(({ createClient }) => createClient().from("user_profiles").select("team_name").eq("user_id", user.id).maybeSingle())
      .then(
        ({ data }) => active && setTeamName(data?.team_name ?? user.email ?? null),
        () => active && setTeamName(user.email ?? null),
      );
    return () => {
      active = false;
    };
  }, [user]);

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
