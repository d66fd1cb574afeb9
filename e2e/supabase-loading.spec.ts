import { expect, test, type Page } from "@playwright/test";
import { logInThroughUi } from "./helpers/auth-ui";
import { registerTeam, signIn, uniqueTeam } from "./helpers/team";

/**
 * supabase-js stays off the pages of visitors who never signed in: it is downloaded on the /auth form's first
 * submit, or when a page opens with a session cookie. Its bundle is recognised by the client-info header
 * @supabase/ssr sends with every request ("supabase-ssr/<version> createBrowserClient").
 */
const SUPABASE_JS_MARKER = "supabase-ssr/";

/** Records, from now on, whether any script the page downloads is supabase-js. */
function watchScripts(page: Page): () => Promise<boolean> {
  const bodies: Promise<string>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") bodies.push(response.text().catch(() => ""));
  });
  return async () => (await Promise.all(bodies)).some((body) => body.includes(SUPABASE_JS_MARKER));
}

test.describe("supabase-js download", () => {
  test("no sb- cookie: public pages and the untouched /auth form never download it", async ({ page }) => {
    const downloaded = watchScripts(page);
    for (const path of ["/", "/pt", "/esp/gallery-view", "/terms&conditions", "/auth"]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
    }
    expect(await downloaded()).toBe(false);
  });

  test("the /auth form downloads it on the first submit", async ({ page }) => {
    await page.goto("/auth");
    await page.waitForLoadState("networkidle");
    const downloaded = watchScripts(page);
    await logInThroughUi(page, "nobody@example.test", "Wrong-password");
    await expect(page.getByRole("status")).toHaveText("Invalid login credentials");
    expect(await downloaded()).toBe(true);
  });

  test("with a session cookie a public page downloads it and shows Logout", async ({ page, context, baseURL }) => {
    await signIn(context, await registerTeam(uniqueTeam()), baseURL!);
    const downloaded = watchScripts(page);
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
    expect(await downloaded()).toBe(true);
  });
});
