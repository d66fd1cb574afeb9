import type { Page } from "@playwright/test";

/** One piece of text or one box that runs past where it should end, in words a reader of the failure can act on. */
export type Overflow = { what: string; text: string; by: number };

/**
 * Runs in the page. Finds, at the current viewport:
 * - a page that scrolls sideways (the scrolling element wider than the viewport);
 * - boxes whose content is wider than themselves while their overflow is visible (it spills over the border);
 * - text whose line boxes run past the box of the block that holds it (left or right), which also catches
 *   text clipped by an `overflow: hidden` parent.
 * Visually hidden text (clipped to 1 px for screen readers) and elements not rendered are ignored. A 1 px
 * tolerance absorbs sub-pixel rounding.
 */
function findOverflows(): Overflow[] {
  const TOLERANCE = 1;
  const found: Overflow[] = [];
  const describe = (el: Element) => {
    const id = el.id ? `#${el.id}` : "";
    const cls = typeof el.className === "string" && el.className ? `.${el.className.trim().split(/\s+/).join(".")}` : "";
    const section = el.closest("section[id], header, footer, main")?.id ?? el.closest("header, footer")?.tagName.toLowerCase() ?? "";
    return `${section ? `${section} › ` : ""}${el.tagName.toLowerCase()}${id}${cls}`;
  };
  const snippet = (el: Element) => (el.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 60);
  const hiddenForSight = (el: Element | null): boolean => {
    for (let node = el; node && node !== document.documentElement; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.clip !== "auto" || style.clipPath !== "none" || style.display === "none") return true;
    }
    return false;
  };

  const root = document.scrollingElement ?? document.documentElement;
  const viewport = document.documentElement.clientWidth;
  if (root.scrollWidth > viewport + TOLERANCE) {
    found.push({
      what: "the page scrolls sideways",
      text: `content ${root.scrollWidth}px wide in a ${viewport}px viewport`,
      by: root.scrollWidth - viewport,
    });
  }

  for (const el of Array.from(document.body.querySelectorAll("*"))) {
    if (el instanceof SVGElement || ["SCRIPT", "STYLE", "TEMPLATE", "NOSCRIPT", "OPTION", "IFRAME"].includes(el.tagName)) continue;
    if (el.clientWidth === 0) continue;
    const style = getComputedStyle(el);
    if (style.overflowX !== "visible") continue;
    const by = el.scrollWidth - el.clientWidth;
    if (by > TOLERANCE && !hiddenForSight(el)) found.push({ what: `box ${describe(el)}`, text: snippet(el), by });
  }

  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent?.trim()) continue;
    let block = node.parentElement;
    while (block && ["inline", "contents"].includes(getComputedStyle(block).display)) block = block.parentElement;
    if (
      !block ||
      block instanceof SVGElement ||
      ["SCRIPT", "STYLE", "TEMPLATE", "NOSCRIPT", "OPTION", "SELECT", "TITLE"].includes(block.tagName)
    )
      continue;
    if (hiddenForSight(node.parentElement)) continue;
    const box = block.getBoundingClientRect();
    if (box.width === 0) continue;
    range.selectNodeContents(node);
    for (const rect of Array.from(range.getClientRects())) {
      if (rect.width === 0) continue;
      const by = Math.max(rect.right - box.right, box.left - rect.left);
      if (by > TOLERANCE) {
        found.push({
          what: `text in ${describe(block)}`,
          text: node.textContent.replace(/\s+/g, " ").trim().slice(0, 60),
          by: Math.round(by),
        });
        break;
      }
    }
  }
  return found;
}

export function overflowsIn(page: Page): Promise<Overflow[]> {
  return page.evaluate(findOverflows);
}
