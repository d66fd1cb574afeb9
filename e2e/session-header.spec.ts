import { expect, test, type Page } from "@playwright/test";
import { logInThroughUi, status } from "./helpers/auth-ui";
import { latestMailTo, resetLinkIn } from "./helpers/inbox";
import { registerTeam, signIn, uniqueTeam } from "./helpers/team";

/** docs/product.md §3/§4: the header follows every auth change at once, on this page and in other tabs. */
const logout = (page: Page) => page.getByRole("button", { name: "Logout" });

/** Counts the documents a tab loads, so a test can tell that what it sees came without a reload. */
function countLoads(page: Page): () => number {
  let loads = 0;
  page.on("load", () => loads++);
  return () => loads;
}

test.describe("the header follows the session", () => {
  test("a reset link verified on /reset shows Logout without a reload", async ({ page, browser, baseURL }) => {
    const team = await registerTeam(uniqueTeam());
    await page.goto("/auth");
    await page.getByLabel("Email").fill(team.email);
    await page.getByRole("button", { name: "Forgot password?" }).click();
    await expect(status(page)).toHaveText("Password reset email sent!");
    const link = resetLinkIn(await latestMailTo(team.email));

    // The mail opened in another browser: no session cookie when the page loads.
    const context = await browser.newContext({ baseURL, locale: "en-GB" });
    const mailPage = await context.newPage();
    const loads = countLoads(mailPage);
    await mailPage.goto(link.pathname + link.search);
    await expect(status(mailPage)).toHaveText("Email verified! You can now update your password.");
    await expect(logout(mailPage)).toBeVisible();
    expect(loads()).toBe(1);
    await context.close();
  });

  test("sign-in in one tab shows Logout in another; sign-out there clears it in the first", async ({ context }) => {
    const team = await registerTeam(uniqueTeam());
    const tabB = await context.newPage();
    const tabBLoads = countLoads(tabB);
    await tabB.goto("/pt");
    await tabB.waitForLoadState("networkidle"); // hydrated: the header listens
    await expect(tabB.getByRole("button", { name: "Terminar sessão" })).toHaveCount(0);

    const tabA = await context.newPage();
    const tabALoads = countLoads(tabA);
    await tabA.goto("/auth");
    await logInThroughUi(tabA, team.email, team.password);
    await expect(tabA).toHaveURL(/\/dashboard$/);
    await expect(logout(tabA)).toBeVisible();

    await expect(tabB.getByRole("button", { name: "Terminar sessão" })).toBeVisible();
    expect(tabBLoads()).toBe(1);

    await tabB.getByRole("button", { name: "Terminar sessão" }).click();
    await expect(tabB).toHaveURL(/\/pt$/);
    await expect(logout(tabA)).toHaveCount(0);
    expect(tabALoads()).toBe(2); // /auth, then the full navigation to /dashboard after the login
  });
});

// The sticky header of a signed-in team carries the languages, the portal link and Logout: one row (61 px) from
// 1024 px, and two below (on a phone the logo and the languages, then the two buttons), never three as the
// buttons once wrapped (157 px of a 844 px screen at 390 px in Portuguese; two rows at 1024 px). At 320 and
// 360 px the languages need a row of their own, and the two buttons share the third (Portuguese put each on
// its own: 205 px at 320 px).
test("signed in, the header keeps one row from 1024 px, two from 390 px and three below, in each language", async ({
  page,
  context,
  baseURL,
}) => {
  await signIn(context, await registerTeam(uniqueTeam()), baseURL!);
  const header = page.getByRole("banner");
  // Each page loaded once and then resized, as a window is: the header's rows follow the width alone.
  for (const path of ["/dashboard", "/pt/dashboard", "/esp/dashboard"]) {
    await page.goto(path);
    await expect(header.getByRole("link", { name: /portal/i })).toBeVisible();
    for (const [width, rows] of [
      [320, 3],
      [360, 3],
      [390, 2],
      [768, 2],
      [1024, 1],
      [1280, 1],
    ] as const) {
      await page.setViewportSize({ width, height: 844 });
      const height = (await header.boundingBox())!.height;
      // A row is 61 px; each further one adds 48.
      expect(height, `${path} at ${width} px`).toBeLessThanOrEqual(62 + 48 * (rows - 1));
    }
  }
});

// A short window (a phone held sideways, a desktop zoomed to 400 %: 320 by 256 px) gives its height to the page:
// the header scrolls away with it. A tall one keeps the header stuck to the top.
test("the header stays at the top of a tall window and scrolls away in a short one", async ({ page }) => {
  const header = page.getByRole("banner");
  for (const [width, height, sticky] of [
    [390, 844, true],
    [320, 256, false],
    [844, 390, false],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto("/pt");
    await page.evaluate("window.scrollTo({ top: 1200, behavior: 'instant' })");
    await expect.poll(() => page.evaluate("window.scrollY")).toBe(1200);
    const top = (await header.boundingBox())!.y;
    expect(top, `${width}×${height}`).toBe(sticky ? 0 : -1200);
  }
});
