import { localizedPath } from "../../i18n/paths";
import { routing } from "../../i18n/routing";
import type { Page } from "./discover";
import { isLoopback, request, type Fetch } from "./http";

/** One line of the report: what was checked, and in plain words what is wrong (or that it is fine). */
export type Finding = { check: string; ok: boolean; message: string };

/**
 * What is checked: the address preflight reaches the site at, the origin the site should publish (what
 * NEXT_PUBLIC_SITE_URL and the Supabase redirect allow-list say: the site itself unless `--public-url`), and
 * whether it is a local staging (site and Supabase both on this machine), where local addresses are expected.
 */
export type Target = { site: URL; publicOrigin: URL; supabaseUrl: URL; key: string; staging: boolean };

const pass = (check: string, message: string): Finding => ({ check, ok: true, message });
const fail = (check: string, message: string): Finding => ({ check, ok: false, message });

/** The embedded backend's public local key (lib/supabase/keys.ts); written out so a wrong import cannot hide it. */
const LOCAL_PUBLISHABLE_KEY = "sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH";

/** The redirect targets the reset form asks for, one per language (docs/deploy.md §6). */
export const RESET_PATHS = routing.locales.map((locale) => localizedPath(locale, "/reset"));

const apiHeaders = (key: string): Record<string, string> => ({ apikey: key, Authorization: `Bearer ${key}` });

/** Security headers next.config.ts sends with every response (docs/quality-bars.md §7). */
export function securityHeaderFindings(site: URL, pages: Page[]): Finding[] {
  const check = "security headers";
  const problems: string[] = [];
  for (const page of pages) {
    const has = (name: string) => page.headers.get(name);
    const missing = [
      !has("content-security-policy") && "Content-Security-Policy",
      has("x-content-type-options")?.toLowerCase() !== "nosniff" && "X-Content-Type-Options: nosniff",
      !has("referrer-policy") && "Referrer-Policy",
      !has("permissions-policy") && "Permissions-Policy",
      site.protocol === "https:" && !has("strict-transport-security") && "Strict-Transport-Security",
    ].filter(Boolean);
    if (missing.length) problems.push(`${page.path} is served without ${missing.join(", ")}.`);
    const csp = has("content-security-policy");
    if (csp && !/frame-ancestors\s+'none'/.test(csp))
      problems.push(`${page.path}: its Content-Security-Policy lets other sites frame it (no frame-ancestors 'none').`);
  }
  const where = "They come from next.config.ts (HSTS only when NEXT_PUBLIC_SITE_URL is https); a proxy or CDN in front must pass them on.";
  if (problems.length) return problems.map((p) => fail(check, `${p} ${where}`));
  return [
    pass(
      check,
      `${pages.map((p) => p.path).join(" and ")} carry CSP, nosniff, Referrer-Policy and Permissions-Policy${site.protocol === "https:" ? " and HSTS" : ""}.`,
    ),
  ];
}

const LOOPBACK_ORIGIN = /https?:\/\/(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])(?::\d+)?/g;

/**
 * A production page must not send visitors to their own computer: no loopback address, no `:54321`, the real
 * Supabase project, and canonical links on the public origin. Only a local staging (site and Supabase both on
 * this machine) may name itself and its local Supabase; a production build checked on its host, through
 * http://localhost:3000, may not.
 */
export function localAddressFindings(target: Target, pages: Page[]): Finding[] {
  const check = "no local addresses";
  const { site, publicOrigin, supabaseUrl, key, staging } = target;
  const problems: string[] = [];
  if (!staging && isLoopback(supabaseUrl)) {
    problems.push(
      `The site talks to Supabase at ${supabaseUrl.origin}, an address on each visitor's own computer: build it with NEXT_PUBLIC_SUPABASE_URL=https://<ref>.supabase.co.`,
    );
  }
  if (!staging && key === LOCAL_PUBLISHABLE_KEY) {
    problems.push(
      "The site carries the embedded backend's public local key: build it with NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY set to the project's publishable key.",
    );
  }
  const allowed = new Set(staging ? [site.origin, supabaseUrl.origin] : []);
  for (const page of pages) {
    const text = `${[...page.headers].map(([name, value]) => `${name}: ${value}`).join("\n")}\n${page.html}`;
    const foreign = new Set([...text.matchAll(LOOPBACK_ORIGIN)].map((m) => new URL(m[0]).origin).filter((origin) => !allowed.has(origin)));
    for (const origin of foreign) problems.push(`${page.path} mentions ${origin}, which for a visitor is their own computer.`);
    if (/:54321\b/.test(text) && ![...allowed].some((origin) => origin.endsWith(":54321"))) {
      problems.push(`${page.path} mentions port 54321, the embedded backend's port.`);
    }
    const canonical = /<link[^>]*rel="canonical"[^>]*href="([^"]+)"/.exec(page.html)?.[1];
    if (canonical && new URL(canonical, site).origin !== publicOrigin.origin) {
      problems.push(
        `The canonical address of ${page.path} is ${canonical}, not on ${publicOrigin.origin}: build with NEXT_PUBLIC_SITE_URL=${publicOrigin.origin}.`,
      );
    }
  }
  if (problems.length) return [...new Set(problems)].map((p) => fail(check, p));
  return [
    pass(
      check,
      staging
        ? `Only the site (${site.origin}) and its local Supabase (${supabaseUrl.origin}) are named: a local staging.`
        : "No page or header names localhost, 127.0.0.1 or port 54321.",
    ),
  ];
}

