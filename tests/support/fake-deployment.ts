/**
 * A production deployment of the site as preflight sees it from outside, in process: the public site with its
 * http and www variants, the hosted Supabase project, and the DNS records of the mail domains. Every part is
 * right by default (preflight finds nothing wrong but the placeholders); a test breaks one thing through
 * `Breakage` and reads what preflight says about it.
 */
import type { Fetch } from "../../scripts/preflight/http";
import type { MailResolver } from "../../scripts/preflight/mail-dns";

export const PUBLIC = "https://portoboxcup.pt";
export const SUPABASE = "https://abcdefghijklmnopqrst.supabase.co";
export const KEY = "sb_publishable_AbCdEf0123456789_xyz";

export type Breakage = {
  /** The address the site answers at (default: PUBLIC; `http://localhost:3000` for a check on its host). */
  servedAt?: string;
  /** What the build wrote as NEXT_PUBLIC_SITE_URL into canonical links, Open Graph and so on. */
  builtSiteUrl?: string;
  /** Overrides of one published URL, by where it appears. */
  sitemapOrigin?: string;
  ogImageOrigin?: string;
  calendarOrigin?: string;
  /** How http://<host> and https://www.<host> answer: a redirect status, or 200 (they serve the page). */
  httpRedirect?: 200 | 302 | 308;
  wwwRedirect?: 200 | 302 | 308;
  /** The function's answer to the browser's CORS preflight. */
  corsAllowHeaders?: string;
  /** DNS records removed, by name: "mx", "spf", "dkim", "dmarc". */
  missingDns?: ("mx" | "spf" | "dkim" | "dmarc")[];
};

type Handler = (request: { method: string; url: URL; headers: Headers }) => Response;

const SECURITY_HEADERS = {
  "content-security-policy": `default-src 'self'; connect-src 'self' ${SUPABASE}; frame-ancestors 'none'`,
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "permissions-policy": "camera=()",
  "strict-transport-security": "max-age=63072000; includeSubDomains",
};

function site(b: Breakage): Handler {
  const built = b.builtSiteUrl ?? PUBLIC;
  const page = (path: string) =>
    `<!doctype html><html><head><link rel="canonical" href="${built}${path === "/" ? "/" : path}">` +
    `<link rel="alternate" hrefLang="pt-PT" href="${built}/pt${path === "/" ? "" : path}">` +
    `<meta property="og:url" content="${built}${path}"><meta property="og:image" content="${b.ogImageOrigin ?? built}/images/og.png?v=1a2b3c4d">` +
    '<script src="/_next/static/chunks/app.js"></script></head><body>Porto Box Cup</body></html>';
  return ({ url }) => {
    const text = (body: string, type: string) =>
      new Response(body, { status: 200, headers: { "content-type": type, ...SECURITY_HEADERS } });
    switch (url.pathname) {
      case "/":
      case "/pt":
      case "/auth":
        return text(page(url.pathname), "text/html");
      case "/_next/static/chunks/app.js":
        return text(`const k="${KEY}";`, "text/javascript");
      case "/sitemap.xml":
        return text(
          `<urlset><url><loc>${b.sitemapOrigin ?? built}/</loc></url><url><loc>${built}/pt</loc></url></urlset>`,
          "application/xml",
        );
      case "/robots.txt":
        return text(`User-Agent: *\nAllow: /\n\nSitemap: ${built}/sitemap.xml\n`, "text/plain");
      case "/calendar/en/porto-box-cup.ics":
        return text(`BEGIN:VCALENDAR\r\nURL:${b.calendarOrigin ?? built}/\r\nEND:VCALENDAR\r\n`, "text/calendar");
      default:
        return new Response("not found", { status: 404 });
    }
  };
}

/** http://<host> or https://www.<host>: a permanent redirect to the public site, or what the breakage says. */
function variant(status: 200 | 302 | 308 | undefined, page: Handler): Handler {
  return (request) =>
    status === 200
      ? page(request)
      : new Response(null, { status: status ?? 308, headers: { location: `${PUBLIC}${request.url.pathname}` } });
}

function supabase(b: Breakage): Handler {
  const json = (body: unknown, headers: Record<string, string> = {}) =>
    new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json", ...headers } });
  const cors = {
    "access-control-allow-origin": "*",
    "access-control-allow-methods": "GET, POST, OPTIONS",
    "access-control-allow-headers": b.corsAllowHeaders ?? "authorization, x-client-info, apikey, content-type",
  };
  return ({ method, url }) => {
    if (url.pathname === "/auth/v1/settings") return json({ disable_signup: false, mailer_autoconfirm: true, external: { email: true } });
    if (url.pathname === "/functions/v1/get-user-count")
      return method === "OPTIONS" ? new Response("ok", { headers: cors }) : json({ total: 42 }, cors);
    if (url.pathname === "/auth/v1/verify") {
      // GoTrue accepts the Site URL's host on any path; anything else falls back to the Site URL.
      const wanted = new URL(url.searchParams.get("redirect_to") ?? PUBLIC);
      const to = wanted.origin === PUBLIC ? wanted.href : `${PUBLIC}/`;
      return new Response(null, { status: 303, headers: { location: `${to}#error=access_denied&error_code=otp_expired` } });
    }
    return json({ message: "not found" });
  };
}

export function fakeNetwork(b: Breakage = {}): { fetch: Fetch; resolver: MailResolver } {
  const page = site(b);
  const servedAt = b.servedAt ?? PUBLIC;
  const hosts: Record<string, Handler> = {
    [servedAt]: page,
    [SUPABASE]: supabase(b),
    "http://portoboxcup.pt": variant(b.httpRedirect, page),
    "https://www.portoboxcup.pt": variant(b.wwwRedirect, page),
    "http://www.portoboxcup.pt": variant(b.wwwRedirect, page),
  };
  if (servedAt !== PUBLIC) delete hosts[PUBLIC];
  const fetchImpl = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input);
    const handler = hosts[url.origin];
    if (!handler) throw new TypeError("fetch failed", { cause: new Error(`getaddrinfo ENOTFOUND ${url.hostname}`) });
    return handler({ method: init?.method ?? "GET", url, headers: new Headers(init?.headers) });
  }) as Fetch;

  const missing = new Set(b.missingDns ?? []);
  const txt: Record<string, string[][]> = {
    ...(missing.has("spf") ? {} : { "mail.portoboxcup.pt": [["v=spf1 include:amazonses.com ~all"]] }),
    ...(missing.has("dkim") ? {} : { "resend._domainkey.mail.portoboxcup.pt": [["p=MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQC"]] }),
    ...(missing.has("dmarc") ? {} : { "_dmarc.portoboxcup.pt": [["v=DMARC1; p=quarantine; rua=mailto:dmarc@portoboxcup.pt"]] }),
  };
  const notFound = (host: string) => Object.assign(new Error(`queryTxt ENOTFOUND ${host}`), { code: "ENOTFOUND" });
  const resolver: MailResolver = {
    resolveMx: async (host) => (host === "portoboxcup.pt" && !missing.has("mx") ? [{ exchange: "mx.forwardemail.net", priority: 10 }] : []),
    resolveTxt: async (host) => {
      if (txt[host]) return txt[host];
      throw notFound(host);
    },
  };
  return { fetch: fetchImpl, resolver };
}
