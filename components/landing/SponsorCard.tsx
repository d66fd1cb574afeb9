import type { CSSProperties } from "react";
import { StaticImage } from "@/components/ui/StaticImage";
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
};

/**
 * A sponsor logo with its caption. Server markup only: the tilt toward the pointer comes from the one
 * SponsorTiltGroup around all the cards, through the `data-tilt-card` / `data-tilt` hooks.
 */
export function SponsorCard({ image, alt, caption, href, newTabLabel, width, height, objectFit }: Props) {
  const body = (
    <>
      <div className={styles.tilt} data-tilt="">
        <StaticImage src={image} alt={alt} width={width} height={height} className={styles.image} style={{ objectFit }} />
      </div>
      {/* Under the logo, never over it (logos end in their wordmarks). The alt text already names the sponsor. */}
      <span className={styles.caption} aria-hidden="true">
        {caption}
      </span>
    </>
  );

  // The size goes to CSS as numbers so phones can scale every card by one factor.
  const frame = { className: styles.card, style: { "--card-w": width, "--card-h": height } as CSSProperties, "data-tilt-card": "" };
  return href ? (
    <a href={href} target="_blank" rel="noopener noreferrer" {...frame}>
      {body}
      <span className="visually-hidden"> {newTabLabel}</span>
    </a>
  ) : (
    <div {...frame}>{body}</div>
  );
}
