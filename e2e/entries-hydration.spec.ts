import { expect, test } from "@playwright/test";
import { registerTeam, signIn } from "./helpers/team";

/**
 * What a phone executes to bring the entries page to life (docs/quality-bars.md §3: the page is held to the
 * bars of /dashboard). Every text of the form comes formatted from the server: the browser formats no ICU message
 * with arguments while it hydrates, because the first one costs it a locale resolution through Intl (35 ms of a
 * 4×-slowed CPU, docs/benchmarks.md). Typing is another matter: the category's sentence follows the date of birth.
 */
for (const prefix of ["", "/pt", "/esp"]) {
  test(`${prefix}/dashboard/entries hydrates without resolving a locale in the browser, and resolves one once the form is used`, async ({
    page,
    context,
    baseURL,
  }) => {
    await signIn(context, await registerTeam(), baseURL!);
    // Counts what intl-messageformat calls for each message it compiles (IntlMessageFormat.resolveLocale).
    await page.addInitScript(`{
      const original = Intl.NumberFormat.supportedLocalesOf;
      window.__localeResolutions = 0;
      Intl.NumberFormat.supportedLocalesOf = function (...args) {
        window.__localeResolutions++;
        return original.apply(this, args);
      };
    }`);
    await page.goto(`${prefix}/dashboard/entries`);
    const form = page.locator("form").filter({ has: page.locator('input[name="birthDate"]') });
    await expect(form).toBeVisible();
    await page.waitForLoadState("networkidle");
    const resolutions = () => page.evaluate(() => (window as unknown as { __localeResolutions: number }).__localeResolutions);
    expect(await resolutions()).toBe(0);

    // The instrument works: a date of birth makes the form say its category, an ICU message with arguments.
    await page.locator('input[name="birthDate"]').fill("2008-05-05");
    await expect(page.locator("#entry-category-status")).toContainText("2008");
    expect(await resolutions()).toBeGreaterThan(0);
  });
}
