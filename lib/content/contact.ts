/**
 * The organisers' contact details, social channels and the registration deadline. Sentences around them
 * live in messages (Footer namespace); next year's edition changes only this data.
 */

export type SocialNetwork = "facebook" | "instagram" | "youtube";

export type SocialLink = { network: SocialNetwork; url: string };

export const socialLinks: readonly SocialLink[] = [
  { network: "facebook", url: "https://www.facebook.com/groups/portoboxcup" },
  { network: "instagram", url: "https://www.instagram.com/portoboxcup/" },
  { network: "youtube", url: "https://www.youtube.com/@portoboxcup" },
];

export const contactEmail = "info@portoboxcup.pt";

/** The venue's postal address; its name and the country name are translated in messages. */
export const venueAddress = {
  street: "Rua Dr. Manuel Pereira da Silva",
  postalCode: "4200-393",
  city: "Porto",
} as const;

/** ISO date (Europe/Lisbon) after which team entries close. */
export const registrationDeadline = "2026-02-28";

/** The edition the site describes; the copyright line uses it so static pages never depend on the build date. */
export const editionYear = Number(registrationDeadline.slice(0, 4));

export const developerProfile = { name: "portoboxcup", url: "https://github.com/portoboxcup" } as const;

/** docs/product.md §9 shows the deadline as 28/02/2026 in every language (day/month/year, as in Portugal and Spain). */
export function formatDayMonthYear(isoDate: string): string {
  const [year, month, day] = isoDate.split("-");
  return `${day}/${month}/${year}`;
}
