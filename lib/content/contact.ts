/**
 * The organisers' contact details and social channels. Sentences around them live in messages (Footer
 * namespace); the edition's own facts, its deadline among them, are in ./edition.ts. The mail addresses and
 * the venue's address are placeholders until the organisers confirm them (lib/content/placeholders.ts).
 */
import { placeholders } from "./placeholders";

export type SocialNetwork = "facebook" | "instagram" | "youtube";

export type SocialLink = { network: SocialNetwork; url: string };

export const socialLinks: readonly SocialLink[] = [
  { network: "facebook", url: "https://www.facebook.com/groups/portoboxcup" },
  { network: "instagram", url: "https://www.instagram.com/portoboxcup/" },
  { network: "youtube", url: "https://www.youtube.com/@portoboxcup" },
];

export const contactEmail = placeholders.mailAddresses.value.info;

/**
 * The venue's street address. Its name, the city and the country as visitors read them come from messages
 * (Places.venue, Places.city, Places.country: "Oporto" in Spanish), so every page, the calendar and the
 * regulation PDFs name the place the same way. `postalTown` is the post office's spelling, for machine-read
 * data only (the JSON-LD PostalAddress).
 */
export const venueAddress = placeholders.venueFacts.value;

/** Google Maps search and embed links for the venue, found by its name and street (Places.venue). */
export function venueMapUrls(venueName: string): { search: string; embed: string } {
  const query = `${venueName}, ${venueAddress.street}, ${venueAddress.postalCode} ${venueAddress.postalTown}`;
  return {
    search: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`,
    embed: `https://www.google.com/maps?q=${encodeURIComponent(query)}&output=embed`,
  };
}

export const developerProfile = { name: "portoboxcup", url: "https://github.com/portoboxcup" } as const;

/** docs/product.md §9 shows the deadline as 28/02/2026 in every language (day/month/year, as in Portugal and Spain). */
export function formatDayMonthYear(isoDate: string): string {
  const [year, month, day] = isoDate.split("-");
  return `${day}/${month}/${year}`;
}
