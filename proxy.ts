import createMiddleware from "next-intl/middleware";
import { NextResponse, type NextRequest } from "next/server";
import { parsePublicLocale, routing } from "./i18n/routing";
import { canonicalPath, isGuestOnlyPath, isMalformed, isOrganiserPath, isProtectedPath, isTeamPath } from "./lib/auth/routes";
import { safeNextPath } from "./lib/auth/safe-next-path";
import { localeFromPath, localizedPath, stripLocalePrefix } from "./i18n/paths";
import { LOCALE_COOKIE } from "./i18n/preference";
import { hasSessionCookie, refreshSession, type SessionRefresh } from "./lib/supabase/proxy";
import { OPTIMISER_PATH, optimiserGate } from "./lib/assets/optimiser-gate";

const handleI18nRouting = createMiddleware(routing);
const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

/**
 * Next runs this proxy for a path that matches the matcher as written or once decoded, and serves the page of
 * the decoded path, but every check below compares paths as written. A spelling such as `/%64ashboard` is
 * therefore first sent to its canonical form (`/dashboard`), so whatever reaches a page has passed the guard
 * under the name the router gives it (docs/decisions.md D20).
 */
function canonicalRedirect(request: NextRequest): NextResponse | null {
  const canonical = canonicalPath(request.nextUrl.pathname);
  if (canonical === request.nextUrl.pathname) return null;
  const url = request.nextUrl.clone();
  url.pathname = canonical;
  return NextResponse.redirect(url, 308);
}

/**
 * An address that cannot be decoded (`/%`, `/%zz`, `/%FF`, or `/%25` once decoded) is a bad request. Answered here,
 * it carries the security headers of every response; Next's router would answer a bare 500 without them.
 */
