import { countryIn } from "../content/country-name";
import { edition } from "../content/edition";
import { bracketNodes, medals, type NodeId, type Result } from "../cup/bracket";
import { allBrackets, type BracketKey } from "../cup/bracket-slug";
import { bracketKey } from "../cup/entries";
import { bracketOf } from "./brackets";
import { listSeparator, toCsv, type Cell } from "./csv";
import type { Translate } from "./documents/produced";
import type { DeskEntry, DeskTeam } from "./model";

/** A published bracket and its recorded results, as the desk reads them (lib/desk/draws.ts). */
export type ResultsBracket = BracketKey & { slots: readonly (string | null)[]; results: Partial<Record<NodeId, Result>> };

const COLUMNS = ["category", "sex", "weight", "bracketBoxers", "medal", "lastName", "firstName", "club", "nationality", "team"] as const;

/**
 * The edition's results as a spreadsheet: the results PDF's medal tables (lib/cup/results-pdf.ts) one medal a row,
 * so organisers can sort and filter them. Every medal decided so far, in the edition's order of brackets (category,
 * women first, lightest first), then gold, silver and the bronzes. In the desk's language (headers, category, sex,
 * medal and nationality; names and clubs as entered), with the desk's CSV conventions (lib/desk/csv.ts, D54).
 */
export function resultsCsv(brackets: ResultsBracket[], entries: DeskEntry[], teams: DeskTeam[], t: Translate, intlLocale: string): string {
  const byKey = new Map(brackets.map((b) => [bracketKey(b), b]));
  const entryById = new Map(entries.map((e) => [e.id, e]));
  const teamName = new Map(teams.map((team) => [team.id, team.name]));
  const header = COLUMNS.map((column) => t(`Desk.csv.${column}`));
  const rows: Cell[][] = allBrackets().flatMap((key) => {
    const bracket = byKey.get(bracketKey(key));
    if (!bracket) return [];
    const won = medals(bracketNodes(bracket.slots, bracket.results), edition.walkoverEarnsMedal);
    const medallists = [["gold", won.gold], ["silver", won.silver], ...won.bronze.map((id) => ["bronze", id] as const)] as const;
    return medallists.flatMap(([medal, id]) => {
      const boxer = id ? entryById.get(id) : undefined;
      if (!boxer) return [];
      return [
        [
          t(`Categories.cards.${key.category}.name`),
          t(`Desk.documents.sexes.${key.sex}`),
          bracketOf(key.category, key.sex, key.code).label,
          bracket.slots.filter((s) => s !== null).length,
          t(`Draw.medals.${medal}`),
          boxer.lastName,
          boxer.firstName,
          boxer.club,
          countryIn(intlLocale, boxer.nationality),
          teamName.get(boxer.teamId) ?? "",
        ],
      ];
    });
  });
  return toCsv(header, rows, listSeparator(intlLocale));
}
