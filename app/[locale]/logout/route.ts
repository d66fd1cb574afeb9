import { after, NextResponse, type NextRequest } from "next/server";
import { localizedPath } from "@/i18n/paths";
import { isLocale } from "@/i18n/routing";
import { cookieOptions, SIGNED_OUT_COOKIE } from "@/lib/supabase/session-cookie";
import { revokeSession, sessionCookiesOf } from "@/lib/supabase/sign-out";

const noStore = { "Cache-Control": "private, no-store" };

/**
 * Only the site's own pages may sign a team out: a form on another site could otherwise end a team's session
 * (Sec-Fetch-Site where the browser sends it, else the Origin of the post against the host it was sent to).
 */
function fromThisSite(request: NextRequest): boolean {
  const site = request.headers.get("sec-fetch-site");
  if (site) return site === "same-origin";
  const origin = request.headers.get("origin");
  // A browser too old for either header: the session cookie is SameSite=Lax, so another site's post carries none.
  if (origin === null) return true;
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  return URL.canParse(origin) && new URL(origin).host === host;
}

/**
 * Logout (docs/decisions.md D61): the header's form posts here, with or without JavaScript. The answer deletes the
 * session's cookies and takes the team home in the page's language: one navigation from the click, so a link followed
 * right after it is never overtaken by a later one. The session is revoked on the backend once the answer has left
 * (`after`), so the team does not wait for Supabase. SIGNED_OUT_COOKIE tells the page it lands on to let the team's
 * other tabs know (lib/supabase/session.ts).
 */
export async function POST(request: NextRequest, { params }: RouteContext<"/[locale]/logout">) {
  const { locale } = await params;
  if (!isLocale(locale)) return new Response("Not found", { status: 404, headers: noStore });
  if (!fromThisSite(request)) return new Response("Forbidden: sign out from the site's own pages.", { status: 403, headers: noStore });
  const ended = sessionCookiesOf(request);
  if (ended.length > 0) after(() => revokeSession(request));
  const response = new NextResponse(null, { status: 303, headers: { Location: localizedPath(locale, "/"), ...noStore } });
  const options = { path: "/", sameSite: "lax" as const, secure: cookieOptions.secure };
  ended.forEach((name) => response.cookies.set(name, "", { ...options, maxAge: 0 }));
  if (ended.length > 0) response.cookies.set(SIGNED_OUT_COOKIE, "1", { ...options, maxAge: 60 });
  return response;
}
