/**
 * The weight classes of the 2026 edition, written once: the regulation PDFs print them (npm run assets), the
 * entries form offers them, and the edition's migration stores them as brackets (npm run edition-sql,
 * docs/cup.md §3). Each set gives, per sex, the lower limit of the lightest class and every upper limit in
 * kg; above the last limit is the open-ended heaviest class. lib/cup/weight-classes.ts derives each class's
 * code, label and slug from these numbers. Sets follow the IBA tables (Elite and Youth since 1 August 2021).
 */
export type WeightSetKey = "benjamin" | "junior" | "open";

/** One sex's classes: `from`–`limits[0]`, then up to each further limit, then over the last one. */
export type WeightLimits = { from: number; limits: readonly number[] };

export type Sex = "F" | "M";

export const weightSets: Readonly<Record<WeightSetKey, Readonly<Record<Sex, WeightLimits>>>> = {
  benjamin: {
    M: { from: 34, limits: [36, 38, 40, 42, 44, 46, 48, 50, 52, 54, 57, 60, 63] },
    F: { from: 34, limits: [36, 38, 40, 42, 44, 46, 48, 50, 52, 54, 57, 60, 63] },
  },
  junior: {
    M: { from: 44, limits: [46, 48, 50, 52, 54, 57, 60, 63, 66, 70, 75, 80] },
    F: { from: 44, limits: [46, 48, 50, 52, 54, 57, 60, 63, 66, 70, 75, 80] },
  },
  open: {
    M: { from: 46, limits: [48, 51, 54, 57, 60, 63.5, 67, 71, 75, 80, 86, 92] },
    F: { from: 45, limits: [48, 50, 52, 54, 57, 60, 63, 66, 70, 75, 81] },
  },
};
