import { getTranslations } from "next-intl/server";
import { intlTag, isLocale, type Locale } from "@/i18n/routing";
import { supabaseKey, supabaseUrl } from "@/lib/supabase/env";

/**
 * The one-click unsubscribe of the teams' mails (RFC 8058; supabase/functions/send-notifications/compose.ts writes the
 * link into List-Unsubscribe). A mail client's POST unsubscribes at once, without signing in; a person who opens the
 * link gets a page whose button posts the same request, because link scanners open every link a mail holds and a GET
 * must change nothing. The token is the team's own and works for that team only (the database checks it:
 * public.notification_unsubscribes). Under /api, which proxy.ts leaves alone, so no language redirect sends a mail
 * client's POST elsewhere; `lang` only picks the page's language.
 */
export const dynamic = "force-dynamic";

const TOKEN = /^[0-9a-f]{64}$/;

type Said = "confirm" | "done" | "invalid" | "failed";

async function page(request: Request, said: Said, status: number): Promise<Response> {
  const url = new URL(request.url);
  const lang = url.searchParams.get("lang");
  const locale: Locale = isLocale(lang) ? lang : "en";
  const t = await getTranslations({ locale, namespace: "Unsubscribe" });
  const escape = (s: string) => s.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] ?? c);
  const form =
    said === "confirm"
      ? `<form method="post" action="${escape(url.pathname + url.search)}"><button type="submit">${escape(t("button"))}</button></form>`
      : "";
  const body = `<!doctype html><html lang="${intlTag[locale]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escape(t("title"))}</title></head><body><main><h1>${escape(t("title"))}</h1><p>${escape(t(said))}</p>${form}</main></body></html>`;
  return new Response(body, { status, headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" } });
}

export async function GET(request: Request) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return page(request, TOKEN.test(token) ? "confirm" : "invalid", TOKEN.test(token) ? 200 : 404);
}

export async function POST(request: Request) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  if (!TOKEN.test(token)) return page(request, "invalid", 404);
  const res = await fetch(`${supabaseUrl}/rest/v1/notification_unsubscribes`, {
    method: "POST",
    headers: { apikey: supabaseKey, "Content-Type": "application/json", Prefer: "return=minimal" },
    body: JSON.stringify({ token }),
  }).catch(() => null);
  if (res?.ok) return page(request, "done", 200);
  const refusal = res ? ((await res.json().catch(() => null)) as { message?: string } | null) : null;
  return refusal?.message === "unsubscribe_token_unknown" ? page(request, "invalid", 404) : page(request, "failed", 503);
}
