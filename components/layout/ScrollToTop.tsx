"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";

/** docs/product.md §2: the page scrolls to the top on every path change (hash-only changes keep their anchor). */
export function ScrollToTop() {
  const pathname = usePathname();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (!window.location.hash) window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname]);

  return null;
}
