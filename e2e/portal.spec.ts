import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./helpers/axe";
import { registerTeam, signIn, uniqueTeam } from "./helpers/team";

test.describe("teams portal", () => {
  test("an anonymous visitor is sent to /auth and the portal is never shown", async ({ page }) => {
    const response = await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/auth\?next=%2Fdashboard$/);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { name: "TEAMS PORTAL" })).toHaveCount(0);
  });

  test("a signed-in team sees every portal block", async ({ page, context, baseURL }) => {
    const team = await registerTeam(uniqueTeam());
    await signIn(context, team, baseURL!);
    const response = await page.goto("/dashboard");
    expect(response?.headers()["cache-control"]).toMatch(/private|no-store/);

    await expect(page.getByRole("heading", { level: 1, name: "TEAMS PORTAL" })).toBeVisible();
    await expect(page.getByText(team.teamName)).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to the home page" })).toHaveAttribute("href", "/");

    // The edition names no external form (lib/content/portal.ts): the block leads to the team's entries.
    const entry = page.getByRole("link", { name: /Enter your boxers/ });
    await expect(entry).toHaveAttribute("href", "/dashboard/entries");
    await expect(entry).not.toHaveAttribute("target", "_blank");

    for (const year of [2024, 2025]) {
      const results = page.getByRole("link", { name: new RegExp(`Results ${year}`) });
      await expect(results).toHaveAttribute("href", `/pdfs/results-${year}.pdf`);
      const pdf = await page.request.get(`/pdfs/results-${year}.pdf`);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()["content-type"]).toContain("application/pdf");
    }

    const map = page.locator("iframe");
    await expect(map).toHaveAttribute("title", /Map of the/);
    await expect(map).toHaveAttribute("loading", "lazy");
    await expect(page.locator("footer#footer")).toBeVisible();

    await page.getByRole("link", { name: /Gallery 2025/ }).click();
    await expect(page).toHaveURL(/\/gallery-view\/2025$/);
  });

  test("a signed-in team opening /auth lands on /dashboard", async ({ page, context, baseURL }) => {
    const team = await registerTeam(uniqueTeam());
    await signIn(context, team, baseURL!);
    await page.goto("/esp/auth");
    await expect(page).toHaveURL(/\/esp\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: "PORTAL DE EQUIPOS" })).toBeVisible();
  });

  test("Logout appears only when signed in, signs out and returns home", async ({ page, context, baseURL }) => {
    await page.goto("/pt");
    await expect(page.getByRole("button", { name: "Terminar sessão" })).toHaveCount(0);

    const team = await registerTeam(uniqueTeam());
    await signIn(context, team, baseURL!);
    await page.goto("/pt/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "PORTAL DAS EQUIPAS" })).toBeVisible();
    await page.goto("/pt");
    await page.getByRole("button", { name: "Terminar sessão" }).click();
    await expect(page).toHaveURL(/\/pt$/);
    await expect(page.getByRole("button", { name: "Terminar sessão" })).toHaveCount(0);

    await page.goto("/pt/dashboard");
    await expect(page).toHaveURL(/\/pt\/auth\?next=/);
  });

  test("a tampered or garbage session cookie means signed out, never an error", async ({ page, context, baseURL }) => {
    const team = await registerTeam(uniqueTeam());
    await signIn(context, team, baseURL!);
    const cookies = await context.cookies();
    const session = cookies.find((c) => c.name.startsWith("sb-"));
    expect(session).toBeDefined();
    await context.clearCookies();
    await context.addCookies([{ name: session!.name, value: session!.value.slice(0, -12) + "AAAAAAAAAAAA", url: baseURL! }]);
    const tampered = await page.goto("/dashboard");
    expect(tampered?.status()).toBe(200);
    await expect(page).toHaveURL(/\/auth\?next=/);

    await context.clearCookies();
    await context.addCookies([{ name: session!.name, value: "base64-%%%not-a-session", url: baseURL! }]);
    expect((await page.goto("/"))?.status()).toBe(200);
    expect((await page.goto("/dashboard"))?.status()).toBe(200);
    await expect(page).toHaveURL(/\/auth\?next=/);
  });

  test("the signed-in portal has no accessibility violations", async ({ page, context, baseURL }) => {
    const team = await registerTeam(uniqueTeam());
    await signIn(context, team, baseURL!);
    await page.goto("/dashboard");
    await expect(page.getByText(team.teamName)).toBeVisible();
    await expectNoAxeViolations(page, "signed-in portal", { exclude: "iframe" });
  });
});
