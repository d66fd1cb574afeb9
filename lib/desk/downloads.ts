import "server-only";
import { getTranslations } from "next-intl/server";
import { intlTag, isLocale, type Locale } from "../../i18n/routing";
import { now } from "../clock/now";
import { edition } from "../content/edition";
import { organiserClient } from "./access";
import type { Translate } from "./documents/produced";
import type { Produced } from "./model";
import { loadDesk } from "./reads";

/**
 * What every desk download shares: the guard (a 404 for anyone but an organiser, like the pages), the data and the
 * organiser's client for more, the translator of the desk's language, and the edition and instant the file says it
 * was produced for.
 */
export async function downloadContext(localeParam: string) {
  const client = await organiserClient();
  if (!client || !isLocale(localeParam)) return null;
  const locale: Locale = localeParam;
  const [data, t] = await Promise.all([loadDesk(client), getTranslations({ locale })]);
  const produced: Produced = {
    edition: `${edition.name} ${edition.year}`,
    at: now(),
    timeZone: edition.timeZone,
    locale: intlTag[locale],
  };
  return { ...data, client, t: t as unknown as Translate, produced };
}

export const notFoundResponse = () => new Response("Not found", { status: 404, headers: { "Cache-Control": "private, no-store" } });

/** A file for the organiser's browser only: never stored by a shared cache. */
export function fileResponse(body: string | Buffer, type: string, filename: string, disposition: "attachment" | "inline"): Response {
  return new Response(typeof body === "string" ? body : new Uint8Array(body), {
    headers: {
      "Content-Type": type,
      "Content-Disposition": `${disposition}; filename="${filename}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
