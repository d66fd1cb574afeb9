"use client";

import { useRef, type MouseEvent } from "react";

type Props = {
  className: string;
  hoverScale: number;
  /** Maximum rotation in degrees when the pointer is at a card's edge. */
  amplitude: number;
  /** Server-rendered cards, each marked `data-tilt-card` around a `data-tilt` element. */
  children: React.ReactNode;
};

const reducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * The list around the sponsor cards; tilts the card under the pointer toward it (docs/product.md §4). One listener for
 * all eleven cards keeps them server markup. The transform is written straight to the element, so a mouse
 * move never re-renders React; under prefers-reduced-motion the cards stay still.
 */
export function SponsorTiltGroup({ className, hoverScale, amplitude, children }: Props) {
  const tilted = useRef<HTMLElement | null>(null);

  const reset = () => {
    if (tilted.current) tilted.current.style.transform = "";
    tilted.current = null;
  };

  const onMove = (event: MouseEvent<HTMLUListElement>) => {
    const card = (event.target as Element).closest<HTMLElement>("[data-tilt-card]");
    const tilt = card?.querySelector<HTMLElement>("[data-tilt]");
    if (tilt !== tilted.current) reset();
    if (!card || !tilt || reducedMotion()) return;
    const box = card.getBoundingClientRect();
    // -1 … 1 from the card's centre (full amplitude at the edges, as in the reference tilt card); rotating
    // about X by -y and about Y by x turns the card toward the pointer.
    const x = ((event.clientX - box.left) / box.width - 0.5) * 2;
    const y = ((event.clientY - box.top) / box.height - 0.5) * 2;
    tilt.style.transform = `perspective(800px) rotateX(${(-y * amplitude).toFixed(2)}deg) rotateY(${(x * amplitude).toFixed(2)}deg) scale(${hoverScale})`;
    tilted.current = tilt;
  };

  return (
    <ul className={className} onMouseMove={onMove} onMouseLeave={reset}>
      {children}
    </ul>
  );
}
