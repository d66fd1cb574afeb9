"use client";

import { usePathname } from "next/navigation";
import styles from "./DeskNav.module.css";

type Props = { label: string; links: { href: string; label: string }[] };

/** The desk's navigation; the current section is marked for screen readers and the eye. */
export function DeskNav({ label, links }: Props) {
  const pathname = usePathname();
  // The first link is the desk itself: it is current on its own page only, not on every page below it.
  const current = links.find((link, i) => pathname === link.href || (i > 0 && pathname.startsWith(`${link.href}/`)))?.href;
  return (
    <nav aria-label={label} className={styles.nav}>
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} aria-current={link.href === current ? "page" : undefined}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
