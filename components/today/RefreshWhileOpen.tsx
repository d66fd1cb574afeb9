"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";

/**
 * Fetches the page's newest rendering every `seconds` while the tab is visible, and at once when it comes back into
 * view (docs/decisions.md D79): the hall's screens and a coach's phone follow the results without a reload. A
 * router refresh swaps the server-rendered tree in place, keeping the scroll position and focus, which a
 * `<meta http-equiv="refresh">` would not (and WCAG 2.2.1 forbids it); with JavaScript off the page is as
 * prerendered, and a reload shows the latest.
 */
export function RefreshWhileOpen({ seconds }: { seconds: number }) {
  const router = useRouter();
  useEffect(() => {
    const refresh = () => {
      if (document.visibilityState === "visible") router.refresh();
    };
    const timer = setInterval(refresh, seconds * 1000);
    document.addEventListener("visibilitychange", refresh);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", refresh);
    };
  }, [router, seconds]);
  return null;
}
