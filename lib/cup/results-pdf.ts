import { now } from "../clock/now";
import { categories } from "../content/categories";
import { countryIn } from "../content/country-name";
import { edition } from "../content/edition";
import type { Translate } from "../desk/documents/produced";
import { UNICODE_FONTS } from "../pdf/fonts";
import { COL, Doc, type CellValue } from "../pdf/layout";
import { bracketNodes, medals, type Medals } from "./bracket";
import type { PublishedBracket } from "./published";
import { weightClassesFor } from "./weight-classes";

/**
 * The edition's results document, from the recorded results (the medals of each bracket follow from its final and
 * semi-finals, lib/cup/bracket.ts), in the layout of the earlier editions' results (lib/pdf/layout.ts,
 * scripts/assets/pdf/results.mjs): a summary, then per category and sex a medal table with one row per weight
 * class, gold, silver and the two bronzes, each boxer with club and nationality (a medal withheld from a boxer who
 * never boxed is a dash, lib/cup/bracket.ts). Set in DejaVu Sans, for names in any script.
 */
const medalsOf = (b: PublishedBracket): Medals => medals(bracketNodes(b.slots, b.results), edition.walkoverEarnsMedal);
const entriesOf = (b: PublishedBracket) => b.slots.filter((s) => s !== null).length;

/** Whether the edition's results are complete: at least one published bracket, and every one decided to its final. */
export function resultsComplete(brackets: readonly PublishedBracket[]): boolean {
  return brackets.length > 0 && brackets.every((b) => medalsOf(b).decided);
}

/** `locale` is the document's language as a BCP 47 tag ("pt-PT"): its text, and each boxer's nationality. */
export function resultsPdf(brackets: readonly PublishedBracket[], t: Translate, locale: string): Promise<Buffer> {
  const title = t("Draw.pdf.title", { year: edition.year });
  const doc = new Doc({
    title,
    subtitle: t("Draw.pdf.subtitle"),
    footer: title,
    lang: locale,
    keywords: `Porto Box Cup, boxing, results, ${edition.year}`,
    creator: "Porto Box Cup",
    date: now(),
    fonts: UNICODE_FONTS,
  });
  doc.pageLabel = (n, total) => t("Desk.documents.pageOf", { n, total });
  // A weight class is listed when it awards a medal; a place withheld from a boxer who never boxed prints a dash.
  const decided = brackets
    .map((b) => ({ bracket: b, medals: medalsOf(b) }))
    .filter((d) => d.medals.gold || d.medals.silver || d.medals.bronze.length > 0);
  const bouts = brackets.reduce((sum, b) => sum + Object.keys(b.results).length, 0);
  const awarded = decided.reduce((sum, d) => sum + (d.medals.gold ? 1 : 0) + (d.medals.silver ? 1 : 0) + d.medals.bronze.length, 0);

  doc.h1(t("Draw.pdf.summary"));
  doc.table(
    [
      { label: t("Draw.pdf.figure"), width: 0.6 },
      { label: String(edition.year), width: 0.4, align: "right" },
    ],
    [
      [t("Draw.pdf.boxers"), String(brackets.reduce((sum, b) => sum + entriesOf(b), 0))],
      [t("Draw.pdf.classes"), String(brackets.length)],
      [t("Draw.pdf.bouts"), String(bouts)],
      [t("Draw.pdf.medals"), String(awarded)],
    ],
  );

  const cell = (b: PublishedBracket, entry: string | null | undefined): CellValue => {
    const boxer = entry ? b.boxers.get(entry) : undefined;
    return boxer
      ? { text: `${boxer.firstName} ${boxer.lastName}`, sub: `${boxer.club} (${countryIn(locale, boxer.nationality)})` }
      : { text: "—", color: COL.muted };
  };
  for (const category of categories) {
    const ofCategory = decided.filter((d) => d.bracket.category === category.key);
    if (ofCategory.length === 0) continue;
    doc.h1(t("Draw.pdf.medalTable", { category: t(`Categories.cards.${category.key}.name`) }));
    for (const sex of ["F", "M"] as const) {
      const classes = weightClassesFor(category.key, sex);
      const rows = ofCategory
        .filter((d) => d.bracket.sex === sex)
        .sort((a, b) => classes.findIndex((w) => w.code === a.bracket.code) - classes.findIndex((w) => w.code === b.bracket.code));
      if (rows.length === 0) continue;
      doc.table(
        [
          { label: "kg", width: 0.07 },
          // Wide enough for "Inscritos" on one line.
          { label: t("Draw.pdf.entries"), width: 0.11, align: "center" },
          { label: t("Draw.medals.gold"), width: 0.205 },
          { label: t("Draw.medals.silver"), width: 0.205 },
          { label: t("Draw.medals.bronze"), width: 0.205 },
          { label: t("Draw.medals.bronze"), width: 0.205 },
        ],
        rows.map(({ bracket, medals: won }) => [
          { text: classes.find((w) => w.code === bracket.code)?.label ?? bracket.code, bold: true },
          String(entriesOf(bracket)),
          cell(bracket, won.gold),
          cell(bracket, won.silver),
          cell(bracket, won.bronze[0]),
          cell(bracket, won.bronze[1]),
        ]),
        { caption: `${t(`Categories.cards.${category.key}.name`)} · ${t(`Desk.documents.sexes.${sex}`)}`, size: 7.6, pad: 3 },
      );
    }
  }
  doc.note(t("Draw.pdf.note", { rule: edition.walkoverEarnsMedal ? "walkover" : "boxed" }));
  return doc.toBuffer();
}
