import { categories } from "../../content/categories";
import { countryIn } from "../../content/country-name";
import { roundsFought, type Round } from "../../cup/fight-days";
import { Doc } from "../../pdf/layout";
import { UNICODE_FONTS } from "../../pdf/fonts";
import { byBracket, fullName, type DeskEntry, type DeskTeam, type Produced } from "../model";
import { producedLine, type Translate } from "./produced";

const CATEGORY_ORDER = categories.map((c) => c.key);

/** The entered boxers who step on the scale on the morning of `round`: every one of a bracket that fights it. */
export function weighInEntries(entries: DeskEntry[], round: Round): DeskEntry[] {
  const entered = entries.filter((e) => e.status === "entered");
  const perBracket = new Map<string, number>();
  for (const e of entered) perBracket.set(e.bracketId, (perBracket.get(e.bracketId) ?? 0) + 1);
  return entered
    .filter((e) => roundsFought(perBracket.get(e.bracketId) ?? 0).includes(round))
    .sort((a, b) => byBracket(a, b, CATEGORY_ORDER) || a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName));
}

/** A boxer's recorded weigh-in as the signed record prints it (docs/cup.md §13). */
export type RecordedWeighIn = { weight: string; verdict: string; at: string; by: string };

/**
 * The weigh-in list of one fight morning, A4: grouped by category, then sex and weight class. Each boxer has the
 * weight recorded at the scale, the verdict, the time and who recorded it, or blanks to fill in by hand; signature
 * lines close it, so the printed list is the morning's signed record. `t` is a translator of the whole message tree.
 */
export function weighInPdf(
  entries: DeskEntry[],
  teams: Map<string, DeskTeam>,
  day: { round: Round; window: string },
  t: Translate,
  produced: Produced,
  recorded: ReadonlyMap<string, RecordedWeighIn> = new Map(),
): Promise<Buffer> {
  const listed = weighInEntries(entries, day.round);
  const title = t("Desk.documents.weighIn.title", { round: t(`Info.schedule.days.${day.round}.title`) });
  const stamp = producedLine(t, produced);
  const doc = new Doc({
    title,
    subtitle: `${day.window} · ${stamp}`,
    kicker: t("Desk.documents.weighIn.note"),
    footer: `${title} · ${stamp}`,
    lang: produced.locale,
    creator: "Porto Box Cup organisers' desk",
    date: produced.at,
    fonts: UNICODE_FONTS,
  });
  doc.pageLabel = (n, total) => t("Desk.documents.pageOf", { n, total });
  if (listed.length === 0) doc.p(t("Desk.documents.weighIn.none"), { italic: true });
  const groups: DeskEntry[][] = [];
  for (const entry of listed) {
    const last = groups.at(-1);
    if (last && last[0].bracketId === entry.bracketId) last.push(entry);
    else groups.push([entry]);
  }
  let category: string | null = null;
  for (const group of groups) {
    const first = group[0];
    if (first.category !== category) {
      category = first.category;
      doc.h1(t(`Categories.cards.${first.category}.name`));
    }
    doc.table(
      [
        { label: "#", width: 0.05, align: "right" },
        { label: t("Desk.documents.columns.name"), width: 0.22 },
        { label: t("Desk.documents.columns.team"), width: 0.2 },
        { label: t("Desk.documents.columns.recordBook"), width: 0.13 },
        { label: t("Desk.documents.columns.weight"), width: 0.11 },
        { label: t("Desk.documents.columns.verdict"), width: 0.16 },
        { label: t("Desk.documents.columns.recorded"), width: 0.13 },
      ],
      group.map((entry, n) => {
        const team = teams.get(entry.teamId);
        const w = recorded.get(entry.id);
        return [
          n + 1,
          { text: fullName(entry), bold: true },
          { text: team?.name ?? "", sub: team && countryIn(produced.locale, team.country) },
          entry.recordBook,
          w ? w.weight : "______ kg",
          w ? w.verdict : "",
          w ? { text: w.at, sub: w.by } : "",
        ];
      }),
      {
        caption: `${t(`Desk.documents.sexes.${first.sex}`)} · ${first.weightLabel} · ${t("Desk.documents.weighIn.count", { count: group.length })}`,
        size: 8.6,
        pad: 4,
      },
    );
  }
  // The signatures that make the printed list the morning's record.
  doc.h2(t("Desk.documents.weighIn.signTitle"));
  for (const who of ["official", "doctor"] as const) doc.p(t(`Desk.documents.weighIn.${who}`));
  return doc.toBuffer();
}
