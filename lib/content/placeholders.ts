/**
 * The facts the site shows that stand in for ones the organisers have not supplied yet. The content modules
 * take these values from here and nowhere else, `npm run preflight` lists every entry still here, and the
 * launch checklist of docs/deploy.md §12 is written from this list (`npm run placeholders`). To replace one,
 * write the real value in the module named in `usedBy` and delete the entry: it then leaves the checklist
 * and preflight's findings by itself (docs/decisions.md D42).
 */
export type Placeholder<T> = {
  /** The checklist's name for it. */
  title: string;
  /** What visitors see now, and why it is wrong. */
  now: string;
  /** What the organisers must supply. */
  needed: string;
  /** The files that read `value`, where the real one goes. */
  usedBy: readonly string[];
  value: T;
};

const placeholder = <T>(entry: Placeholder<T>): Placeholder<T> => entry;

export const placeholders = {
  sponsorLinks: placeholder({
    title: "Sponsor links",
    now: "The ten linked sponsor cards open pages under https://www.portoboxcup.pt/sponsors/, which do not exist.",
    needed: "each sponsor's own website (or the decision that a card has no link).",
    usedBy: ["lib/content/sponsors.ts"],
    value: "https://www.portoboxcup.pt/sponsors/",
  }),
  resultsPdfs: placeholder({
    title: "Results PDFs",
    now: "The 2024 and 2025 results PDFs name invented boxers, clubs and award winners (drawn from scripts/assets/results/names.json).",
    needed: "the official results of each edition: the PDFs themselves for public/pdfs/, or the medal tables for scripts/assets/results/.",
    usedBy: ["lib/content/portal.ts", "scripts/assets/results/"],
    value: [
      { year: 2024, href: "/pdfs/results-2024.pdf" },
      { year: 2025, href: "/pdfs/results-2025.pdf" },
    ],
  }),
  mailAddresses: placeholder({
    title: "Mail addresses",
    now: "The footer, the registrations section, the terms and the structured data give info@, registrations@ and logistics@portoboxcup.pt, which no mailbox receives yet.",
    needed:
      "the addresses the organisers read, each with an MX record or a forwarding rule (docs/deploy.md §11); the regulation and consent-form PDFs repeat them (npm run assets -- pdfs).",
    usedBy: ["lib/content/contact.ts", "lib/content/edition.ts", "scripts/assets/regulation/", "scripts/assets/consent/"],
    value: { info: "info@portoboxcup.pt", registrations: "registrations@portoboxcup.pt", logistics: "logistics@portoboxcup.pt" },
  }),
  venueFacts: placeholder({
    title: "Venue facts",
    now: "The venue's street and postal code (footer, calendar, structured data, map) have not been confirmed by the organisers.",
    needed:
      "the address the venue confirms for the edition, and its name as it should appear (Places.venue in messages/*.json); the regulation PDFs repeat the street (npm run assets -- pdfs).",
    usedBy: ["lib/content/contact.ts", "scripts/assets/regulation/"],
    value: { street: "Rua Dr. Manuel Pereira da Silva", postalCode: "4200-393", postalTown: "Porto" },
  }),
} as const;

/** Every entry still in the registry: what the checklist and preflight list. */
export const livePlaceholders: readonly Placeholder<unknown>[] = Object.values(placeholders);
