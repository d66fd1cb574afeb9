import { readFileSync } from "node:fs";
import { expect, test, type Locator, type Page } from "@playwright/test";

type Messages = {
  Header: { skipToContent: string };
  Hero: { registerNow: string };
  Auth: { registerTitle: string; loginTitle: string; toRegister: string; toLogin: string; teamName: string; email: string };
};
const messages = (file: string) => JSON.parse(readFileSync(`messages/${file}.json`, "utf8")) as Messages;

const languages = [
  { home: "/", prefix: "", file: "en" },
  { home: "/pt", prefix: "/pt", file: "pt" },
  { home: "/esp", prefix: "/esp", file: "esp" },
];

/** The keyboard focus ring every focusable element gets (globals.css `:focus-visible`). */
async function expectFocusRing(element: Locator) {
  await expect(element).toBeFocused();
  const ring = await element.evaluate((el) => {
    const style = getComputedStyle(el);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(ring.style).not.toBe("none");
  expect(ring.width).toBeGreaterThanOrEqual(2);
}

for (const { home, file } of languages) {
  test(`${home}: the first Tab shows the skip link, which moves the keyboard into the content`, async ({ page }) => {
    const t = messages(file);
    await page.goto(home);
    const skip = page.getByRole("link", { name: t.Header.skipToContent });
    await expect(skip).not.toBeInViewport();

    await page.keyboard.press("Tab");
    await expectFocusRing(skip);
    await expect(skip).toBeInViewport();

    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main$/);
    // The next Tab starts from <main>: past the header's logo and language select, on the hero's first link.
    await page.keyboard.press("Tab");
    await expectFocusRing(page.locator("#home").getByRole("link", { name: t.Hero.registerNow }));
  });
}

test("every control in the header, hero and shop shows the focus ring when reached by keyboard", async ({ page }) => {
  await page.goto("/");
  const seen: string[] = [];
  // Tab through the page until the first shop preview button: links, the language select and buttons.
  for (let i = 0; i < 60 && !seen.some((name) => name.startsWith("BUTTON")); i++) {
    await page.keyboard.press("Tab");
    const focused = page.locator(":focus");
    await expectFocusRing(focused);
    seen.push(await focused.evaluate((el) => `${el.tagName} ${el.textContent?.trim().slice(0, 30)}`));
  }
  expect(seen.some((name) => name.startsWith("SELECT"))).toBe(true);
  expect(seen.some((name) => name.startsWith("BUTTON"))).toBe(true);
});

for (const { prefix, file } of languages) {
  test(`${prefix}/auth: switching mode by keyboard moves the keyboard to the first new field and says so`, async ({ page }) => {
    const t = messages(file);
    // On a phone the toggle sits below the fold of the form it changes.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${prefix}/auth`);
    await tabToText(page, t.Auth.toRegister);
    await page.keyboard.press("Enter");
    const teamName = page.getByLabel(t.Auth.teamName);
    await expect(teamName).toBeFocused();
    await expect(teamName).toBeInViewport();
    await expect(page.locator("[aria-live=polite].visually-hidden")).toHaveText(t.Auth.registerTitle);

    await tabToText(page, t.Auth.toLogin);
    await page.keyboard.press("Enter");
    await expect(page.getByLabel(t.Auth.email)).toBeFocused();
    await expect(page.locator("[aria-live=polite].visually-hidden")).toHaveText(t.Auth.loginTitle);
  });
}

/** Presses Tab until the focused element's text is `text`. */
async function tabToText(page: Page, text: string) {
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press("Tab");
    if ((await page.evaluate(() => document.activeElement?.textContent?.trim() ?? "")) === text) return;
  }
  throw new Error(`the keyboard never reached "${text}"`);
}
