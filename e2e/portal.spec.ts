import { expect, test } from "@playwright/test";
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

    const consent = page.getByRole("link", { name: "Consent form for boxers under 18 (PDF) (opens in a new tab)" });
    await expect(consent).toHaveAttribute("href", "/pdfs/consent-en.pdf");
    await expect(consent).toHaveAttribute("target", "_blank");
    expect((await page.request.get("/pdfs/consent-en.pdf")).headers()["content-type"]).toContain("application/pdf");

    await expect(page.locator("footer#footer")).toBeVisible();

    await page.getByRole("link", { name: /Gallery 2025/ }).click();
    await expect(page).toHaveURL(/\/gallery-view\/2025$/);
  });

  test("the map loads when it nears the screen, and shows the map itself when Google answers", async ({ page, context, baseURL }) => {
    await signIn(context, await registerTeam(uniqueTeam()), baseURL!);
    await page.route(/^https:\/\/www\.google\.com\/maps\?/, (route) =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html><title>map</title><p>The map</p>" }),
    );
    await page.setViewportSize({ width: 390, height: 700 });
    await page.goto("/dashboard");
    const block = page.getByRole("region", { name: "Venue map" });
    // Far below the screen: the address, and no request to Google yet.
    await expect(block.locator("object")).toHaveCount(0);
    await expect(block.getByText("Rua Dr. Manuel Pereira da Silva")).toHaveCount(1);
    await block.scrollIntoViewIfNeeded();
    const map = block.locator("object");
    await expect(map).toHaveAttribute("title", "Map of the Centro de Desporto da Universidade do Porto");
    await expect(map).toHaveAttribute("data", /^https:\/\/www\.google\.com\/maps\?q=/);
    await expect.poll(() => page.frames().some((frame) => frame.url().startsWith("https://www.google.com/maps?"))).toBe(true);
    // The map is drawn: its content, the address, is not shown.
    await expect(block.getByText("Rua Dr. Manuel Pereira da Silva")).toBeHidden();
  });

  for (const [prefix, name] of [
    ["", "Open the map (opens in a new tab)"],
    ["/pt", "Abrir o mapa (abre num novo separador)"],
    ["/esp", "Abrir el mapa (se abre en una pestaña nueva)"],
  ]) {
    test(`${prefix}/dashboard: the map link says what it does, on screen and to screen readers alike`, async ({
      page,
      context,
      baseURL,
    }) => {
      await signIn(context, await registerTeam(uniqueTeam()), baseURL!);
      await page.goto(`${prefix}/dashboard`);
      const link = page.getByRole("link", { name, exact: true });
      await expect(link).toHaveAttribute("target", "_blank");
      // The visible words are the start of the accessible name, and neither speaks of a window.
      const visible = await link.evaluate((el) => {
        const copy = el.cloneNode(true) as Element;
        copy.querySelectorAll(".visually-hidden").forEach((hidden) => hidden.remove());
        return copy.textContent!.trim();
      });
      expect(name.startsWith(visible), `"${visible}" begins "${name}"`).toBe(true);
      expect(name).not.toMatch(/window|janela|ventana/i);
    });
  }

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
});
