import type { Locale } from "@/i18n/routing";
import { ticketsOnSale, type Phase } from "@/lib/calendar/phase";
import { venueAddress, contactEmail } from "@/lib/content/contact";
import { edition } from "@/lib/content/edition";
import { localizedPath } from "@/i18n/paths";
import { absoluteUrl, siteUrl } from "./site";
import { socialImage } from "./social";
import { toZonedIso } from "@/lib/format/zoned-time";

/** The edition's first moment (check-in opens) and last (finals end), as instants. */
export function editionSpan(): { start: string; end: string } {
  const days = edition.schedule;
  return { start: days[0].start, end: days[days.length - 1].end };
}

/**
 * schema.org SportsEvent for Google's Event rich result (required: name, startDate with offset, location
 * Place + PostalAddress; recommended: endDate, description, image, offers, organizer, status, attendance
 * mode). The description and the venue name (messages Places.venue) come from the caller, in the page's
 * language; dates, address and prices come from the edition data, and the offers follow the cup's `phase`:
 * tickets are in stock until the finals end, then discontinued. The status stays `EventScheduled` in every
 * phase: schema.org has no status for an event that took place, and the others (cancelled, postponed,
 * rescheduled, moved online) would be untrue (docs/decisions.md D45).
 */
export function sportsEventJsonLd(locale: Locale, description: string, venueName: string, phase: Phase) {
  const { start, end } = editionSpan();
  const pageUrl = absoluteUrl(localizedPath(locale, "/"));
  return {
    "@context": "https://schema.org",
    "@type": "SportsEvent",
    name: `${edition.name} ${edition.year}`,
    sport: "https://en.wikipedia.org/wiki/Amateur_boxing",
    description,
    inLanguage: locale,
    url: pageUrl,
    startDate: toZonedIso(start, edition.timeZone),
    endDate: toZonedIso(end, edition.timeZone),
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: {
      "@type": "Place",
      name: venueName,
      address: {
        "@type": "PostalAddress",
        streetAddress: venueAddress.street,
        postalCode: venueAddress.postalCode,
        addressLocality: venueAddress.postalTown,
        addressCountry: "PT",
      },
    },
    image: [absoluteUrl(socialImage.url)],
    organizer: { "@type": "Organization", name: edition.name, url: `${siteUrl}/`, email: contactEmail },
    offers: edition.tickets.map((ticket) => ({
      "@type": "Offer",
      url: `${pageUrl}#shop`,
      price: ticket.price.toFixed(2),
      priceCurrency: "EUR",
      availability: ticketsOnSale(phase) ? "https://schema.org/InStock" : "https://schema.org/Discontinued",
    })),
  };
}
