"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useRef, type ComponentProps } from "react";

const HOVER_PREFETCH_DELAY_MS = 100;

type Props = Omit<ComponentProps<typeof Link>, "prefetch" | "href"> & { href: string };

/**
 * An internal link that prefetches its page only after 100 ms of hover or focus (docs/product.md §9), so scrolling
 * past links on a phone does not download every route the way viewport prefetching would.
 */
export function PrefetchLink({ href, onMouseEnter, onMouseLeave, onFocus, onBlur, ...props }: Props) {
  const router = useRouter();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const start = () => {
    if (timer.current) return;
    timer.current = setTimeout(() => router.prefetch(href), HOVER_PREFETCH_DELAY_MS);
  };
  const cancel = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };

  return (
    <Link
      href={href}
      prefetch={false}
      onMouseEnter={(e) => {
        start();
        onMouseEnter?.(e);
      }}
      onMouseLeave={(e) => {
        cancel();
        onMouseLeave?.(e);
      }}
      onFocus={(e) => {
        start();
        onFocus?.(e);
      }}
      onBlur={(e) => {
        cancel();
        onBlur?.(e);
      }}
      {...props}
    />
  );
}
