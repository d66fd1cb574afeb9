import { weighInWindow } from "@/lib/desk/weigh-in-window";
import { edition } from "@/lib/content/edition";
import { ROUNDS, type Round } from "@/lib/cup/fight-days";
import { weighInPdf } from "@/lib/desk/documents/weigh-in";
import { downloadContext, fileResponse, notFoundResponse } from "@/lib/desk/downloads";

/** The weigh-in list of one fight morning: quarterFinals, semiFinals or finals. */
export async function GET(_request: Request, { params }: RouteContext<"/[locale]/desk/documents/weigh-in/[round]">) {
  const { locale, round } = await params;
  if (!(ROUNDS as readonly string[]).includes(round)) return notFoundResponse();
  const context = await downloadContext(locale);
  if (!context) return notFoundResponse();
  const teams = new Map(context.teams.map((team) => [team.id, team]));
  const day = { round: round as Round, window: weighInWindow(round as Round, context.produced.locale) };
  const pdf = await weighInPdf(context.entries, teams, day, context.t, context.produced);
  return fileResponse(pdf, "application/pdf", `porto-box-cup-${edition.year}-weigh-in-${round}.pdf`, "inline");
}
