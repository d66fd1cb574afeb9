import { getTranslations } from "next-intl/server";
import { intlTag, isLocale } from "@/i18n/routing";
import { localizedPath } from "@/i18n/paths";
import { buildCalendar } from "@/lib/calendar/ics";
import { now } from "@/lib/clock/now";
import { venueAddress } from "@/lib/content/contact";
import { edition } from "@/lib/content/edition";
import { publicOrder } from "@/lib/cup/order-public";
import { orderText, type Boxer } from "@/lib/cup/order-text";
import { teamBouts } from "@/lib/cup/team-bouts";
import type { Translate } from "@/lib/desk/documents/produced";
import { absoluteUrl, siteUrl } from "@/lib/seo/site";
import { readTeamEntries } from "@/lib/supabase/entries";

/**
 * The team's bouts as a calendar file (RFC 5545, lib/calendar/ics.ts): one event per boxer's next bout in the day's
 * order, at its estimated time for its estimated length. Each event keeps its UID, so importing the file again later
 * moves the events to the times estimated then. Read with the team's own session (proxy.ts guards /dashboard and
 * marks it private, no-store); anyone else gets a 404.
 */
export async function GET(_request: Request, { params }: RouteContext<"/[locale]/dashboard/entries/bouts.ics">) {
  const { locale } = await params;
  const data = isLocale(locale) ? await readTeamEntries(edition.year) : null;
  if (!data || !isLocale(locale)) return new Response("Not found", { status: 404, headers: { "Cache-Control": "private, no-store" } });
  const at = now();
  const order = await publicOrder();
  const { placed } = teamBouts(new Set(data.entries.map((e) => e.id)), order.brackets, order.days);
  const all = (await getTranslations({ locale })) as unknown as Translate;
  const t = await getTranslations({ locale, namespace: "Draw.team.bouts" });
  const place = await getTranslations({ locale, namespace: "Places" });
  const text = orderText(all, intlTag[locale], edition.timeZone, new Map<string, Boxer>(order.brackets.flatMap((b) => [...b.boxers])));
  const stamp = new Intl.DateTimeFormat(intlTag[locale], { dateStyle: "short", timeStyle: "short", timeZone: edition.timeZone }).format(at);
  const url = absoluteUrl(localizedPath(locale, "/dashboard/entries"));
  const host = new URL(siteUrl).hostname;
  const calendar = buildCalendar(
    // The bouts still to box: a decided one kept on the page with its result is not a date to keep.
    placed
      .filter(({ bout }) => !bout.result)
      .map(({ bout, corner }) => {
        const start = bout.estimate ?? at;
        return {
          uid: `${edition.year}-${bout.id.replace(/[^A-Za-z0-9.+-]/g, "-")}@${host}`,
          start: start.toISOString(),
          end: new Date(start.getTime() + bout.seconds * 1000).toISOString(),
          summary: t("summary", {
            number: bout.number,
            ring: bout.ring,
            name: text.cornerLine(bout[corner]),
            corner: all(`Order.${corner}`),
          }),
          description: `${t("description", {
            bout: text.bout(bout),
            corner: all(`Order.${corner}Corner`),
            opponent: text.cornerLine(bout[corner === "red" ? "blue" : "red"]),
            stamp,
          })}\n${url}`,
          location: `${place("venue")}, ${venueAddress.street}, ${venueAddress.postalCode} ${place("city")}, ${place("country")}`,
          url,
        };
      }),
    { name: t("calendarName", { year: edition.year }), stamp: at },
  );
  return new Response(calendar, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="porto-box-cup-${edition.year}-bouts.ics"`,
      "Cache-Control": "private, no-store",
    },
  });
}
