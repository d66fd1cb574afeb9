/**
 * Sponsor cards (docs/product.md §3, §9). Names and logo files come from scripts/assets/sponsors.json (the asset
 * script that draws the logos); the sponsors' own websites are not known yet, so linked cards point at
 * each partner's page on the cup's site until the organiser supplies them (a placeholder: lib/content/placeholders.ts).
 */
import { placeholders } from "./placeholders";

export type SponsorKind =
  "hotel" | "wine" | "gym" | "nutrition" | "physio" | "printing" | "association" | "cafe" | "transport" | "gear" | "radio";

export type Sponsor = {
  slug: string;
  name: string;
  kind: SponsorKind;
  image: string;
  /** Absent for the one partner without a page. */
  href?: string;
  /** Card (container) size in CSS pixels; the image fills it. */
  width: number;
  height: number;
  objectFit: "cover" | "contain";
};

/** Shared by every sponsor card (docs/product.md §9); the generic tilt card defaults are 1.1 and 14. */
export const sponsorTilt = { hoverScale: 1.2, amplitudeDeg: 20 } as const;

const SPONSOR_PAGE = placeholders.sponsorLinks.value;

function card(n: number, slug: string, name: string, kind: SponsorKind, opts: Partial<Sponsor> & { linked?: boolean } = {}): Sponsor {
  const { linked = true, ...rest } = opts;
  return {
    slug,
    name,
    kind,
    image: `/images/sponsors/sponsor-${String(n).padStart(2, "0")}.webp`,
    href: linked ? SPONSOR_PAGE + slug : undefined,
    width: 200,
    height: 200,
    objectFit: "cover",
    ...rest,
  };
}

export const sponsors: readonly Sponsor[] = [
  card(1, "hotel-cais-da-lua", "Hotel Cais da Lua", "hotel", { width: 350 }),
  card(2, "caves-velha-ponte", "Caves Velha Ponte", "wine", { width: 350 }),
  card(3, "ginasio-contragolpe", "Ginásio Contragolpe", "gym"),
  card(4, "nutripunho", "NutriPunho", "nutrition"),
  card(5, "clinica-fisio-ringue", "Clínica Fisio Ringue", "physio"),
  card(6, "tipografia-azulejo", "Tipografia Azulejo", "printing"),
  // Crests and round badges lose their edge when cropped, so they are shown whole.
  card(7, "ad-quatro-cantos", "Associação Desportiva Quatro Cantos", "association", { objectFit: "contain" }),
  card(8, "cafe-gancho", "Café Gancho", "cafe", { objectFit: "contain" }),
  card(9, "transportes-sete-pontes", "Transportes Sete Pontes", "transport"),
  card(10, "casa-do-pugilista", "Casa do Pugilista", "gear"),
  card(11, "radio-mare-alta", "Rádio Maré Alta 97.4 FM", "radio", { linked: false }),
];
