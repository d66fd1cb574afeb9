/**
 * The sponsor cards' tilt toward the pointer (docs/product.md §4), loaded by SponsorTiltGroup on the first
 * pointer over the list. One delegated listener serves all eleven cards; the transform is written straight
 * to the element, and under prefers-reduced-motion the cards stay still.
 */
export type TiltOptions = { hoverScale: number; amplitude: number };
type PointerAt = { target: EventTarget | null; clientX: number; clientY: number };

export function startTilt(list: HTMLElement, { hoverScale, amplitude }: TiltOptions, at: { clientX: number; clientY: number }): void {
  const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)");
  let tilted: HTMLElement | null = null;

  const reset = () => {
    if (tilted) tilted.style.transform = "";
    tilted = null;
  };

  const move = (event: PointerAt) => {
    const card = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-tilt-card]") : null;
    const tilt = card?.querySelector<HTMLElement>("[data-tilt]") ?? null;
    if (tilt !== tilted) reset();
    if (!card || !tilt || reducedMotion.matches) return;
    const box = card.getBoundingClientRect();
    // -1 … 1 from the card's centre (full amplitude at the edges, as in the reference tilt card); rotating
    // about X by -y and about Y by x turns the card toward the pointer.
    const x = ((event.clientX - box.left) / box.width - 0.5) * 2;
    const y = ((event.clientY - box.top) / box.height - 0.5) * 2;
    tilt.style.transform = `perspective(800px) rotateX(${(-y * amplitude).toFixed(2)}deg) rotateY(${(x * amplitude).toFixed(2)}deg) scale(${hoverScale})`;
    tilted = tilt;
  };

  list.addEventListener("mousemove", move);
  list.addEventListener("mouseleave", reset);
  // The pointer that triggered the load may rest on a card without moving again.
  if (list.matches(":hover")) move({ target: document.elementFromPoint(at.clientX, at.clientY), ...at });
}
