import type { Page } from "@playwright/test";

/**
 * Sums the page's layout shifts from now on (what CLS adds up), into `window.__liveShift`, and names what moved (the
 * step, the element, its text shortened, its box before and after: x,y,width,height) in `window.__liveMoved`, so a
 * failure says which box moved and when (issue 34: nothing moves under the reader's finger while results arrive).
 */
export const watchShifts = (page: Page) =>
  page.evaluate(() => {
    const moved: string[] = [];
    Reflect.set(window, "__liveShift", 0);
    Reflect.set(window, "__liveMoved", moved);
    type Shift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    };
    const box = (r: DOMRectReadOnly) => [r.x, r.y, r.width, r.height].map(Math.round).join(",");
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        Reflect.set(window, "__liveShift", (Reflect.get(window, "__liveShift") as number) + entry.value);
        for (const { node, previousRect, currentRect } of entry.sources)
          moved.push(
            `${Reflect.get(window, "__phase")} ${node?.nodeName}.${(node as Element | null)?.className}: ${node?.textContent?.slice(0, 60)} (${box(previousRect)} → ${box(currentRect)})`,
          );
      }
    }).observe({ type: "layout-shift" });
  });

/** The shifts summed since `watchShifts`, and what moved. */
export const shifted = (page: Page) =>
  page.evaluate(() => ({ cls: Reflect.get(window, "__liveShift") as number, moved: Reflect.get(window, "__liveMoved") as string[] }));

/** Names the step the layout shifts that follow belong to (in `window.__liveMoved`). */
export const phase = (pages: Page[], name: string) =>
  Promise.all(pages.map((page) => page.evaluate((n) => Reflect.set(window, "__phase", n), name)));