/** GET /auth/v1/settings: what GoTrue publishes about sign-ups (docs/deploy.md §6). */
export async function authSettingsFindings(fetchImpl: Fetch, target: Target): Promise<Finding[]> {
  const check = "auth settings";
  const url = new URL("/auth/v1/settings", target.supabaseUrl).href;
  const answer = await request(fetchImpl, url, { headers: apiHeaders(target.key) });
  if (!answer.ok) return [fail(check, answer.reason)];
  if (answer.response.status === 401)
    return [
      fail(
        check,
        `Supabase refused the publishable key (401 at ${url}): the site was built with a key of another project, or a deleted one.`,
      ),
    ];
  if (answer.response.status !== 200) return [fail(check, `${url} answered ${answer.response.status}, not the auth settings.`)];
  let settings: { disable_signup?: unknown; mailer_autoconfirm?: unknown; external?: { email?: unknown } };
  try {
    settings = JSON.parse(answer.body);
  } catch {
    return [fail(check, `${url} did not answer JSON: is ${target.supabaseUrl.origin} a Supabase project?`)];
  }
  const findings: Finding[] = [];
  if (settings.disable_signup !== false) {
    findings.push(
      fail(
        check,
        'Sign-ups are disabled: no team can register. Turn on "Allow new users to sign up" (Authentication → Sign In / Providers).',
      ),
    );
  }
  if (settings.external?.email !== true) {
    findings.push(fail(check, "The e-mail provider is disabled: teams can neither register nor sign in with e-mail and password."));
  }
  if (settings.mailer_autoconfirm !== true) {
    findings.push(
      fail(
        check,
        'E-mail confirmations are ON. The site tells a team "Registration successful! You can now login.", which holds only with them off, and every registration then depends on a mail being sent. Turn "Confirm email" off (docs/deploy.md §6).',
      ),
    );
  }
  return findings.length ? findings : [pass(check, "Sign-ups are open and e-mail confirmations are off, as documented.")];
}

/** The header names a CORS answer allows (`*` allows all, for requests without credentials). */
const allows = (list: string | null, name: string) =>
  (list ?? "")
    .split(",")
    .map((item) => item.trim().toLowerCase())
    .some((item) => item === "*" || item === name);

/**
 * The browser's CORS preflight for the landing's request: a GET with `apikey` and `Authorization` is not a
 * simple request, so the browser first sends OPTIONS and sends the GET only if the answer allows both.
 */
async function corsPreflightProblem(fetchImpl: Fetch, url: string, origin: string): Promise<string | null> {
  const answer = await request(fetchImpl, url, {
    method: "OPTIONS",
    headers: { Origin: origin, "Access-Control-Request-Method": "GET", "Access-Control-Request-Headers": "apikey, authorization" },
  });
  if (!answer.ok) return answer.reason;
  const { status, headers } = answer.response;
  const allowOrigin = headers.get("access-control-allow-origin");
  const missing = [
    (status < 200 || status > 299) && `a 2xx status (it answered ${status})`,
    allowOrigin !== "*" && allowOrigin !== origin && `Access-Control-Allow-Origin for ${origin}`,
    !allows(headers.get("access-control-allow-methods"), "get") && "GET in Access-Control-Allow-Methods",
    ...["apikey", "authorization"].map(
      (name) => !allows(headers.get("access-control-allow-headers"), name) && `${name} in Access-Control-Allow-Headers`,
    ),
  ].filter(Boolean);
  return missing.length
    ? `The browser's CORS preflight (OPTIONS ${url}) is refused: the answer lacks ${missing.join(", ")}, so browsers never send the request and the landing page shows "Indisponível".`
    : null;
}

