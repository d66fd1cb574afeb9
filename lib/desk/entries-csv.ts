import { listSeparator, toCsv, type Cell } from "./csv";
import type { Translate } from "./documents/produced";
import type { DeskEntry, DeskTeam } from "./model";

/** The columns of the entries CSV, in order: what an organiser sorts and filters in a spreadsheet. */
const COLUMNS = [
  "team",
  "country",
  "email",
  "lastName",
  "firstName",
  "sex",
  "birthDate",
  "category",
  "weight",
  "recordBook",
  "club",
  "nationality",
  "status",
  "waitingPosition",
] as const;

/**
 * Every entry given (all, or one bracket's), one row each with its team, in the desk's language: headers,
 * category names and statuses translated; names, dates and numbers as stored. The locale's list separator
 * (lib/desk/csv.ts) is chosen from `intlLocale`.
 */
export function entriesCsv(entries: DeskEntry[], teams: DeskTeam[], t: Translate, intlLocale: string): string {
  const teamById = new Map(teams.map((team) => [team.id, team]));
  const header = COLUMNS.map((column) => t(`Desk.csv.${column}`));
  const rows: Cell[][] = entries.map((entry) => {
    const team = teamById.get(entry.teamId);
    return [
      team?.name ?? "",
      team?.country ?? "",
      team?.email ?? "",
      entry.lastName,
      entry.firstName,
      entry.sex,
      entry.birthDate,
      t(`Categories.cards.${entry.category}.name`),
      entry.weightLabel,
      entry.recordBook,
      entry.club,
      entry.nationality,
      t(`Desk.status.${entry.status}`),
      entry.waitingPosition,
    ];
  });
  return toCsv(header, rows, listSeparator(intlLocale));
}
