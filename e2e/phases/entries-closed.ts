import type { PhaseTexts } from "./phase-suite";

/**
 * What stays the same from the close of entries until the finals end, in closed and live alike: everything but
 * the hero's status line and the landing's registrations card, which each scenario writes out itself.
 */
export const entriesClosed = {
  en: {
    home: "/",
    heroLinks: ["See the schedule", "Tickets at the door"],
    infoLinks: ["Tickets from €15"],
    registrationsButton: "Create a team account",
    footerBadge: "Closed",
    footerText: "Team entries for the 2026 cup are closed.",
    authIntro:
      "Entries for the 2026 cup closed on 28/02/2026, but you can still create your team account: follow the results and be ready for the next edition.",
    portalStatus: "Entries for the 2026 cup closed on 28/02/2026.",
    portalForm: true,
  },
  pt: {
    home: "/pt",
    heroLinks: ["Ver o programa", "Bilhetes à entrada"],
    infoLinks: ["Bilhetes desde 15 €"],
    registrationsButton: "Criar uma conta de equipa",
    footerBadge: "Encerrado",
    footerText: "As inscrições das equipas para a edição de 2026 estão encerradas.",
    authIntro:
      "As inscrições para a edição de 2026 fecharam a 28/02/2026, mas ainda pode criar a conta da sua equipa: acompanhe os resultados e prepare-se para a próxima edição.",
    portalStatus: "As inscrições para a edição de 2026 fecharam a 28/02/2026.",
    portalForm: true,
  },
  esp: {
    home: "/esp",
    heroLinks: ["Ver el programa", "Entradas en taquilla"],
    infoLinks: ["Entradas desde 15 €"],
    registrationsButton: "Crear una cuenta de equipo",
    footerBadge: "Cerrado",
    footerText: "Las inscripciones de equipos para la edición de 2026 están cerradas.",
    authIntro:
      "Las inscripciones para la edición de 2026 se cerraron el 28/02/2026, pero aún puedes crear la cuenta de tu equipo: sigue los resultados y prepárate para la próxima edición.",
    portalStatus: "Las inscripciones para la edición de 2026 se cerraron el 28/02/2026.",
    portalForm: true,
  },
} satisfies Record<string, Omit<PhaseTexts, "heroStatus" | "registrations">>;

/** The registrations card's sentences once entries have closed and until the finals end. */
export const registrationsClosed = {
  en: ["Entries for the 2026 cup closed on 28/02/2026.", "Follow the fights in the schedule and get your tickets at the door."],
  pt: [
    "As inscrições para a edição de 2026 fecharam a 28/02/2026.",
    "Acompanhe os combates no programa e compre os seus bilhetes à entrada do pavilhão.",
  ],
  esp: [
    "Las inscripciones para la edición de 2026 se cerraron el 28/02/2026.",
    "Sigue los combates en el programa y consigue tus entradas en la taquilla del pabellón.",
  ],
};
