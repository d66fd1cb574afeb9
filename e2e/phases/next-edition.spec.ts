import { expect, test } from "@playwright/test";
import { machineReadable, phaseSuite } from "./phase-suite";

// The next-edition fixture (tests/fixtures/next-edition/edition.ts) swapped in for lib/content/edition.ts and
// nothing else, seen on 10 April 2027, after its finals: every date on every page is the fixture's, the phase
// follows its dates, and the edition after it is announced.
phaseSuite("over", [
  {
    home: "/",
    heroStatus: "The 2027 cup is over. Next edition: 22 – 25 March 2028.",
    heroLinks: ["Results 2025", "Award gallery 2025"],
    infoLinks: [],
    registrations: ["The 2027 cup is over. Entries for the next edition open when its dates are published."],
    registrationsButton: "Create a team account",
    footerBadge: "Closed",
    footerText: "Team entries for the 2027 cup are closed.",
    authIntro: "The 2027 cup is over. Create your team account now, to be ready when entries for the next edition open.",
    portalStatus: "Entries for the 2027 cup closed on 28/02/2027.",
    portalForm: true,
  },
  {
    home: "/pt",
    heroStatus: "A edição de 2027 terminou. Próxima edição: 22–25 de março de 2028.",
    heroLinks: ["Resultados 2025", "Galeria de prémios 2025"],
    infoLinks: [],
    registrations: ["A edição de 2027 terminou. As inscrições para a próxima edição abrem quando as datas forem publicadas."],
    registrationsButton: "Criar uma conta de equipa",
    footerBadge: "Encerrado",
    footerText: "As inscrições das equipas para a edição de 2027 estão encerradas.",
    authIntro: "A edição de 2027 terminou. Crie já a conta da sua equipa e prepare-se para quando abrirem as inscrições da próxima edição.",
    portalStatus: "As inscrições para a edição de 2027 fecharam a 28/02/2027.",
    portalForm: true,
  },
  {
    home: "/esp",
    heroStatus: "La edición de 2027 ha terminado. Próxima edición: 22–25 de marzo de 2028.",
    heroLinks: ["Resultados 2025", "Galería de premios 2025"],
    infoLinks: [],
    registrations: [
      "La edición de 2027 ha terminado. Las inscripciones para la próxima edición se abrirán cuando se publiquen sus fechas.",
    ],
    registrationsButton: "Crear una cuenta de equipo",
    footerBadge: "Cerrado",
    footerText: "Las inscripciones de equipos para la edición de 2027 están cerradas.",
    authIntro:
      "La edición de 2027 ha terminado. Crea ya la cuenta de tu equipo y prepárate para cuando se abran las inscripciones de la próxima edición.",
    portalStatus: "Las inscripciones para la edición de 2027 se cerraron el 28/02/2027.",
    portalForm: true,
  },
]);

for (const l of [
  {
    home: "/",
    dates: "24 – 27 March 2027",
    days: ["Wednesday 24 March", "Thursday 25 March", "Friday 26 March", "Saturday 27 March"],
    stats: "2026 edition",
    copyright: "© 2027 Porto Box Cup.",
  },
  {
    home: "/pt",
    dates: "24–27 de março de 2027",
    days: ["quarta-feira, 24 de março", "quinta-feira, 25 de março", "sexta-feira, 26 de março", "sábado, 27 de março"],
    stats: "Edição de 2026",
    copyright: "© 2027 Porto Box Cup.",
  },
  {
    home: "/esp",
    dates: "24–27 de marzo de 2027",
    days: ["miércoles, 24 de marzo", "jueves, 25 de marzo", "viernes, 26 de marzo", "sábado, 27 de marzo"],
    stats: "Edición 2026",
    copyright: "© 2027 Porto Box Cup.",
  },
]) {
  test(`${l.home} (next edition): every date on the page is the new edition's`, async ({ page }) => {
    await page.goto(l.home);
    await expect(page.locator("#home dd").first()).toHaveText(l.dates);
    const weekdays = page.locator("#schedule li p:first-child");
    expect((await weekdays.allTextContents()).map((text) => text.toLowerCase())).toEqual(l.days.map((day) => day.toLowerCase()));
    await expect(page.locator("#schedule time").first()).toHaveAttribute("datetime", "2027-03-24T14:00:00+00:00");
    await expect(page.locator("#stats h3").last()).toHaveText(l.stats);
    await expect(page.locator('#footer time[datetime="2027-02-28"]')).toHaveText("28/02/2027");
    await expect(page.locator("#footer")).toContainText(l.copyright);
  });
}

test("next edition: the structured data, the sitemap and the calendar file carry the new dates", async ({ page, request }) => {
  await page.goto("/");
  const event = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}") as Record<string, string>;
  expect([event.name, event.startDate, event.endDate]).toEqual([
    "Porto Box Cup 2027",
    "2027-03-24T14:00:00+00:00",
    "2027-03-27T21:00:00+00:00",
  ]);
  expect(await machineReadable(page)).toMatchObject({
    landingLastmod: "2027-03-27T21:00:00.000Z",
    termsLastmod: "2027-03-01T00:00:00.000Z",
  });
  const ics = await (await request.get("/calendar/en/porto-box-cup.ics")).text();
  expect(ics.match(/^DTSTART:\d+T\d+Z/gm)).toEqual([
    "DTSTART:20270324T140000Z",
    "DTSTART:20270325T100000Z",
    "DTSTART:20270326T110000Z",
    "DTSTART:20270327T150000Z",
  ]);
});
