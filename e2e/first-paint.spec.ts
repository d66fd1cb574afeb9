import { expect, test, type Page } from "@playwright/test";

// What a phone on a slow link sees first (docs/decisions.md D25, D29): the page paints before the heading
// font arrives, and nothing moves when it does, or when it never does.

/** Holds every web-font response until `release()` is called, so the page paints without it first. */
async function holdFonts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route(/\.woff2$/, async (route) => {
    held += 1;
    await released;
    await route.continue();
  });
  return { release, held: () => held };
}

/** The sum of every layout shift the page has reported (the CLS of a page nobody has touched yet). */
function layoutShiftTotal(page: Page): Promise<number> {
  return page.evaluate(() => {
    // `buffered` hands over the entries recorded so far; takeRecords() reads them without waiting for a callback.
    const observer = new PerformanceObserver(() => {});
    observer.observe({ type: "layout-shift", buffered: true });
    const entries = observer.takeRecords() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[];
    observer.disconnect();
    return entries.filter((e) => !e.hadRecentInput).reduce((sum, e) => sum + e.value, 0);
  });
}

// The pages where a late Oswald moved text when it was swapped in: the Spanish hero heading took one line
// instead of two (CLS 0.046), the gallery intro and the portal and login headings.
for (const path of ["/esp", "/", "/gallery-view/2024", "/auth"]) {
  test(`${path}: text painted before the heading font arrives does not move when it comes`, async ({ page }) => {
    const fonts = await holdFonts(page);
    // Not "load": the held font is part of it.
    await page.goto(path, { waitUntil: "commit" });
    await expect(page.locator("h1")).toBeVisible();
    expect(fonts.held(), "the page asks for its heading font").toBeGreaterThan(0);
    fonts.release();
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    expect(await layoutShiftTotal(page)).toBe(0);
  });
}
