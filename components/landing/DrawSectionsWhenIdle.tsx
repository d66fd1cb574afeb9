"use client";

import { useEffect } from "react";

/**
 * The landing sections after the first are `content-visibility: auto` so the first frame lays out only the
 * first screen (docs/decisions.md D25). Until drawn, a skipped section is as tall as its estimate, and a
 * smooth-scrolling anchor jump (Register now → #registrations) would stop where the estimates put the target.
 * So once the page is idle the sections are drawn, one per idle slot (a short task each, not one long one),
 * and a click on an in-page link before then draws all of them first: the jump then lands where it should.
 */
export function DrawSectionsWhenIdle() {
  useEffect(() => {
    const skipped = Array.from(document.querySelectorAll<HTMLElement>("main section")).filter(
      (section) => getComputedStyle(section).contentVisibility === "auto",
    );
    const draw = (section: HTMLElement) => {
      section.style.contentVisibility = "visible";
      void section.offsetHeight; // lay it out now, inside this slot
    };
    const drawAll = (event: MouseEvent) => {
      if (!(event.target instanceof Element) || !event.target.closest('a[href*="#"]')) return;
      skipped.splice(0).forEach(draw);
    };
    const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 50));
    const cancelIdle = window.cancelIdleCallback ?? window.clearTimeout;
    let slot = 0;
    const drawNext = () => {
      const section = skipped.shift();
      if (!section) return;
      draw(section);
      slot = whenIdle(drawNext);
    };
    slot = whenIdle(drawNext);
    document.addEventListener("click", drawAll, { capture: true });
    return () => {
      cancelIdle(slot);
      document.removeEventListener("click", drawAll, { capture: true });
    };
  }, []);
  return null;
}
