import type { Database } from "./database";

/**
 * Sets the database's cup clock (cup.now() = now() + shift; docs/cup.md §4) to run `shiftMs` ahead of the real
 * clock, or back to the real clock for 0 / null. The embedded backend writes it at start-up from the chosen
 * date the site runs at, so the deadline the database enforces follows the same date as the pages.
 */
export async function setCupClock(db: Database, shiftMs: number | null): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query("delete from cup.clock");
    if (shiftMs) await tx.query("insert into cup.clock (shift) values (make_interval(secs => $1::double precision / 1000))", [shiftMs]);
  });
}
