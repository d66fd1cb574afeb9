import { categories, type CategoryKey } from "../../content/categories";
import { countryIn } from "../../content/country-name";
import { Doc } from "../../pdf/layout";
import { UNICODE_FONTS } from "../../pdf/fonts";
import { byBracket, fullName, type DeskEntry, type DeskTeam, type Produced } from "../model";
import { producedLine, type Translate } from "./produced";

const CATEGORY_ORDER = categories.map((c) => c.key);
const MINOR = new Set<CategoryKey>(categories.filter((c) => c.minor).map((c) => c.key));

/**
 * The documents the entries check asks of a boxer (docs/cup.md): the record book and an identity document,
 * the parent or guardian consent for a minor, the declaration of non-pregnancy for a woman.
 */
export function documentsFor(entry: Pick<DeskEntry, "category" | "sex">): ("recordBook" | "identity" | "consent" | "nonPregnancy")[] {
  return [
    "recordBook",
    "identity",
    ...(MINOR.has(entry.category) ? (["consent"] as const) : []),
    ...(entry.sex === "F" ? (["nonPregnancy"] as const) : []),
  ];
}

/**
 * The entries-check list, A4: one page (or more) per team with its boxers still in the cup (entered or
 * waiting), in category, sex and weight order, each with the documents to tick. `t` is a translator of the whole message tree.
 */
export function entriesCheckPdf(teams: { team: DeskTeam; entries: DeskEntry[] }[], t: Translate, produced: Produced): Promise<Buffer> {
  const stamp = producedLine(t, produced);
  const doc = new Doc({
    title: t("Desk.documents.entriesCheck.title"),
    subtitle: teams.length === 1 ? `${teams[0].team.name} · ${stamp}` : stamp,
    footer: `${t("Desk.documents.entriesCheck.title")} · ${stamp}`,
    lang: produced.locale,
    creator: "Porto Box Cup organisers' desk",
    date: produced.at,
    fonts: UNICODE_FONTS,
  });
  doc.pageLabel = (n, total) => t("Desk.documents.pageOf", { n, total });
  teams.forEach(({ team, entries }, index) => {
    if (index > 0) doc.pageBreak();
    const active = entries.filter((e) => e.status !== "withdrawn").sort((a, b) => byBracket(a, b, CATEGORY_ORDER));
    doc.h1(team.name);
    doc.p(
      `${countryIn(produced.locale, team.country)} · ${team.email} · ${t("Desk.documents.entriesCheck.boxers", { count: active.length })}`,
    );
    doc.table(
      [
        { label: t("Desk.documents.columns.name"), width: 0.24 },
        { label: t("Desk.documents.columns.born"), width: 0.13 },
        { label: t("Desk.documents.columns.bracket"), width: 0.2 },
        { label: t("Desk.documents.columns.recordBook"), width: 0.12 },
        { label: t("Desk.documents.columns.status"), width: 0.1 },
        { label: t("Desk.documents.columns.documents"), width: 0.21 },
      ],
      active.map((entry) => [
        { text: fullName(entry), bold: true, sub: `${entry.club} · ${countryIn(produced.locale, entry.nationality)}` },
        entry.birthDate,
        `${t(`Categories.cards.${entry.category}.name`)} · ${t(`Desk.documents.sexes.${entry.sex}`)} · ${entry.weightLabel}`,
        entry.recordBook,
        entry.status === "waiting"
          ? t("Desk.documents.status.waiting", { position: entry.waitingPosition ?? 0 })
          : t("Desk.documents.status.entered"),
        documentsFor(entry)
          .map((key) => `☐ ${t(`Desk.documents.entriesCheck.documents.${key}`)}`)
          .join("\n"),
      ]),
      { size: 8.4, pad: 3.5 },
    );
    if (active.length === 0) doc.p(t("Desk.documents.entriesCheck.none"), { italic: true });
  });
  return doc.toBuffer();
}
