"use client";

import { useEffect, useRef, useState } from "react";

type Props = { embed: string; title: string; className: string; children: React.ReactNode };

/** How far below the screen the map starts loading, so it is there when the team scrolls to it. */
const LOAD_MARGIN = "300px";

/**
 * The venue's map: the address (children) until the block nears the screen, then an <object> of the map
 * whose content is that same address, which the browser shows instead of the map whenever the map cannot load
 * (offline, a blocker, a network that refuses Google): an <iframe> showed an empty grey box. An <object> has no
 * `loading="lazy"`, and one that has shown its content does not load a `data` set later, so the element is
 * swapped once, when near. Without JavaScript the address and the link beside it remain.
 */
export function VenueMap({ embed, title, className, children }: Props) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const box = placeholder.current;
    if (!box) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: LOAD_MARGIN },
    );
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  return near ? (
    <object className={className} data={embed} type="text/html" title={title}>
      {children}
    </object>
  ) : (
    <div ref={placeholder} className={className}>
      {children}
    </div>
  );
}
