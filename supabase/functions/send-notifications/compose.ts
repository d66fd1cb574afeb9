/**
 * One mail from one claimed digest: subject, plain text, HTML and the headers a coach's mail client acts on. Every
 * item links to the page that shows it; every mail carries a one-click unsubscribe (RFC 8058) whose token is valid
 * for this team only, and a Message-ID made of the mail's id, the same at every attempt.
 */
import { COPY, TIME_ZONE, type Copy } from "./copy.ts";
import { type Item, type Locale, linkOf, PREFIX } from "./links.ts";

/** A mail as public.notification_outgoing answers it. */
export type Outgoing = {
  id: string;
  locale: Locale;
  to: string;
  team_name: string | null;
  unsubscribe_token: string | null;
  items: Item[] | null;
};

export type Mail = {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
};

const escape = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

function bracketName(copy: Copy, item: Item): string {
  return `${copy.categories[item.category ?? ""] ?? item.category} ${copy.sexes[item.sex ?? ""] ?? item.sex} ${item.weight_class} kg`;
}

function dayName(copy: Copy, day: unknown): string {
  if (typeof day !== "string") return "";
  return new Intl.DateTimeFormat(copy.intl, { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" }).format(
    new Date(`${day}T12:00:00Z`),
  );
}

function timeOf(copy: Copy, at: unknown): string {
  if (typeof at !== "string") return "";
  return new Intl.DateTimeFormat(copy.intl, { hour: "2-digit", minute: "2-digit", timeZone: TIME_ZONE }).format(new Date(at));
}

/** A weight in the mail's language (48,6 in Portuguese and Spanish). */
function kgOf(copy: Copy, kg: unknown): string {
  return typeof kg === "number" ? new Intl.NumberFormat(copy.intl).format(kg) : String(kg ?? "");
}

/** The sentence of one item, in the mail's language. */
export function sentence(copy: Copy, item: Item): string {
  const boxers = (item.boxers ?? []).map((b) => b.name).join(", ");
  const bracket = bracketName(copy, item);
  const placed = item.after ?? {};
  switch (item.event) {
    case "entry_promoted":
      return copy.promoted(boxers, bracket);
    case "entry_withdrawn":
      return copy.withdrawn(boxers, bracket);
    case "entry_moved":
      return copy.moved(boxers, bracket);
    case "draw_published":
      return copy.drawPublished(boxers, bracket);
    case "draw_corrected":
      return copy.drawCorrected(boxers, bracket);
    case "bout_placed":
    case "bout_moved":
      return (item.event === "bout_placed" ? copy.boutPlaced : copy.boutMoved)(
        boxers,
        String(placed.bout_number ?? ""),
        String(placed.ring ?? ""),
        dayName(copy, placed.day ?? item.day),
      );
    case "bout_time_moved":
      return copy.boutTime(
        boxers,
        timeOf(copy, placed.starts_at),
        String(placed.bout_number ?? ""),
        String(placed.ring ?? ""),
        dayName(copy, placed.day ?? item.day),
      );
    case "weigh_in_failed":
      return placed.cause === "over"
        ? copy.overWeight(boxers, kgOf(copy, placed.weight_kg), kgOf(copy, placed.max_kg), dayName(copy, item.day))
        : copy.unfit(boxers, dayName(copy, item.day));
    case "result":
    case "result_corrected":
      if (item.kind === "weigh_in") return copy.walkover(boxers, bracket);
      return (item.event === "result" ? copy.result : copy.resultCorrected)(boxers, bracket);
    default:
      return bracket;
  }
}

export function compose(mail: Outgoing, site: string, from: { address: string; domain: string }): Mail {
  const copy = COPY[mail.locale] ?? COPY.en;
  const locale = COPY[mail.locale] ? mail.locale : "en";
  const items = mail.items ?? [];
  const base = site.replace(/\/$/, "");
  const settings = `${base}${PREFIX[locale]}/dashboard/entries#notifications`;
  // Under /api: the site's language redirects leave it alone, so a mail client's one-click POST lands here.
  const unsubscribe = `${base}/api/unsubscribe?token=${mail.unsubscribe_token ?? ""}&lang=${locale}`;
  const lines = items.map((item) => ({ text: sentence(copy, item), href: linkOf(site, locale, item) }));
  const team = mail.team_name ?? "";

  const text = [
    copy.greeting(team),
    "",
    ...lines.map((l) => `- ${l.text}\n  ${copy.see}: ${l.href}`),
    "",
    copy.why,
    `${copy.settings}: ${settings}`,
    `${copy.unsubscribe}: ${unsubscribe}`,
  ].join("\n");
  const html = `<!doctype html><html lang="${copy.intl}"><body style="font-family:system-ui,sans-serif;line-height:1.5">
<p>${escape(copy.greeting(team))}</p>
<ul>${lines.map((l) => `<li>${escape(l.text)} <a href="${escape(l.href)}">${escape(copy.see)}</a></li>`).join("")}</ul>
<p style="color:#555;font-size:0.9em">${escape(copy.why)}<br><a href="${escape(settings)}">${escape(copy.settings)}</a> ·
<a href="${escape(unsubscribe)}">${escape(copy.unsubscribe)}</a></p>
</body></html>`;

  return {
    id: mail.id,
    to: mail.to,
    subject: copy.subject(items.length),
    text,
    html,
    headers: {
      "Message-ID": `<${mail.id}@${from.domain}>`,
      // RFC 8058: a POST to this address unsubscribes without any other step; mail clients show their own button.
      "List-Unsubscribe": `<${unsubscribe}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
