"use client";

import { useRef, type PointerEvent } from "react";

type Props = {
  className: string;
  hoverScale: number;
  /** Maximum rotation in degrees when the pointer is at a card's edge. */
  amplitude: number;
  /** Server-rendered cards, each marked `data-tilt-card` around a `data-tilt` element. */
  children: React.ReactNode;
};

/**
 * The list around the sponsor cards. The tilt's code (sponsor-tilt.ts) is a chunk of its own, fetched on the
 * first pointer over the list rather than with the page; until then this only remembers where the pointer is.
 */
export function SponsorTiltGroup({ className, hoverScale, amplitude, children }: Props) {
  const state = useRef<"idle" | "loading" | "started">("idle");
  const last = useRef({ clientX: 0, clientY: 0 });

  const onPointer = (event: PointerEvent<HTMLUListElement>) => {
    if (event.pointerType !== "mouse" || state.current === "started") return;
    last.current = { clientX: event.clientX, clientY: event.clientY };
    if (state.current === "loading") return;
    state.current = "loading";
    const list = event.currentTarget;
    import("./sponsor-tilt").then(
      ({ startTilt }) => {
        state.current = "started";
        startTilt(list, { hoverScale, amplitude }, last.current);
      },
      () => (state.current = "idle"),
    );
  };

  return (
    <ul className={className} onPointerOver={onPointer} onPointerMove={onPointer}>
      {children}
    </ul>
  );
}
