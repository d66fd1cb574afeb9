import { edition } from "@/lib/content/edition";
import { entriesCheckPdf } from "@/lib/desk/documents/entries-check";
import { downloadContext, fileResponse, notFoundResponse } from "@/lib/desk/downloads";

/** The entries-check list: every team, one after the other (`?team=<id>`: that team's alone). */
export async function GET(request: Request, { params }: RouteContext<"/[locale]/desk/documents/entries-check">) {
  const context = await downloadContext((await params).locale);
  if (!context) return notFoundResponse();
  const only = new URL(request.url).searchParams.get("team");
  const teams = context.teams.filter((team) => !only || team.id === only);
  if (teams.length === 0) return notFoundResponse();
  const byTeam = teams.map((team) => ({ team, entries: context.entries.filter((e) => e.teamId === team.id) }));
  const pdf = await entriesCheckPdf(byTeam, context.t, context.produced);
  return fileResponse(pdf, "application/pdf", `porto-box-cup-${edition.year}-entries-check${only ? "-team" : ""}.pdf`, "inline");
}
