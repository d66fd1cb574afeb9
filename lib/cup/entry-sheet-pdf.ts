import { edition } from "../content/edition";
import type { Translate } from "../desk/documents/produced";
import { UNICODE_FONTS } from "../pdf/fonts";
import { Doc } from "../pdf/layout";

/** One boxer of the team entry sheet, every text already in the sheet's language. */
export type SheetLine = {
  id: string;
  /** "ORTEGA, Lucía": the family name first, in capitals, as the entries check reads it. */
  name: string;
  minor: boolean;
  born: string;
  category: string;
  weight: string;
  recordBook: string;
  club: string;
  nationality: string;
  status: string;
};

/** The team entry sheet: the team, the day it was produced, and its boxers still in the cup. */
export type EntrySheet = { team: string; country: string; produced: string; lines: SheetLine[] };

/**
 * The team entry sheet as an A4 PDF, the page's twin (app/[locale]/(site)/dashboard/entries/sheet/): the team, its
 * country, the edition and the day, then one row per boxer, the minors marked, and a line for the team official's
 * signature. In the shared layout (lib/pdf/layout.ts) and set in DejaVu Sans, like the desk's documents, so names
 * print in any script (docs/decisions.md D55). `t` translates the whole message tree; `lang` is a BCP 47 tag.
 */
export function entrySheetPdf(sheet: EntrySheet, t: Translate, lang: string, at: Date): Promise<Buffer> {
  const title = t("EntrySheet.metaTitle");
  const editionName = `${edition.name} ${edition.year}`;
  const doc = new Doc({
    title,
    subtitle: `${sheet.team} · ${editionName}`,
    kicker: t("EntrySheet.intro"),
    footer: `${title} · ${sheet.team} · ${sheet.produced}`,
    lang,
    creator: "Porto Box Cup teams portal",
    date: at,
    fonts: UNICODE_FONTS,
  });
  doc.pageLabel = (n, total) => t("Desk.documents.pageOf", { n, total });
  doc.table(
    [
      { label: "", width: 0.22 },
      { label: "", width: 0.78 },
    ],
    [
      [{ text: t("EntrySheet.team"), bold: true }, sheet.team],
      [{ text: t("EntrySheet.country"), bold: true }, sheet.country],
      [{ text: t("EntrySheet.edition"), bold: true }, editionName],
      [{ text: t("EntrySheet.produced"), bold: true }, sheet.produced],
    ],
    { head: false, size: 9.4 },
  );
  if (sheet.lines.length === 0) doc.p(t("EntrySheet.empty"), { italic: true });
  else
    doc.table(
      [
        { label: t("EntrySheet.columns.number"), width: 0.06, align: "right" },
        { label: t("EntrySheet.columns.name"), width: 0.29 },
        { label: t("EntrySheet.columns.born"), width: 0.13 },
        { label: t("EntrySheet.columns.category"), width: 0.18 },
        { label: t("EntrySheet.columns.weight"), width: 0.1 },
        { label: t("EntrySheet.columns.recordBook"), width: 0.12 },
        { label: t("EntrySheet.columns.status"), width: 0.12 },
      ],
      sheet.lines.map((line, index) => [
        index + 1,
        {
          text: line.minor ? `${line.name} (${t("EntrySheet.minorMark")})` : line.name,
          bold: true,
          sub: `${line.club} · ${line.nationality}`,
        },
        line.born,
        line.category,
        line.weight,
        line.recordBook,
        line.status,
      ]),
      { caption: t("EntrySheet.caption"), size: 8.6 },
    );
  if (sheet.lines.some((line) => line.minor)) doc.note(t("EntrySheet.minorNote"));
  doc.fields([t("EntrySheet.signature")]);
  return doc.toBuffer();
}
