import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./helpers/axe";
import { expectPrerendered } from "./helpers/static-page";

const galleries = [
  {
    path: "/gallery-view/2024",
    year: "2024",
    dashboard: "/dashboard",
    back: "Back to the teams portal",
    captions: ["Best Elite Female", "Best Elite Male", "Best Team (based on medals)", "Best Team (based on points)", "Best Prospect Male", "Best Prospect Female"],
  },
  {
    path: "/gallery-view/2025",
    year: "2025",
    dashboard: "/dashboard",
    back: "Back to the teams portal",
    captions: ["Best Elite Female", "Best Elite Male", "Best Team", "Best Prospect Female", "Best Prospect Male"],
  },
  {
    path: "/pt/gallery-view/2024",
    year: "2024",
    dashboard: "/pt/dashboard",
    back: "Voltar ao portal das equipas",
    captions: ["Melhor Pugilista Elite Feminina", "Melhor Pugilista Elite Masculino", "Melhor Equipa (por medalhas)", "Melhor Equipa (por pontos)", "Maior Promessa Masculina", "Maior Promessa Feminina"],
  },
  {
    path: "/esp/gallery-view/2025",
    year: "2025",
    dashboard: "/esp/dashboard",
    back: "Volver al portal de equipos",
    captions: ["Mejor Boxeadora Élite", "Mejor Boxeador Élite", "Mejor Equipo", "Mejor Promesa Femenina", "Mejor Promesa Masculina"],
  },
] as const;

/** Lazy images only load near the viewport: scroll each into view, then require real pixels. */
async function expectEveryImageLoaded(page: Page, count: number) {
  const images = page.locator("main figure img");
  await expect(images).toHaveCount(count);
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  }
}

for (const g of galleries) {
  test.describe(`gallery ${g.path}`, () => {
    test("shows the year and every award photo with its caption", async ({ page }) => {
      await page.goto(g.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.getByTestId("gallery-year")).toHaveText(g.year);
      await expect(page.locator("main figure figcaption")).toHaveText([...g.captions]);
      await expectEveryImageLoaded(page, g.captions.length);

      const images = page.locator("main figure img");
      for (const [index, caption] of g.captions.entries()) {
        const alt = await images.nth(index).getAttribute("alt");
        expect(alt).toContain(caption);
        expect(alt).toContain(g.year);
      }
      // Only the first photo can be above the fold; the rest wait for the visitor to scroll.
      await expect(images.nth(1)).toHaveAttribute("loading", "lazy");
      await expect(images.last()).toHaveAttribute("loading", "lazy");
    });

    test("the back link goes to the teams portal", async ({ page }) => {
      await page.goto(g.path);
      await expect(page.getByRole("link", { name: g.back })).toHaveAttribute("href", g.dashboard);
    });

    test("is prerendered and has no WCAG 2.2 A/AA violations", async ({ page, request }) => {
      await expectPrerendered(request, g.path);
      await page.goto(g.path);
      await expectEveryImageLoaded(page, g.captions.length);
      await expectNoAxeViolations(page);
    });
  });
}

const withoutYear = [
  { path: "/gallery-view", unknown: "Unknown", prefix: "", link: "Award winners" },
  { path: "/pt/gallery-view", unknown: "Desconhecido", prefix: "/pt", link: "Premiados" },
  { path: "/esp/gallery-view", unknown: "Desconocido", prefix: "/esp", link: "Premiados" },
] as const;

for (const g of withoutYear) {
  test.describe(`gallery without a year ${g.path}`, () => {
    test("shows the year Unknown, no images, and links to each edition", async ({ page }) => {
      await page.goto(g.path);
      await expect(page.getByTestId("gallery-year")).toHaveText(g.unknown);
      await expect(page.locator("main img")).toHaveCount(0);
      await expect(page.locator("main a").filter({ hasText: g.link })).toHaveCount(2);
      await expect(page.getByRole("link", { name: `${g.link} 2024` })).toHaveAttribute("href", `${g.prefix}/gallery-view/2024`);
      await expect(page.locator(`main a[href="${g.prefix}/dashboard"]`)).toHaveCount(1);

      await page.getByRole("link", { name: `${g.link} 2025` }).click();
      await expect(page).toHaveURL((url) => url.pathname === `${g.prefix}/gallery-view/2025`);
      await expect(page.getByTestId("gallery-year")).toHaveText("2025");
    });

    test("is prerendered and has no WCAG 2.2 A/AA violations", async ({ page, request }) => {
      await expectPrerendered(request, g.path);
      await page.goto(g.path);
      await expectNoAxeViolations(page);
    });

    test("fits a phone screen without sideways scrolling", async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(g.path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    });
  });
}

test("an edition without a gallery is a 404", async ({ request }) => {
  expect((await request.get("/gallery-view/2023")).status()).toBe(404);
});
