"use client";

import { useEffect } from "react";

/**
 * The landing sections after the first are `content-visibility: auto` so the first frame lays out only the
 * first screen (docs/decisions.md D25), and each is drawn when the visitor scrolls near it. A jump is the one
 * thing that needs them earlier: until drawn, a skipped section is as tall as its estimate, and a smooth-scrolling
 * anchor jump (Register now → #registrations) would stop where the estimates put the target. So a click on an
 * in-page link draws the sections first, and an address that arrives with a fragment (/#shop from another page)
 * draws them and goes to its target again (the browser's own jump, on the estimates, ended with the target out of
 * view). Nothing else is drawn ahead: drawing every section when the page was idle cost a 4×-slowed CPU 105–135 ms
 * on every visit (D81 in docs/decisions.md).
 */
export function DrawSectionsForJumps() {
  useEffect(() => {
    const skipped = () =>
      Array.from(document.querySelectorAll<HTMLElement>("main section")).filter(
        (section) => getComputedStyle(section).contentVisibility === "auto",
      );
    const drawAll = () => skipped().forEach((section) => (section.style.contentVisibility = "visible"));
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a[href*="#"]')) drawAll();
    };
    const target = window.location.hash ? document.getElementById(decodeURIComponent(window.location.hash.slice(1))) : null;
    if (target && target.closest("main")) {
      drawAll();
      // With the page's own scroll behaviour (smooth, unless the visitor asks for less motion): the browser's jump
      // to the fragment is still animating towards the estimated place, and only a new smooth scroll replaces it
      // (an instant one landed on the heading, then the animation carried the page 1,100 px past it).
      target.scrollIntoView();
    }
    document.addEventListener("click", onClick, { capture: true });
    return () => document.removeEventListener("click", onClick, { capture: true });
  }, []);
  return null;
}
