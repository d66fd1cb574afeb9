import { weighInWindow } from "@/lib/desk/weigh-in-window";
import { edition } from "@/lib/content/edition";
import { ROUNDS, type Round } from "@/lib/cup/fight-days";
import { weighInPdf, type RecordedWeighIn } from "@/lib/desk/documents/weigh-in";
import { organiserClient } from "@/lib/desk/access";
import { downloadContext, fileResponse, notFoundResponse } from "@/lib/desk/downloads";
import { loadWeighIns } from "@/lib/desk/weigh-ins";
import { limitOf, verdictOf } from "@/lib/weigh-in/day";
import { formatWeight } from "@/lib/weigh-in/weight";

/** The weigh-in list of one fight morning (quarterFinals, semiFinals or finals), with what the scale recorded. */
export async function GET(_request: Request, { params }: RouteContext<"/[locale]/desk/documents/weigh-in/[round]">) {
  const { locale, round } = await params;
  if (!(ROUNDS as readonly string[]).includes(round)) return notFoundResponse();
  const context = await downloadContext(locale);
  if (!context) return notFoundResponse();
  const teams = new Map(context.teams.map((team) => [team.id, team]));
  const day = { round: round as Round, window: weighInWindow(round as Round, context.produced.locale) };
  const client = await organiserClient();
  const weighIns = client ? await loadWeighIns(client, round as Round) : [];
  const byId = new Map(context.entries.map((e) => [e.id, e]));
  const names = new Map(context.accounts.map((a) => [a.id, a.name]));
  const time = new Intl.DateTimeFormat(context.produced.locale, { timeStyle: "short", timeZone: context.produced.timeZone });
  const recorded = new Map<string, RecordedWeighIn>();
  for (const w of weighIns) {
    const entry = byId.get(w.entry_id);
    if (!entry) continue;
    const verdict = verdictOf(w, limitOf(entry.bracketId));
    recorded.set(w.entry_id, {
      weight: w.weight_kg === null ? "—" : `${formatWeight(w.weight_kg, locale)} kg`,
      verdict: context.t(`Desk.weighIn.verdicts.${verdict}`),
      at: time.format(new Date(w.recorded_at)),
      by: (w.recorded_by && names.get(w.recorded_by)) || "",
    });
  }
  const pdf = await weighInPdf(context.entries, teams, day, context.t, context.produced, recorded);
  return fileResponse(pdf, "application/pdf", `porto-box-cup-${edition.year}-weigh-in-${round}.pdf`, "inline");
}
