import type { Page } from "@playwright/test";

/**
 * Holds every request to `url` until `release()`, so a test asserts an in-between state (busy button,
 * "Verifying…") for as long as it needs, instead of racing a fixed delay. Release before the end of the test.
 */
export async function holdRequests(page: Page, url: string): Promise<{ release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}
