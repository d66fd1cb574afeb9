import { expect, test, type Locator, type Page } from "@playwright/test";

const cards = (page: Page) => page.locator("#sponsors li > *");
const tiltOf = (card: Locator) => card.locator("[data-tilt]").evaluate((el: HTMLElement) => el.style.transform);

/** The URLs of the scripts the page requests from now on. */
function scriptRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") urls.push(request.url());
  });
  return urls;
}

/**
 * Loads the landing, waits until it is quiet, and scrolls the third sponsor card into view: the scripts
 * requested from then on, how many there were at load, and the card.
 */
async function loadAndReachCard(page: Page) {
  const scripts = scriptRequests(page);
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  const atLoad = scripts.length;
  const card = cards(page).nth(2);
  await card.scrollIntoViewIfNeeded();
  return { scripts, atLoad, card };
}

async function moveOver(page: Page, card: Locator, fx: number, fy: number) {
  const box = (await card.boundingBox())!;
  await page.mouse.move(box.x + box.width * fx, box.y + box.height * fy);
}

test.describe("sponsors", () => {
  test("eleven cards, ten opening a sponsor page in a new tab, one without a link", async ({ page }) => {
    await page.goto("/");
    const sponsors = page.locator("#sponsors");
    await expect(sponsors.getByRole("heading", { level: 2, name: "Our sponsors" })).toBeVisible();
    await expect(cards(page)).toHaveCount(11);
    const links = sponsors.getByRole("link");
    await expect(links).toHaveCount(10);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /\bnoopener\b/);
      await expect(link).toHaveAttribute("href", /^https:\/\//);
      await expect(link).toHaveAccessibleName(/ logo \(opens in a new tab\)$/);
    }
    await expect(sponsors.getByRole("img")).toHaveCount(11);
    await expect(sponsors.getByRole("img", { name: "Rádio Maré Alta 97.4 FM logo" })).toBeVisible();
    await expect(sponsors.getByRole("link", { name: /Rádio Maré Alta/ })).toHaveCount(0);

    // Two wide marks (350×200), nine square ones (200×200) at desktop width.
    const sizes = await cards(page).evaluateAll((els) => els.map((el) => `${el.clientWidth}x${el.clientHeight}`));
    expect(sizes.filter((s) => s === "350x200")).toHaveLength(2);
    expect(sizes.filter((s) => s === "200x200")).toHaveLength(9);
  });

  test("a card shows its caption on hover and on keyboard focus", async ({ page }) => {
    await page.goto("/");
    const first = cards(page).first();
    const caption = first.getByText("Hotel Cais da Lua · Official hotel");
    await first.scrollIntoViewIfNeeded();
    await expect(caption).toHaveCSS("opacity", "0");
    await first.hover();
    await expect(caption).toHaveCSS("opacity", "1");
    await page.mouse.move(0, 0);
    await expect(caption).toHaveCSS("opacity", "0");
    await first.focus();
    await expect(caption).toHaveCSS("opacity", "1");
  });

  test("tilts toward the pointer on mouse move and resets on leave", async ({ page }) => {
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    const card = cards(page).nth(2);
    await card.scrollIntoViewIfNeeded();
    expect(await tiltOf(card)).toBe("");

    // The tilt's code loads on this first move and then tilts the card under the resting pointer.
    await moveOver(page, card, 0.9, 0.1);
    await expect.poll(() => tiltOf(card)).toMatch(/rotateX\((\d|\.)+deg\) rotateY\((\d|\.)+deg\) scale\(1\.2\)/);
    const topRight = await tiltOf(card);

    await moveOver(page, card, 0.1, 0.9);
    const bottomLeft = await tiltOf(card);
    expect(bottomLeft).toMatch(/rotateX\(-[\d.]+deg\) rotateY\(-[\d.]+deg\)/);
    expect(bottomLeft).not.toBe(topRight);

    // 80% of the way to a corner is 80% of the 20° amplitude on each axis.
    const angles = [...bottomLeft.matchAll(/rotate[XY]\((-?[\d.]+)deg\)/g)].map((m) => Math.abs(Number(m[1])));
    expect(angles).toHaveLength(2);
    for (const angle of angles) expect(angle).toBeCloseTo(16, 0);

    await page.mouse.move(2, 2);
    expect(await tiltOf(card)).toBe("");
  });

  test("the tilt's code is fetched on the first pointer over the sponsors, not with the page", async ({ page }) => {
    const { scripts, atLoad, card } = await loadAndReachCard(page);
    await page.waitForLoadState("networkidle");
    expect(scripts).toHaveLength(atLoad);
    await moveOver(page, card, 0.5, 0.5);
    await expect.poll(() => scripts.length).toBeGreaterThan(atLoad);
  });

  test.describe("with reduced motion", () => {
    test.use({ reducedMotion: "reduce" });

    test("does not tilt", async ({ page }) => {
      const { scripts, atLoad, card } = await loadAndReachCard(page);
      await moveOver(page, card, 0.9, 0.1);
      // The tilt's code has loaded: a move now would tilt the card if motion were allowed.
      await expect.poll(() => scripts.length).toBeGreaterThan(atLoad);
      await page.waitForLoadState("networkidle");
      await moveOver(page, card, 0.2, 0.8);
      expect(await tiltOf(card)).toBe("");
      await expect(card.locator("[data-tilt]")).toHaveCSS("transform", "none");
    });
  });
});
