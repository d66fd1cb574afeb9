import { edition } from "@/lib/content/edition";
import { downloadContext, fileResponse, notFoundResponse } from "@/lib/desk/downloads";
import { entriesCsv } from "@/lib/desk/entries-csv";

/** Every entry of the edition (`?bracket=<category/sex/code>`: one bracket's), as a CSV for the desk's language. */
export async function GET(request: Request, { params }: RouteContext<"/[locale]/desk/export/entries">) {
  const context = await downloadContext((await params).locale);
  if (!context) return notFoundResponse();
  const bracket = new URL(request.url).searchParams.get("bracket");
  const entries = bracket ? context.entries.filter((e) => e.bracketId === bracket) : context.entries;
  const name = bracket ? `entries-${bracket.replace(/[^A-Za-z0-9]+/g, "-")}` : "entries";
  const csv = entriesCsv(entries, context.teams, context.t, context.produced.locale);
  return fileResponse(csv, "text/csv; charset=utf-8", `porto-box-cup-${edition.year}-${name}.csv`, "attachment");
}
