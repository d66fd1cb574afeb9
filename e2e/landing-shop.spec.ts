import { expect, test, type Page, type Route } from "@playwright/test";
import { expectNoAxeViolations } from "./helpers/axe";

/** Requests for a product picture, through the image optimizer or straight from public/ (whatever its `?v=`). */
const productImage = (file: string) => (url: URL) =>
  url.pathname === `/images/products/${file}` ||
  (url.pathname === "/_next/image" && url.searchParams.get("url")?.split("?")[0] === `/images/products/${file}`);

const card = (page: Page, product: string) => page.locator(`#shop [data-product="${product}"]`);
const dialog = (page: Page) => page.getByRole("dialog");

async function openPreview(page: Page, name: string) {
  const opener = page.locator("#shop").getByRole("button", { name: `Preview ${name}` });
  await opener.click();
  await expect(dialog(page)).toBeVisible();
  return opener;
}

test.describe("shop", () => {
  test("shows the ticket cards and the four product cards with prices", async ({ page }) => {
    await page.goto("/");
    const shop = page.locator("#shop");
    await expect(shop.getByRole("heading", { level: 4 })).toHaveText([
      "Daily",
      "3-day",
      "T-shirt",
      "Sweat",
      "Metallic Bottles",
      "Custom T-shirts",
    ]);
    await expect(shop.getByRole("listitem").filter({ hasText: "Daily" })).toContainText("€15");
    await expect(shop.getByRole("listitem").filter({ hasText: "3-day" })).toContainText("€35");
    await expect(card(page, "tshirt")).toContainText("€15");
    await expect(card(page, "customTshirt")).toContainText("€20");
    await expect(shop.getByRole("img", { name: /ticket/ })).toHaveCount(2);
  });

  test("only the T-shirt and Custom T-shirts cards open a preview", async ({ page }) => {
    await page.goto("/");
    await expect(card(page, "sweat").getByRole("button")).toHaveCount(0);
    await expect(card(page, "bottle").getByRole("button")).toHaveCount(0);
    await expect(page.locator("#shop").getByRole("button", { name: /^Preview/ })).toHaveCount(2);

    await openPreview(page, "T-shirt");
    await expect(dialog(page).getByRole("heading", { name: "T-shirt" })).toBeVisible();
    await expect(dialog(page)).toContainText("€15");
    await expect(dialog(page).getByRole("img", { name: /T-shirt/ })).toBeVisible();
    await page.keyboard.press("Escape");

    await openPreview(page, "Custom T-shirts");
    await expect(dialog(page).getByRole("heading", { name: "Custom T-shirts" })).toBeVisible();
    await expect(dialog(page)).toContainText("€20");
  });

  test("a click on the picture, the name or the price of the T-shirt and Custom T-shirts cards opens their preview", async ({ page }) => {
    await page.goto("/");
    const previewable = [
      { product: "tshirt", name: "T-shirt", price: "€15" },
      { product: "customTshirt", name: "Custom T-shirts", price: "€20" },
    ];
    for (const { product, name, price } of previewable) {
      const parts = {
        picture: card(page, product).getByRole("img"),
        name: card(page, product).getByRole("heading", { name }),
        price: card(page, product).getByText(price),
      };
      for (const [part, target] of Object.entries(parts)) {
        await target.click();
        await expect(dialog(page), `a click on the ${part} of ${name}`).toBeVisible();
        await expect(dialog(page).getByRole("heading", { name })).toBeVisible();
        await expect(dialog(page)).toContainText(price);
        await page.keyboard.press("Escape");
        await expect(dialog(page)).toBeHidden();
        await expect(
          card(page, product).getByRole("button", { name: `Preview ${name}` }),
          "focus returns to the card's button",
        ).toBeFocused();
      }
    }

    // The preview's code has loaded by now, so a dialog the other cards opened would show at once.
    for (const product of ["sweat", "bottle"]) {
      await card(page, product).getByRole("img").click();
      await card(page, product).getByRole("heading").click();
      await card(page, product).getByText(/€\d+/).click();
    }
    await expect(page.locator("dialog")).toHaveCount(0);
  });

  test("the preview's code is fetched on the first pointer over a previewable card, not with the page", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto("/");
    await card(page, "sweat").scrollIntoViewIfNeeded();
    await page.waitForLoadState("networkidle");
    const atLoad = scripts.length;
    await card(page, "sweat").hover();
    await page.waitForLoadState("networkidle");
    expect(scripts, "a card without a preview loads nothing").toHaveLength(atLoad);
    await card(page, "tshirt").getByRole("img").hover();
    await expect.poll(() => scripts.length).toBeGreaterThan(atLoad);
  });

  test("shows a spinner while the image loads, then the image", async ({ page }) => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route(productImage("tshirt.webp"), async (route: Route) => {
      await gate;
      await route.continue();
    });
    await page.goto("/");
    await openPreview(page, "T-shirt");
    const spinner = dialog(page).getByRole("status");
    await expect(spinner).toHaveText("Loading image…");
    await expect(dialog(page).locator("img")).toHaveCSS("opacity", "0");
    release();
    await expect(spinner).toHaveCount(0);
    const image = dialog(page).getByRole("img", { name: /T-shirt/ });
    await expect(image).toBeVisible();
    await expect(image).toHaveCSS("opacity", "1");
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test("says Failed to load image when the picture cannot load", async ({ page }) => {
    await page.route(productImage("custom-tshirt-en.webp"), (route) => route.fulfill({ status: 404, body: "" }));
    await page.goto("/");
    await openPreview(page, "Custom T-shirts");
    await expect(dialog(page).getByRole("alert")).toHaveText("Failed to load image");
    await expect(dialog(page).getByRole("status")).toHaveCount(0);
  });

  test("closes with the close button, the overlay and Escape, returning focus to the opener", async ({ page }) => {
    await page.goto("/");

    let opener = await openPreview(page, "T-shirt");
    await dialog(page).getByRole("button", { name: "Close" }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(opener).toBeFocused();

    opener = await openPreview(page, "T-shirt");
    // A point on the dimmed backdrop, outside the dialog box.
    await page.mouse.click(5, 5);
    await expect(dialog(page)).toBeHidden();
    await expect(opener).toBeFocused();

    opener = await openPreview(page, "Custom T-shirts");
    await dialog(page).getByRole("heading", { name: "Custom T-shirts" }).click();
    await expect(dialog(page), "a click inside the dialog keeps it open").toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("keeps keyboard focus inside the open dialog", async ({ page }) => {
    await page.goto("/");
    await openPreview(page, "T-shirt");
    const insideDialog = () => page.evaluate(() => !!document.querySelector("dialog[open]")?.contains(document.activeElement));
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Tab");
      expect(await insideDialog()).toBe(true);
    }
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press("Shift+Tab");
      expect(await insideDialog()).toBe(true);
    }
    await expect(dialog(page).getByRole("button", { name: "Close" })).toBeFocused();
  });

  test("has no WCAG 2.2 A/AA violations with the preview open", async ({ page }) => {
    await page.goto("/");
    await openPreview(page, "T-shirt");
    await expect(dialog(page).getByRole("img", { name: /T-shirt/ })).toHaveCSS("opacity", "1");
    await expectNoAxeViolations(page);
  });
});
