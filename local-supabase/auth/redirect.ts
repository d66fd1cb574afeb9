import type { AuthSettings } from "../config";

const LOCAL_HOSTNAMES = new Set(["localhost", "127.0.0.1", "[::1]", "::1", "0.0.0.0"]);

function isLocalHostname(hostname: string): boolean {
  return LOCAL_HOSTNAMES.has(hostname) || hostname.endsWith(".localhost");
}

function isLoopbackIp(hostname: string): boolean {
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname) || hostname === "[::1]";
}

/** GoTrue's URI_ALLOW_LIST globs: `*` stays within a `.`- or `/`-separated part, `**` spans parts. */
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
 * GoTrue's redirect check (docs/backend-protocol.md §5.5): same site as SITE_URL (any port on local hostnames),
 * a loopback IP, or an allow-list glob. Anything else silently becomes SITE_URL.
 */
export function resolveRedirect(requested: string | null | undefined, settings: AuthSettings): string {
  if (!requested) return settings.siteUrl;
  let url: URL;
  try {
    url = new URL(requested);
  } catch {
    return settings.siteUrl;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return settings.siteUrl;
  const site = new URL(settings.siteUrl);
  if (
    url.protocol === site.protocol &&
    url.hostname === site.hostname &&
    (url.port === site.port || isLocalHostname(url.hostname))
  ) {
    return requested;
  }
  if (isLoopbackIp(url.hostname)) return requested;
  const withoutFragment = requested.split("#")[0];
  if (settings.redirectAllowList.some((glob) => globToRegExp(glob).test(withoutFragment))) return requested;
  return settings.siteUrl;
}
