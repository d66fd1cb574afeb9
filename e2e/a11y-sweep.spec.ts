import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./helpers/axe";
import { registerTeam, signIn, uniqueTeam } from "./helpers/team";

// docs/quality-bars.md §5: zero WCAG 2.2 A/AA violations on every page in every language. This sweep audits each
// page as it first settles (nothing busy), the localized 404 included, and is the only audit of that state: the
// other specs audit the states a page goes through (modal open, form errors, reset steps). A new route belongs in
// this list.
const prefixes = ["", "/pt", "/esp"];
const routes = [
  "/",
  "/terms&conditions",
  "/gallery-view",
  "/gallery-view/2024",
  "/gallery-view/2025",
  "/today",
  "/auth",
  "/reset",
  "/no-such-page",
];

for (const prefix of prefixes) {
  for (const route of routes) {
    const path = route === "/" ? prefix || "/" : `${prefix}${route}`;
    test(`${path} has no WCAG 2.2 A/AA violations`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(route === "/no-such-page" ? 404 : 200);
      // Settled: the landing's live count, for one, has its figure.
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expectNoAxeViolations(page, path);
    });
  }

  test(`${prefix || "/"} signed in: the portal has no WCAG 2.2 A/AA violations`, async ({ page, context, baseURL }) => {
    const team = await registerTeam(uniqueTeam());
    await signIn(context, team, baseURL!);
    await page.goto(`${prefix}/dashboard`);
    await expect(page.getByText(team.teamName)).toBeVisible();
    // Offline the map cannot load, and its box shows the venue's address instead: ours, and checked.
    await expectNoAxeViolations(page, `${prefix}/dashboard`);
  });
}
