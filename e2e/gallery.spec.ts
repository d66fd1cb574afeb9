import { expect, test, type Page } from "@playwright/test";
import { expectPrerendered } from "./helpers/static-page";

const galleries = [
  {
    path: "/gallery-view/2024",
    year: "2024",
    dashboard: "/dashboard",
    back: "Back to the teams portal",
    captions: [
      "Best Elite Female",
      "Best Elite Male",
      "Best Team (based on medals)",
      "Best Team (based on points)",
      "Best Prospect Male",
      "Best Prospect Female",
    ],
    alts: {
      0: "Illustration: silhouette of a female boxer raising a fist in the ring behind a championship belt. Best Elite Female, Porto Box Cup 2024",
      2: "Illustration: silhouettes of a team of 3 boxers raising their fists in the ring behind a trophy. Best Team (based on medals), Porto Box Cup 2024",
      4: "Illustration: silhouette of a male boxer raising a fist in the ring, wearing a medal. Best Prospect Male, Porto Box Cup 2024",
    },
  },
  {
    path: "/gallery-view/2025",
    year: "2025",
    dashboard: "/dashboard",
    back: "Back to the teams portal",
    captions: ["Best Elite Female", "Best Elite Male", "Best Team", "Best Prospect Female", "Best Prospect Male"],
    alts: {
      1: "Illustration: silhouette of a male boxer raising a fist in the ring behind a championship belt. Best Elite Male, Porto Box Cup 2025",
      2: "Illustration: silhouettes of a team of 3 boxers raising their fists in the ring behind a trophy. Best Team, Porto Box Cup 2025",
      3: "Illustration: silhouette of a female boxer raising a fist in the ring, wearing a medal. Best Prospect Female, Porto Box Cup 2025",
    },
  },
  {
    path: "/pt/gallery-view/2024",
    year: "2024",
    dashboard: "/pt/dashboard",
    back: "Voltar ao portal das equipas",
    captions: [
      "Melhor Pugilista Elite Feminina",
      "Melhor Pugilista Elite Masculino",
      "Melhor Equipa (por medalhas)",
      "Melhor Equipa (por pontos)",
      "Maior Promessa Masculina",
      "Maior Promessa Feminina",
    ],
    alts: {
      0: "Ilustração: silhueta de uma pugilista de punho erguido no ringue, atrás de um cinturão de campeã. Melhor Pugilista Elite Feminina, Porto Box Cup 2024",
      3: "Ilustração: silhuetas de uma equipa de 3 pugilistas de punho erguido no ringue, atrás de um troféu. Melhor Equipa (por pontos), Porto Box Cup 2024",
      4: "Ilustração: silhueta de um pugilista de punho erguido no ringue, com uma medalha ao peito. Maior Promessa Masculina, Porto Box Cup 2024",
    },
  },
  {
    path: "/esp/gallery-view/2025",
    year: "2025",
    dashboard: "/esp/dashboard",
    back: "Volver al portal de equipos",
    captions: ["Mejor Boxeadora Élite", "Mejor Boxeador Élite", "Mejor Equipo", "Mejor Promesa Femenina", "Mejor Promesa Masculina"],
    alts: {
      1: "Ilustración: silueta de un boxeador en el ring, con el puño en alto, detrás de un cinturón de campeón. Mejor Boxeador Élite, Porto Box Cup 2025",
      2: "Ilustración: siluetas de un equipo de 3 boxeadores en el ring, con el puño en alto, detrás de un trofeo. Mejor Equipo, Porto Box Cup 2025",
      3: "Ilustración: silueta de una boxeadora en el ring, con el puño en alto y una medalla al cuello. Mejor Promesa Femenina, Porto Box Cup 2025",
    },
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
      // What a screen reader hears for one belt, one trophy (team) and one medal picture, by grid position.
      for (const [index, alt] of Object.entries(g.alts)) await expect(images.nth(Number(index))).toHaveAttribute("alt", alt);
      // Only the first photo can be above the fold; the rest wait for the visitor to scroll.
      await expect(images.nth(1)).toHaveAttribute("loading", "lazy");
      await expect(images.last()).toHaveAttribute("loading", "lazy");
    });

    test("the back link goes to the teams portal", async ({ page }) => {
      await page.goto(g.path);
      await expect(page.getByRole("link", { name: g.back })).toHaveAttribute("href", g.dashboard);
    });

    // Its WCAG audit is e2e/a11y-sweep.spec.ts's.
    test("is prerendered, and every picture loads", async ({ page, request }) => {
      await expectPrerendered(request, g.path);
      await page.goto(g.path);
      await expectEveryImageLoaded(page, g.captions.length);
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

    // Its WCAG audit is e2e/a11y-sweep.spec.ts's.
    test("is prerendered", async ({ request }) => {
      await expectPrerendered(request, g.path);
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
