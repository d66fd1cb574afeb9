import { expect, test } from "@playwright/test";
import { machineReadable, phaseSuite } from "./phase-suite";

// The main suite's date (e2e/phases/scenarios.ts): entries are open, and the site is the spec's, word for word.
phaseSuite("registration", [
  {
    home: "/",
    heroStatus: null,
    heroLinks: ["Register now"],
    infoLinks: ["Tickets from €15", "Register now"],
    registrations: ["Registration closes on 28/02/2026"],
    registrationsButton: "Enroll your team",
    footerBadge: null,
    footerText: "Team entries close at midnight, Lisbon time.",
    authIntro: "Create your team account to enter your boxers and follow the results.",
    portalStatus: "Entries are open until 28/02/2026, midnight Lisbon time.",
    portalForm: true,
  },
  {
    home: "/pt",
    heroStatus: null,
    heroLinks: ["Inscreva-se já"],
    infoLinks: ["Bilhetes desde 15 €", "Inscreva-se já"],
    registrations: ["As inscrições terminam a 28/02/2026"],
    registrationsButton: "Inscrever a equipa",
    footerBadge: null,
    footerText: "As inscrições das equipas fecham à meia-noite, hora de Lisboa.",
    authIntro: "Crie a conta da sua equipa para inscrever os seus pugilistas e acompanhar os resultados.",
    portalStatus: "As inscrições estão abertas até 28/02/2026, à meia-noite, hora de Lisboa.",
    portalForm: true,
  },
  {
    home: "/esp",
    heroStatus: null,
    heroLinks: ["Inscríbete ya"],
    infoLinks: ["Entradas desde 15 €", "Inscríbete ya"],
    registrations: ["Las inscripciones se cierran el 28/02/2026"],
    registrationsButton: "Inscribir al equipo",
    footerBadge: null,
    footerText: "Las inscripciones de los equipos se cierran a medianoche, hora de Lisboa.",
    authIntro: "Crea la cuenta de tu equipo para inscribir a tus púgiles y seguir los resultados.",
    portalStatus: "Las inscripciones están abiertas hasta el 28/02/2026, a medianoche, hora de Lisboa.",
    portalForm: true,
  },
]);

test("machine-readable (registration): tickets in stock, and no lastmod before entries close", async ({ page }) => {
  expect(await machineReadable(page)).toEqual({
    eventStatus: "https://schema.org/EventScheduled",
    availability: ["https://schema.org/InStock"],
    landingLastmod: null,
    termsLastmod: null,
  });
});
