import { expect, test } from "@playwright/test";
import { machineReadable, phaseSuite } from "./phase-suite";

// June 2026 (e2e/phases/scenarios.ts): the cup is over and the next edition's dates are not in the data yet.
// The portal says what it says once entries close, which the deadline scenario checks.
phaseSuite(
  "over",
  [
    {
      home: "/",
      heroStatus: "The 2026 cup is over. Next edition: dates to be announced.",
      heroLinks: ["Results 2025", "Award gallery 2025"],
      infoLinks: [],
      registrations: [
        "The 2026 cup is over. Entries for the next edition open when its dates are published.",
        "Team accounts stay open: create yours now and be ready for the next edition.",
      ],
      registrationsButton: "Create a team account",
      footerBadge: "Closed",
      footerText: "Team entries for the 2026 cup are closed.",
      authIntro: "The 2026 cup is over. Create your team account now, to be ready when entries for the next edition open.",
      portalStatus: "Entries for the 2026 cup closed on 28/02/2026.",
      portalForm: true,
    },
    {
      home: "/pt",
      heroStatus: "A edição de 2026 terminou. Próxima edição: datas a anunciar.",
      heroLinks: ["Resultados 2025", "Galeria de prémios 2025"],
      infoLinks: [],
      registrations: [
        "A edição de 2026 terminou. As inscrições para a próxima edição abrem quando as datas forem publicadas.",
        "As contas de equipa continuam abertas: crie já a sua e prepare-se para a próxima edição.",
      ],
      registrationsButton: "Criar uma conta de equipa",
      footerBadge: "Encerrado",
      footerText: "As inscrições das equipas para a edição de 2026 estão encerradas.",
      authIntro:
        "A edição de 2026 terminou. Crie já a conta da sua equipa e prepare-se para quando abrirem as inscrições da próxima edição.",
      portalStatus: "As inscrições para a edição de 2026 fecharam a 28/02/2026.",
      portalForm: true,
    },
    {
      home: "/esp",
      heroStatus: "La edición de 2026 ha terminado. Próxima edición: fechas por anunciar.",
      heroLinks: ["Resultados 2025", "Galería de premios 2025"],
      infoLinks: [],
      registrations: [
        "La edición de 2026 ha terminado. Las inscripciones para la próxima edición se abrirán cuando se publiquen sus fechas.",
        "Las cuentas de equipo siguen abiertas: crea la tuya ya y prepárate para la próxima edición.",
      ],
      registrationsButton: "Crear una cuenta de equipo",
      footerBadge: "Cerrado",
      footerText: "Las inscripciones de equipos para la edición de 2026 están cerradas.",
      authIntro:
        "La edición de 2026 ha terminado. Crea ya la cuenta de tu equipo y prepárate para cuando se abran las inscripciones de la próxima edición.",
      portalStatus: "Las inscripciones para la edición de 2026 se cerraron el 28/02/2026.",
      portalForm: true,
    },
  ],
  ["auth"],
);

for (const [home, ticketsOver, ticketPrice] of [
  ["/", "The 2026 cup is over: its tickets are no longer on sale.", "€15"],
  ["/pt", "A edição de 2026 terminou: os bilhetes já não estão à venda.", "15 €"],
  ["/esp", "La edición de 2026 ha terminado: sus entradas ya no están a la venta.", "15 €"],
] as const) {
  test(`${home} (over): tickets are no longer offered; the results and the gallery are one click away`, async ({ page }) => {
    await page.goto(home);
    const shop = page.locator("#shop");
    await expect(shop).toContainText(ticketsOver);
    await expect(page.locator("#info")).toContainText(ticketsOver);
    // No ticket card, price or picture; the merchandise stays.
    await expect(page.locator('#shop img[src*="tickets"]')).toHaveCount(0);
    await expect(page.locator("#info")).not.toContainText(ticketPrice);
    await expect(page.locator("#shop li[data-product]")).toHaveCount(4);

    const hero = page.locator("#home");
    await expect(hero.getByRole("link").first()).toHaveAttribute("href", "/pdfs/results-2025.pdf");
    await hero.getByRole("link").nth(1).click();
    await expect(page).toHaveURL(new RegExp(`${home === "/" ? "" : home}/gallery-view/2025$`));
  });
}

test("machine-readable (over): tickets discontinued, the event still scheduled; lastmod is the finals' end", async ({ page }) => {
  expect(await machineReadable(page)).toEqual({
    eventStatus: "https://schema.org/EventScheduled",
    availability: ["https://schema.org/Discontinued"],
    landingLastmod: "2026-03-28T21:00:00.000Z",
    termsLastmod: "2026-03-01T00:00:00.000Z",
  });
});