/** The request the landing's registrations card makes, from the site's origin, and its CORS preflight (docs/deploy.md §4). */
export async function userCountFindings(fetchImpl: Fetch, target: Target): Promise<Finding[]> {
  const check = "get-user-count";
  const url = new URL("/functions/v1/get-user-count", target.supabaseUrl).href;
  const origin = target.publicOrigin.origin;
  const answer = await request(fetchImpl, url, { method: "GET", headers: { ...apiHeaders(target.key), Origin: origin } });
  if (!answer.ok) return [fail(check, `${answer.reason}: the landing page will show "Indisponível".`)];
  const { status } = answer.response;
  if (status === 404)
    return [
      fail(
        check,
        'The get-user-count function is not deployed: run npx supabase functions deploy get-user-count. The landing page shows "Indisponível".',
      ),
    ];
  if (status === 401)
    return [
      fail(
        check,
        'get-user-count refused the publishable key (401): deploy it with verify_jwt = false (supabase/config.toml). The landing page shows "Indisponível".',
      ),
    ];
  if (status !== 200)
    return [
      fail(
        check,
        `get-user-count answered ${status}: the landing page shows "Indisponível". Its logs are under Edge Functions → get-user-count → Logs.`,
      ),
    ];
  let total: unknown;
  try {
    total = (JSON.parse(answer.body) as { total?: unknown }).total;
  } catch {
    total = undefined;
  }
  if (typeof total !== "number" || !Number.isFinite(total))
    return [fail(check, `get-user-count answered ${answer.body.slice(0, 80)}, not {"total": <number>}.`)];
  const allowOrigin = answer.response.headers.get("access-control-allow-origin");
  if (allowOrigin !== "*" && allowOrigin !== origin) {
    return [
      fail(check, `get-user-count answers without "Access-Control-Allow-Origin" for ${origin}: browsers will not let the page read it.`),
    ];
  }
  const preflight = await corsPreflightProblem(fetchImpl, url, origin);
  if (preflight) return [fail(check, preflight)];
  return [pass(check, `get-user-count answers {"total": ${total}} to ${origin}, CORS preflight included.`)];
}

/**
 * Whether GoTrue accepts `<site>/reset` (and the pt, esp pages) as a redirect target. A reset mail is too
 * invasive to send; instead, GET /auth/v1/verify with a token that cannot exist fails (nothing is read but
 * one missing token, nothing changes, no mail goes out) and GoTrue redirects the failure to the
 * `redirect_to` it accepted, or to the Site URL if it did not (docs/backend-protocol.md §5.5).
 */
export async function redirectFindings(fetchImpl: Fetch, target: Target): Promise<Finding[]> {
  const check = "reset redirects";
  const findings: Finding[] = [];
  for (const path of RESET_PATHS) {
    const wanted = new URL(path, target.publicOrigin);
    const url = new URL("/auth/v1/verify", target.supabaseUrl);
    url.searchParams.set("token", `preflight-${Date.now().toString(36)}-not-a-token`);
    url.searchParams.set("type", "recovery");
    url.searchParams.set("redirect_to", wanted.href);
    const answer = await request(fetchImpl, url.href, { headers: { apikey: target.key } });
    if (!answer.ok) {
      findings.push(fail(check, answer.reason));
      continue;
    }
    const location = answer.response.headers.get("location");
    if (answer.response.status < 300 || answer.response.status > 399 || !location) {
      findings.push(
        fail(check, `Could not check ${wanted.href}: ${url.origin}/auth/v1/verify answered ${answer.response.status} without a redirect.`),
      );
      continue;
    }
    const landed = new URL(location, url);
    if (landed.origin !== wanted.origin || landed.pathname !== wanted.pathname) {
      findings.push(
        fail(
          check,
          `A reset link asked for ${wanted.href} would take the team to ${landed.origin}${landed.pathname} instead: set the Site URL to ${target.publicOrigin.origin} or add ${wanted.href} to the Redirect URLs (Authentication → URL Configuration).`,
        ),
      );
    }
  }
  return findings.length
    ? findings
    : [pass(check, `Supabase accepts ${RESET_PATHS.join(", ")} on ${target.publicOrigin.origin} as reset-link targets.`)];
}
