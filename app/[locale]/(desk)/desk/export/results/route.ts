import { edition } from "@/lib/content/edition";
import { downloadContext, fileResponse, notFoundResponse } from "@/lib/desk/downloads";
import { loadDraws } from "@/lib/desk/draws";
import { resultsCsv } from "@/lib/desk/results-csv";

/** The edition's results so far, one medal a row, as a CSV for the desk's language (the results PDF's twin). */
export async function GET(_request: Request, { params }: RouteContext<"/[locale]/desk/export/results">) {
  const context = await downloadContext((await params).locale);
  if (!context) return notFoundResponse();
  const { draws, results } = await loadDraws(context.client);
  const brackets = [...draws.entries()]
    .filter(([, d]) => d.published)
    .map(([key, d]) => ({ category: d.category, sex: d.sex, code: d.weight_class, slots: d.slots, results: results.get(key) ?? {} }));
  const csv = resultsCsv(brackets, context.entries, context.teams, context.t, context.produced.locale);
  return fileResponse(csv, "text/csv; charset=utf-8", `porto-box-cup-${edition.year}-results.csv`, "attachment");
}
