import type { AuthSettings } from "../config";

/** GoTrue's isLocalhost: the site URL's port is not compared for these hostnames (RFC 8252 §7.3). */
function isLocalHostname(hostname: string): boolean {
  return ["localhost", "127.0.0.1", "[::1]", "0.0.0.0", "[::]"].includes(hostname) || hostname.endsWith(".localhost");
}

/** GoTrue's `net.ParseIP(host).IsLoopback()`, on a WHATWG-normalised hostname. */
function isLoopbackIp(hostname: string): boolean {
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname) || hostname === "[::1]";
}

/** GoTrue's `regularHostname`; anything else (percent-escapes, odd characters) is refused for http(s). */
const REGULAR_HOSTNAME = /^[a-zA-Z0-9]([a-zA-Z0-9.-]*[a-zA-Z0-9])?$/;

/**
 * The authority exactly as written, before any parser normalises it. A WHATWG parser turns
 * `localhost:@evil%2Eexample` into user `localhost` at host `evil.example` and `3627732462` into an IPv4
 * address, so the checks GoTrue makes on the written host are made here, on the written text.
 */
function writtenAuthority(requested: string): string | null {
  return /^[a-zA-Z][a-zA-Z0-9+.-]*:\/\/([^/?#]*)/.exec(requested.trim())?.[1] ?? null;
}

/** GoTrue's URI_ALLOW_LIST globs (gobwas/glob with `.` and `/` separators): `*` stays within a part, `**` spans. */
function globToRegExp(glob: string): RegExp {
  let out = "";
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i];
    if (c === "*" && glob[i + 1] === "*") {
      out += ".*";
      i++;
    } else if (c === "*") out += "[^./]*";
    else if (c === "?") out += "[^./]";
    else out += c.replace(/[\\^$+.()|{}[\]]/g, "\\$&");
  }
  return new RegExp(`^${out}$`);
}

/**
 * GoTrue's IsRedirectURLValid (docs/backend-protocol.md §5.5): same scheme and host as the site URL (any port
 * on a local hostname), else a loopback IP, else an allow-list glob. Stricter than GoTrue in two ways, so
 * the link in a mail can only go where the allow-list says: a URL with user info (`user:pass@host`) is
 * refused, and the globs match the parsed, re-serialised URL, which is also what is returned. Anything
 * refused silently becomes the site URL, as in GoTrue.
 */
export function resolveRedirect(requested: string | null | undefined, settings: AuthSettings): string {
  if (!requested) return settings.siteUrl;
  const authority = writtenAuthority(requested);
  let url: URL;
  try {
    url = new URL(requested);
  } catch {
    return settings.siteUrl;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return settings.siteUrl;
  if (authority === null || authority.includes("@") || url.username !== "" || url.password !== "") return settings.siteUrl;
  const writtenHost = authority.startsWith("[") ? authority.slice(0, authority.indexOf("]") + 1) : authority.replace(/:[^:]*$/, "");
  if (/^[0-9]+$/.test(writtenHost)) return settings.siteUrl;
  if (!writtenHost.startsWith("[") && !REGULAR_HOSTNAME.test(writtenHost)) return settings.siteUrl;

  const site = new URL(settings.siteUrl);
  const sameSite =
    url.protocol === site.protocol && url.hostname === site.hostname && (url.port === site.port || isLocalHostname(url.hostname));
  if (sameSite || isLoopbackIp(url.hostname)) return url.href;
  // The serialiser adds `/` to a bare origin; a glob written without it (`https://example.pt`) still matches.
  const withoutFragment = url.href.split("#")[0];
  const candidates = url.pathname === "/" && !url.search ? [withoutFragment, withoutFragment.slice(0, -1)] : [withoutFragment];
  const globs = settings.redirectAllowList.map(globToRegExp);
  if (candidates.some((candidate) => globs.some((glob) => glob.test(candidate)))) return url.href;
  return settings.siteUrl;
}
