"use client";

import type { getImageProps } from "next/image";
import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import styles from "./ProductPreview.module.css";

/** next/image's optimised <img> attributes, worked out on the server (getImageProps). */
type PreviewPicture = ReturnType<typeof getImageProps>["props"];

export type PreviewProduct = {
  name: string;
  /** Already formatted for the page's locale, e.g. "15 €". */
  price: string;
  /** A plain <img> rather than next/image's client component, whose code would load with every landing page. */
  picture: PreviewPicture;
};

export type PreviewLabels = { close: string; loading: string; failed: string; price: string };

type Props = PreviewProduct & { labels: PreviewLabels; onClose: () => void };

type ImageState = "loading" | "loaded" | "failed";

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * The preview modal of a shop product, mounted open by ProductCards and unmounted when it closes. A native
 * <dialog> opened with showModal() makes the rest of the page inert and closes on Escape; the Tab wrap below
 * keeps focus inside instead of letting it escape to the browser's own controls.
 */
export function ProductPreview({ name, price, picture, labels, onClose }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [imageState, setImageState] = useState<ImageState>("loading");

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  const close = () => dialogRef.current?.close();

  // A click whose target is the <dialog> itself landed on the backdrop: the content box covers the rest.
  const onDialogClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Tab") return;
    const focusable = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (focusable.length === 0) return;
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !event.currentTarget.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !event.currentTarget.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  };

  const titleId = useId();

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={onDialogClick}
      onKeyDown={onKeyDown}
    >
      <div className={styles.panel}>
        <button type="button" className={styles.close} onClick={close}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{labels.close}</span>
        </button>
        <div className={styles.frame} aria-busy={imageState === "loading"}>
          {imageState === "failed" ? (
            <p role="alert" className={styles.failed}>
              {labels.failed}
            </p>
          ) : (
            // eslint-disable-next-line @next/next/no-img-element -- next/image's own markup, see `picture`
            <img
              {...picture}
              alt={picture.alt}
              className={`${styles.image} ${imageState === "loaded" ? styles.loaded : ""}`}
              onLoad={() => setImageState("loaded")}
              onError={() => setImageState("failed")}
            />
          )}
          {imageState === "loading" ? (
            <span className={styles.spinner} role="status">
              <span className="visually-hidden">{labels.loading}</span>
            </span>
          ) : null}
        </div>
        <h3 id={titleId} className={styles.name}>
          {name}
        </h3>
        <p className={styles.price}>
          <span className="visually-hidden">{labels.price}: </span>
          {price}
        </p>
      </div>
    </dialog>
  );
}