function badRequest(): NextResponse {
  return new NextResponse("Bad Request: this address cannot be decoded.", {
    status: 400,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/** `?lng=pt|esp|en` on any page switches language (docs/product.md §9 detection order starts with the query string). */
function languageSwitch(request: NextRequest): NextResponse | null {
  const requested = request.nextUrl.searchParams.get("lng");
  if (requested === null) return null;
  const url = request.nextUrl.clone();
  url.searchParams.delete("lng");
  const locale = parsePublicLocale(requested);
  if (locale) url.pathname = localizedPath(locale, stripLocalePrefix(url.pathname));
  const response = NextResponse.redirect(url);
  if (locale) response.cookies.set(LOCALE_COOKIE, locale, { path: "/", maxAge: ONE_YEAR_SECONDS, sameSite: "lax" });
  return response;
}

function guardRedirect(request: NextRequest, session: SessionRefresh | null): NextResponse | null {
  const { pathname, search } = request.nextUrl;
  const locale = localeFromPath(pathname);
  const signedIn = session?.signedIn ?? false;
  if (!signedIn && isProtectedPath(pathname)) {
    const url = request.nextUrl.clone();
    url.pathname = localizedPath(locale, "/auth");
    url.search = "";
    url.searchParams.set("next", pathname + search);
    // The session could not be checked (backend down): /auth says so instead of a bare login form.
    if (session?.unavailable) url.searchParams.set("reason", "unavailable");
    return NextResponse.redirect(url);
  }
  if (signedIn && isGuestOnlyPath(pathname)) {
    const url = request.nextUrl.clone();
    const next = safeNextPath(request.nextUrl.searchParams.get("next"));
    url.pathname = next && isProtectedPath(next.split("?")[0]) ? next.split("?")[0] : localizedPath(locale, "/dashboard");
    url.search = "";
    return NextResponse.redirect(url);
  }
  return null;
}

/**
 * The desk is for organisers only. A signed-in team asking for it gets the 404 page of its language, as for a
 * page that does not exist: nothing says the desk is there. (Anonymous visitors were sent to sign in above.)
 */
function refuseNonOrganiser(request: NextRequest, session: SessionRefresh | null): NextResponse | null {
  const { pathname } = request.nextUrl;
  if (!session?.signedIn || session.organiser || !isOrganiserPath(pathname)) return null;
  const url = request.nextUrl.clone();
  url.pathname = `/${localeFromPath(pathname)}/not-found`;
  url.search = "";
  return NextResponse.rewrite(url, { status: 404 });
}

function withSession(request: NextRequest, response: NextResponse, session: SessionRefresh | null): NextResponse {
  if (session) {
    session.cookies.forEach(({ name, value, options }) => response.cookies.set(name, value, options));
    Object.entries(session.headers).forEach(([key, value]) => response.headers.set(key, value));
  }
  // A response that carries a session, or any team page (the portal is prerendered, and /auth's answer depends
  // on who asks: a signed-in team is sent on to /dashboard), must never be stored by a shared cache and
  // replayed to someone else.
  if (session?.cookies.length || isTeamPath(request.nextUrl.pathname)) {
    response.headers.set("Cache-Control", "private, no-store");
  }
  return response;
}

export default async function proxy(request: NextRequest) {
  if (request.nextUrl.pathname === OPTIMISER_PATH) return optimiserGate(request) ?? NextResponse.next();
  if (isMalformed(request.nextUrl.pathname)) return badRequest();

  const canonical = canonicalRedirect(request);
  if (canonical) return canonical;

  const switched = languageSwitch(request);
  if (switched) return switched;

  // Visitors without a session cookie (nearly all traffic) skip every Supabase call.
  const session = hasSessionCookie(request)
    ? await refreshSession(request, { confirmOrganiser: isOrganiserPath(request.nextUrl.pathname) })
    : null;
  const guarded = guardRedirect(request, session) ?? refuseNonOrganiser(request, session);
  if (guarded) return withSession(request, guarded, session);

  return withSession(request, handleI18nRouting(request), session);
}

/**
 * The proxy stays off the static hot path: it runs only where it has work to do. Every other request is a
 * prerendered page served through the rewrites in next.config.ts. Next reads the matcher as a literal at build
 * time, so it is generated from i18n/routing.ts and lib/auth/routes.ts (i18n/proxy-matcher.ts): never edit it by
 * hand; `next build` and `next dev` refuse a stale one.
 */
export const config = {
  // BEGIN generated matcher: `npm run proxy-matcher` writes it from i18n/routing.ts and lib/auth/routes.ts.
  matcher: [
    // Team pages: session refresh and the /dashboard and /auth guards, in every language.
    "/dashboard/:path*",
    "/desk/:path*",
    "/auth/:path*",
    "/reset/:path*",
    "/pt/dashboard/:path*",
    "/pt/desk/:path*",
    "/pt/auth/:path*",
    "/pt/reset/:path*",
    "/esp/dashboard/:path*",
    "/esp/desk/:path*",
    "/esp/auth/:path*",
    "/esp/reset/:path*",
    // `?lng=` switches language on any page.
    { source: "/((?!api|_next|_vercel|.*\\..*).*)", has: [{ type: "query", key: "lng" }] },
    // Unprefixed (en) paths for a visitor whose remembered language is pt or es: send them there.
    {
      source: "/((?!api|_next|_vercel|live$|pt(?:/|$)|esp(?:/|$)|.*\\..*).*)",
      has: [{ type: "cookie", key: "NEXT_LOCALE", value: "pt|es" }],
    },
    // First visit (no remembered language) from a browser that asks for pt or es.
    {
      source: "/((?!api|_next|_vercel|live$|pt(?:/|$)|esp(?:/|$)|.*\\..*).*)",
      missing: [{ type: "cookie", key: "NEXT_LOCALE" }],
      has: [{ type: "header", key: "accept-language", value: ".*(pt|es|PT|ES).*" }],
    },
    // An escape that may not decode (a stray %, a byte above ASCII): 400 when it does not.
    "/:path(.*(?:%(?![0-9A-Fa-f]{2})|%[89A-Fa-f][0-9A-Fa-f]).*)",
    // Next's image optimiser (its fixed `images.path`): only the exact address of a real picture gets through.
    "/_next/image",
  ],
  // END generated matcher.
};
