/** Edition data of the teams portal; the sentences around it live in messages (Portal namespace). */

/** The organisers' external team-entry form (docs/product.md §2 "submit-team block"). */
export const teamRegistrationUrl = "https://forms.portoboxcup.pt/team-registration";

export const yearlyResults = [
  { year: 2024, href: "/pdfs/results-2024.pdf" },
  { year: 2025, href: "/pdfs/results-2025.pdf" },
] as const;
