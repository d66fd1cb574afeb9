/**
 * How big the load parts of the reliability suite run. `npm run test:reliability` runs them at full size
 * (RELIABILITY_SIZE=full, the default); `npm test` sets RELIABILITY_SIZE=small so CI keeps every scenario,
 * at counts that still make requests race, within its time budget.
 */
/** Small runs check behaviour only: their figures are not written to the report (see report.ts). */
export const small = process.env.RELIABILITY_SIZE === "small";

/** `full` under npm run test:reliability, `ci` under npm test. */
export function sized(full: number, ci: number): number {
  return small ? ci : full;
}
