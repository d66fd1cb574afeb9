"use client";

import { useRef, useState, type FocusEvent, type MouseEvent, type PointerEvent } from "react";
import type { PreviewLabels, PreviewProduct } from "./ProductPreview";

type Props = {
  className: string;
  /** The products that have a preview, by the `data-product` key of their card. */
  previews: Record<string, PreviewProduct>;
  labels: PreviewLabels;
  /** Server-rendered cards; those with a preview carry `data-preview` and one "Preview" button. */
  children: React.ReactNode;
};

type Preview = typeof import("./ProductPreview").ProductPreview;

// The modal's code is a chunk of its own, fetched on the first pointer over or focus in a previewable card
// (or at the latest on the click), so the landing does not download it at load.
const loadPreview = () => import("./ProductPreview").then((module) => module.ProductPreview);

const previewCard = (target: EventTarget) => (target instanceof Element ? target.closest<HTMLElement>("[data-preview]") : null);

/**
 * The list of shop products. A click anywhere on a card with a preview (picture, name, price or its button)
 * opens that product's preview (docs/product.md §2); the button is what keyboard and screen-reader users
 * reach. One delegated listener keeps the cards server markup.
 */
export function ProductCards({ className, previews, labels, children }: Props) {
  const [Preview, setPreview] = useState<Preview | null>(null);
  const [openKey, setOpenKey] = useState<string | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const warmed = useRef(false);

  const warm = (event: PointerEvent | FocusEvent) => {
    if (warmed.current || !previewCard(event.target)) return;
    warmed.current = true;
    loadPreview().catch(() => (warmed.current = false));
  };

  const onClick = (event: MouseEvent<HTMLUListElement>) => {
    const card = previewCard(event.target);
    const key = card?.dataset.product;
    if (!card || !key || !(key in previews)) return;
    opener.current = card.querySelector("button");
    // A chunk that cannot load (offline) leaves the page as it was; the next click tries again.
    loadPreview().then(
      (component) => {
        setPreview(() => component);
        setOpenKey(key);
      },
      () => {},
    );
  };

  const onClose = () => {
    setOpenKey(null);
    opener.current?.focus();
  };

  return (
    <>
      <ul className={className} onClick={onClick} onPointerOver={warm} onFocus={warm}>
        {children}
      </ul>
      {Preview && openKey ? <Preview key={openKey} {...previews[openKey]} labels={labels} onClose={onClose} /> : null}
    </>
  );
}
