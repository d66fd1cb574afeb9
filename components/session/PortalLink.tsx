"use client";

import { usePathname } from "next/navigation";
import { routeOf } from "@/i18n/paths";
import { PrefetchLink } from "@/components/ui/PrefetchLink";
import { useCurrentUser } from "./CurrentUser";
import shared from "./header-control.shared.module.css";
import styles from "./PortalLink.module.css";

type Props = { label: string; href: string };

/** Beside Logout, for a signed-in team only: the way back to the teams portal from any page. */
export function PortalLink({ label, href }: Props) {
  const user = useCurrentUser();
  const route = routeOf(usePathname());
  if (!user) return null;
  return (
    <PrefetchLink
      href={href}
      className={`${shared.control} ${styles.link}`}
      data-session="portal"
      aria-current={route === "/dashboard" ? "page" : undefined}
    >
      {label}
    </PrefetchLink>
  );
}
