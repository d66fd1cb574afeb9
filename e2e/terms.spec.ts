import { expect, test } from "@playwright/test";
import { expectPrerendered } from "./helpers/static-page";

const pages = [
  {
    locale: "en",
    path: "/terms&conditions",
    home: "/",
    title: ["Terms", "Conditions"],
    back: "Back to the home page",
    sections: ["Object", "Photographs and Image", "Personal Data and Privacy", "Participant Responsibilities", "Changes to the Terms"],
  },
  {
    locale: "pt",
    path: "/pt/terms&conditions",
    home: "/pt",
    title: ["Termos", "condições"],
    back: "Voltar à página inicial",
    sections: [
      "Objeto",
      "Fotografias e imagem",
      "Dados pessoais e privacidade",
      "Responsabilidades dos participantes",
      "Alterações aos termos",
    ],
  },
  {
    locale: "es",
    path: "/esp/terms&conditions",
    home: "/esp",
    title: ["Términos", "condiciones"],
    back: "Volver a la página de inicio",
    sections: [
      "Objeto",
      "Fotografías e imagen",
      "Datos personales y privacidad",
      "Responsabilidades de los participantes",
      "Cambios en los términos",
    ],
  },
] as const;

for (const p of pages) {
  test.describe(`terms page (${p.locale})`, () => {
    test("hero splits the title into two words and the five sections follow in order", async ({ page }) => {
      await page.goto(p.path);
      await expect(page.locator("html")).toHaveAttribute("lang", p.locale);
      const h1 = page.getByRole("heading", { level: 1 });
      await expect(h1).toHaveCount(1);
      // Each word is its own element so the hero can put them on two lines.
      await expect(h1.locator("span").first()).toHaveText(p.title[0]);
      await expect(h1.locator("span").last()).toHaveText(p.title[1]);
      const first = await h1.locator("span").first().boundingBox();
      const second = await h1.locator("span").last().boundingBox();
      expect(second!.y).toBeGreaterThan(first!.y + first!.height / 2);

      const headings = page.locator("main h2");
      await expect(headings).toHaveText(p.sections.map((name, index) => new RegExp(`^${index}\\s+${name}$`)));
      for (const id of ["photos", "privacy"]) {
        await expect(page.locator(`#terms-${id} a[href="mailto:info@portoboxcup.pt"]`)).toBeVisible();
      }
      await expect(page).toHaveTitle(new RegExp(`${p.title[0]}.*${p.title[1]}`));
    });

    test("the back link returns to the home page", async ({ page }) => {
      await page.goto(p.path);
      const back = page.getByRole("link", { name: p.back });
      await expect(back).toHaveAttribute("href", p.home);
      await back.click();
      await expect(page).toHaveURL((url) => url.pathname === p.home);
    });

    // Its WCAG audit is e2e/a11y-sweep.spec.ts's.
    test("is prerendered", async ({ request }) => {
      await expectPrerendered(request, p.path);
    });
  });
}

test("the terms content states the image, privacy and responsibility rules", async ({ page }) => {
  await page.goto("/terms&conditions");
  await expect(page.locator("#terms-photos")).toContainText("parent or legal guardian");
  await expect(page.locator("#terms-privacy")).toContainText("General Data Protection Regulation");
  for (const topic of ["Medical fitness.", "Record book.", "Conduct.", "Insurance."]) {
    await expect(page.locator("#terms-responsibilities strong", { hasText: topic })).toBeVisible();
  }
});

test("a percent-encoded & (/terms%26conditions) reaches the terms page", async ({ page, request }) => {
  const redirect = await request.get("/esp/terms%26conditions", { maxRedirects: 0 });
  expect(redirect.status()).toBe(308);
  expect(redirect.headers()["location"]).toBe("/esp/terms&conditions");

  const response = await page.goto("/terms%26conditions");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL((url) => url.pathname === "/terms&conditions");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Terms");
});
