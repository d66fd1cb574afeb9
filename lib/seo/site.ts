/**
 * The public origin of the site. Canonical URLs, hreflang alternates, the sitemap and structured data must be
 * fully qualified (Google ignores relative alternates), so every absolute URL is built from this one value.
 */
const DEFAULT_SITE_URL = "http://localhost:3000";

/** The configured origin without trailing slashes, or the local default when none is set. */
export function publicOrigin(configured: string | undefined): string {
  return (configured || DEFAULT_SITE_URL).replace(/\/+$/, "");
}

export const siteUrl = publicOrigin(process.env.NEXT_PUBLIC_SITE_URL);

/** `absoluteUrl("/pt")` → `https://portoboxcup.pt/pt`. The `&` of `/terms&conditions` stays literal: the encoded form is a 404. */
export function absoluteUrl(path: string): string {
  return path === "/" ? `${siteUrl}/` : `${siteUrl}${path}`;
}
