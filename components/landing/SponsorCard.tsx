"use client";

import Image from "next/image";
import { useRef, type CSSProperties, type MouseEvent } from "react";
import styles from "./SponsorCard.module.css";

type Props = {
  image: string;
  alt: string;
  caption: string;
  /** Absent for a partner without a page: the card is then not a link. */
  href?: string;
  newTabLabel: string;
  width: number;
  height: number;
  objectFit: "cover" | "contain";
  hoverScale: number;
  /** Maximum rotation in degrees when the pointer is at an edge. */
  amplitude: number;
};

const reducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * A sponsor logo that tilts toward the pointer. The transform is written straight to the element so a
 * mouse move never re-renders React; under prefers-reduced-motion the card stays still.
 */
export function SponsorCard({ image, alt, caption, href, newTabLabel, width, height, objectFit, hoverScale, amplitude }: Props) {
  const tiltRef = useRef<HTMLDivElement>(null);

  const onMove = (event: MouseEvent<HTMLElement>) => {
    const el = tiltRef.current;
    if (!el || reducedMotion()) return;
    const box = event.currentTarget.getBoundingClientRect();
    // -1 … 1 from the card's centre (full amplitude at the edges, as in the reference tilt card); rotating
    // about X by -y and about Y by x turns the card toward the pointer.
    const x = ((event.clientX - box.left) / box.width - 0.5) * 2;
    const y = ((event.clientY - box.top) / box.height - 0.5) * 2;
    el.style.transform = `perspective(800px) rotateX(${(-y * amplitude).toFixed(2)}deg) rotateY(${(x * amplitude).toFixed(2)}deg) scale(${hoverScale})`;
  };
  const onLeave = () => {
    if (tiltRef.current) tiltRef.current.style.transform = "";
  };

  const body = (
    <div ref={tiltRef} className={styles.tilt} data-tilt="">
      <Image
        src={image}
        alt={alt}
        width={width}
        height={height}
        sizes={`${width}px`}
        className={styles.image}
        style={{ objectFit }}
      />
      {/* The logo's alt text already names the sponsor for screen readers. */}
      <span className={styles.caption} aria-hidden="true">
        {caption}
      </span>
    </div>
  );

  // The size goes to CSS as numbers so phones can scale every card by one factor.
  const size = { "--card-w": width, "--card-h": height } as CSSProperties;
  const frame = { style: size, onMouseMove: onMove, onMouseLeave: onLeave };
  return href ? (
    <a href={href} target="_blank" rel="noopener noreferrer" className={styles.card} {...frame}>
      {body}
      <span className="visually-hidden"> {newTabLabel}</span>
    </a>
  ) : (
    <div className={styles.card} {...frame}>
      {body}
    </div>
  );
}
