/**
 * Age categories of the 2026 edition. Age is counted by year of birth (age = edition year − birth year), as
 * in IBA and EUBC events, so cards show birth years, not just ages. Bands and rounds follow the IBA
 * Technical & Competition Rules as applied at European cups (docs/product.md §10). The landing's cards, the
 * regulation PDFs, the entries form and the database (npm run edition-sql, docs/cup.md §3) all read them here.
 */
import type { WeightSetKey } from "./weight-classes";

export type CategoryKey = "benjamin" | "junior" | "youth" | "senior" | "elite";

export type Category = {
  key: CategoryKey;
  /** Inclusive birth-year range for this edition, oldest first. */
  bornFrom: number;
  bornTo: number;
  minAge: number;
  maxAge: number;
  rounds: number;
  /** Round length in seconds (90 = 1.5 min). */
  roundSeconds: number;
  /** Glove weight in ounces: one value, or [up to the limit, above the limit] for the heavier men's classes. */
  gloves: { oz: number } | { oz: number; heavierOz: number; limitKg: number };
  /** Minors need the written consent of a parent or guardian. */
  minor: boolean;
  /** The weight classes of this category (lib/content/weight-classes.ts); youth, senior and elite share one set. */
  weights: WeightSetKey;
  /** How many boxers one team may enter in one bracket of this category. */
  teamLimit: number;
};

/** Boxers per bracket (edition × category × sex × weight class): quarter-finals, semi-finals, final. */
export const bracketSize = 8;

export const categories: readonly Category[] = [
  {
    key: "benjamin",
    bornFrom: 2012,
    bornTo: 2013,
    minAge: 13,
    maxAge: 14,
    rounds: 3,
    roundSeconds: 90,
    gloves: { oz: 10 },
    minor: true,
    weights: "benjamin",
    teamLimit: 2,
  },
  {
    key: "junior",
    bornFrom: 2010,
    bornTo: 2011,
    minAge: 15,
    maxAge: 16,
    rounds: 3,
    roundSeconds: 120,
    gloves: { oz: 10 },
    minor: true,
    weights: "junior",
    teamLimit: 2,
  },
  {
    key: "youth",
    bornFrom: 2008,
    bornTo: 2009,
    minAge: 17,
    maxAge: 18,
    rounds: 3,
    roundSeconds: 180,
    gloves: { oz: 10, heavierOz: 12, limitKg: 67 },
    minor: true,
    weights: "open",
    teamLimit: 2,
  },
  {
    key: "senior",
    bornFrom: 1986,
    bornTo: 2007,
    minAge: 19,
    maxAge: 40,
    rounds: 3,
    roundSeconds: 120,
    gloves: { oz: 10, heavierOz: 12, limitKg: 67 },
    minor: false,
    weights: "open",
    teamLimit: 2,
  },
  {
    key: "elite",
    bornFrom: 1986,
    bornTo: 2007,
    minAge: 19,
    maxAge: 40,
    rounds: 3,
    roundSeconds: 180,
    gloves: { oz: 10, heavierOz: 12, limitKg: 67 },
    minor: false,
    weights: "open",
    teamLimit: 1,
  },
];

/** The rulebook this edition declares; weight classes are listed in the regulation PDFs. */
export const rulebook = {
  name: "IBA Technical & Competition Rules",
  effective: "2023-02-09",
} as const;

export const regulationPdfs = [
  { lang: "pt", href: "/pdfs/regulation-pt.pdf" },
  { lang: "en", href: "/pdfs/regulation-en.pdf" },
  { lang: "es", href: "/pdfs/regulation-es.pdf" },
] as const;
