import { expect, test } from "@playwright/test";

const locales = [
  {
    name: "en",
    start: "/gallery-view/2024",
    terms: "/terms&conditions",
    description: "international amateur boxing cup of Porto",
    deadline: "Registration deadline",
    venue: "Centro de Desporto da Universidade do Porto",
    town: "4200-393 Porto, Portugal",
    lateEntries: "Late entries are accepted only if the draws allow, at the organiser's discretion.",
    termsLink: "Terms & Conditions",
    copyright: "© 2026 Porto Box Cup. All rights reserved.",
    newTab: "(opens in a new tab)",
  },
  {
    name: "pt",
    start: "/pt/gallery-view/2024",
    terms: "/pt/terms&conditions",
    description: "taça internacional de boxe amador do Porto",
    deadline: "Prazo de inscrição",
    venue: "Centro de Desporto da Universidade do Porto",
    town: "4200-393 Porto, Portugal",
    lateEntries: "Inscrições fora de prazo só são aceites se os quadros o permitirem e por decisão da organização.",
    termsLink: "Termos e condições",
    copyright: "© 2026 Porto Box Cup. Todos os direitos reservados.",
    newTab: "(abre num novo separador)",
  },
  {
    name: "es",
    start: "/esp/gallery-view/2024",
    terms: "/esp/terms&conditions",
    description: "copa internacional de boxeo amateur de Oporto",
    deadline: "Fecha límite de inscripción",
    venue: "Centro de Desporto da Universidade do Porto",
    town: "4200-393 Oporto, Portugal",
    lateEntries: "Las inscripciones fuera de plazo solo se aceptan si los cuadros lo permiten y a criterio de la organización.",
    termsLink: "Términos y condiciones",
    copyright: "© 2026 Porto Box Cup. Todos los derechos reservados.",
    newTab: "(se abre en una pestaña nueva)",
  },
] as const;

for (const l of locales) {
  test.describe(`footer (${l.name})`, () => {
    test("shows the logo text, description, contact details and the 28/02/2026 deadline", async ({ page }) => {
      await page.goto(l.terms);
      const footer = page.locator("footer#footer");
      await expect(footer).toHaveCount(1);
      await expect(footer).toContainText("Porto Box Cup");
      await expect(footer).toContainText(l.description);
      await expect(footer.locator("address")).toContainText(l.venue);
      await expect(footer.locator("address")).toContainText(l.town);
      await expect(footer.locator('a[href="mailto:info@portoboxcup.pt"]')).toHaveText("info@portoboxcup.pt");

      await expect(footer.getByRole("heading", { name: l.deadline })).toBeVisible();
      const deadline = footer.locator('time[datetime="2026-02-28"]');
      await expect(deadline).toHaveText("28/02/2026");
      await expect(deadline).toBeVisible();
      // The regulation's rule (§9), in the same words.
      await expect(footer).toContainText(l.lateEntries);
      await expect(footer).toContainText(l.copyright);
    });

    test("social and credit links open in a new tab, safely and with accessible names", async ({ page }) => {
      await page.goto(l.terms);
      const footer = page.locator("footer#footer");
      const expected = [
        [/Facebook/, /^https:\/\/www\.facebook\.com\/groups\//],
        [/Instagram/, /^https:\/\/www\.instagram\.com\//],
        [/YouTube/, /^https:\/\/www\.youtube\.com\//],
      ] as const;
      for (const [name, href] of expected) {
        const link = footer.getByRole("link", { name });
        await expect(link).toHaveAttribute("href", href);
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", "noopener noreferrer");
        await expect(link).toHaveAccessibleName(new RegExp(l.newTab.replace(/[()]/g, "\\$&")));
        await expect(link.locator("svg")).toBeVisible();
      }
      const credit = footer.getByRole("link", { name: /^portoboxcup/ });
      await expect(credit).toHaveAttribute("href", "https://github.com/portoboxcup");
      await expect(credit).toHaveAttribute("target", "_blank");
    });

    test("the terms title navigates to /terms&conditions", async ({ page }) => {
      await page.goto(l.start);
      const link = page.locator("footer#footer").getByRole("link", { name: l.termsLink });
      await expect(link).toHaveAttribute("href", l.terms);
      await link.click();
      await expect(page).toHaveURL((url) => url.pathname === l.terms);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });
  });
}

test("a new-tab social link really opens a new tab", async ({ page, context }) => {
  await page.goto("/terms&conditions");
  // The external site is unreachable in tests; answer it locally so only the tab behaviour is under test.
  await context.route("https://www.instagram.com/**", (route) => route.fulfill({ status: 200, body: "instagram" }));
  const [popup] = await Promise.all([
    context.waitForEvent("page"),
    page
      .locator("footer#footer")
      .getByRole("link", { name: /Instagram/ })
      .click(),
  ]);
  await expect(popup).toHaveURL(/instagram\.com/);
  expect(page.url()).toContain("/terms&conditions");
});
