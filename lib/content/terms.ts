/** docs/product.md §3: the five terms sections, in this order; their subtitle and text live in messages (Terms.sections). */
export const termsSections = ["object", "photos", "privacy", "responsibilities", "changes"] as const;

export type TermsSectionId = (typeof termsSections)[number];
