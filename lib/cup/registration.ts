/**
 * Whether teams may still add, change and withdraw entries: the registration phase, until the end of the
 * deadline day in the edition's time zone (the same instant the database closes at: lib/cup/edition-sql.ts).
 */
import { edition } from "../content/edition";
import { endOfDay } from "./deadline";

export const registrationClosesAt = endOfDay(edition.registrationDeadline, edition.timeZone);

export function entriesOpen(now: Date): boolean {
  return now < registrationClosesAt;
}
