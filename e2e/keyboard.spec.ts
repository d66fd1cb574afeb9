import { readFileSync } from "node:fs";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { registerTeam, signIn, uniqueTeam } from "./helpers/team";

type Messages = {
  Header: { skipToContent: string; language: string; portal: string };
  Hero: { registerNow: string };
  Auth: { registerTitle: string; loginTitle: string; toRegister: string; toLogin: string; teamName: string; email: string };
};
const messages = (file: string) => JSON.parse(readFileSync(`messages/${file}.json`, "utf8")) as Messages;

const languages = [
  { home: "/", prefix: "", file: "en", other: "pt", otherPrefix: "/pt", otherCode: "PT" },
  { home: "/pt", prefix: "/pt", file: "pt", other: "es", otherPrefix: "/esp", otherCode: "ESP" },
  { home: "/esp", prefix: "/esp", file: "esp", other: "en", otherPrefix: "", otherCode: "EN" },
];

/** Presses Tab until `reached()` is true in the page (at most 25 times). */
async function tabTo(page: Page, reached: () => boolean) {
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate(reached)) return;
  }
  throw new Error("the keyboard never reached the element");
}

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
    // The next Tab starts from <main>: past the header's logo and language links, on the hero's first link.
    await page.keyboard.press("Tab");
    await expectFocusRing(page.locator("#home").getByRole("link", { name: t.Hero.registerNow }));
  });
}

test("every control in the header, hero and shop shows the focus ring when reached by keyboard", async ({ page }) => {
  await page.goto("/");
  const seen: string[] = [];
  // Tab through the page until the first shop preview button: links, the language links and buttons.
  for (let i = 0; i < 60 && !seen.some((name) => name.startsWith("BUTTON")); i++) {
    await page.keyboard.press("Tab");
    const focused = page.locator(":focus");
    await expectFocusRing(focused);
    seen.push(await focused.evaluate((el) => `${el.tagName} ${el.textContent?.trim().slice(0, 30)}`));
  }
  expect(seen.filter((name) => /^A (EN|PT|ESP) · /.test(name))).toHaveLength(3);
  expect(seen.some((name) => name.startsWith("BUTTON"))).toBe(true);
});

for (const { prefix, file, other, otherPrefix, otherCode } of languages) {
  test(`${prefix || "/"}: browsing the language selector by keyboard changes nothing; choosing a language does`, async ({
    page,
    context,
  }) => {
    const t = messages(file);
    await page.goto(`${prefix}/terms&conditions`);
    await page.waitForLoadState("networkidle");
    const lang = await page.locator("html").getAttribute("lang");
    // The first control after the skip link and the logo is the language selector.
    await tabTo(page, () => {
      const el = document.activeElement!;
      return !!el.closest("header") && !el.classList.contains("skip-link") && !el.querySelector("svg");
    });
    // WCAG 3.2.2: moving through the choices is not choosing one.
    for (const key of ["ArrowDown", "ArrowDown", "ArrowUp", "ArrowRight", "ArrowLeft"]) await page.keyboard.press(key);
    await page.waitForLoadState("networkidle");
    await expect(page).toHaveURL(new RegExp(`localhost:\\d+${prefix}/terms&conditions$`));
    await expect(page.locator("html")).toHaveAttribute("lang", lang!);
    await expect(page.getByRole("navigation", { name: t.Header.language })).toBeVisible();

    // A choice is made with Enter on the language, reached with Tab.
    for (let i = 0; i < 3 && !(await page.evaluate(() => document.activeElement?.textContent ?? "")).startsWith(otherCode); i++) {
      await page.keyboard.press("Tab");
    }
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`localhost:\\d+${otherPrefix}/terms&conditions$`));
    expect((await context.cookies()).find((c) => c.name === "NEXT_LOCALE")?.value).toBe(other);
  });

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

  test(`${prefix || "/"}: a signed-in team reaches the portal from the header by keyboard`, async ({ page, context, baseURL }) => {
    const t = messages(file);
    await signIn(context, await registerTeam(uniqueTeam()), baseURL!);
    await page.goto(prefix || "/");
    const portal = page.getByRole("banner").getByRole("link", { name: t.Header.portal });
    await expect(portal).toBeVisible();
    await tabToText(page, t.Header.portal);
    await expectFocusRing(portal);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${prefix}/dashboard$`));
    await expect(page.getByRole("banner").getByRole("link", { name: t.Header.portal })).toHaveAttribute("aria-current", "page");
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
