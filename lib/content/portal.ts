/** Edition data of the teams portal; the sentences around it live in messages (Portal namespace). */

/** The organisers' external team-entry form (docs/product.md §2 "submit-team block"). */
export const teamRegistrationUrl = "https://forms.portoboxcup.pt/team-registration";

export const yearlyResults = [
  { year: 2024, href: "/pdfs/results-2024.pdf" },
  { year: 2025, href: "/pdfs/results-2025.pdf" },
] as const;

/** The university sports centre where the fights take place (docs/product.md §2 "venue map"). */
export const venue = {
  name: "Centro de Desporto da Universidade do Porto",
  mapEmbedUrl:
    "https://www.google.com/maps?q=Centro+de+Desporto+da+Universidade+do+Porto,+Rua+Dr.+Manuel+Pereira+da+Silva,+Porto&output=embed",
  mapLinkUrl:
    "https://www.google.com/maps/search/?api=1&query=Centro+de+Desporto+da+Universidade+do+Porto",
} as const;
