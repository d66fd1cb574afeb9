/**
 * Returns `value` only when it is a same-site path (e.g. `/dashboard`, `/pt/dashboard?x=1`), otherwise null.
 * Rejects protocol-relative (`//evil`), backslash tricks (`/\evil`, browsers treat `\` as `/`), schemes
 * (`https:`, `javascript:`), control characters and encoded variants of those.
 */
export function safeNextPath(value: string | null | undefined): string | null {
  if (!value || value.length > 512) return null;
  let decoded = value;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return null;
  }
  for (const candidate of [value, decoded]) {
    if (!candidate.startsWith("/")) return null;
    if (candidate.startsWith("//") || candidate.startsWith("/\\")) return null;
    if (/[\u0000-\u001f\u007f\\]/.test(candidate)) return null;
  }
  try {
    const base = "http://same.site";
    const url = new URL(value, base);
    if (url.origin !== base) return null;
    // Dot segments collapse while parsing ("/.//evil.com" has pathname "//evil.com"), so the result is
    // checked too: a path that starts with "//" is protocol-relative and would leave the site.
    if (url.pathname.startsWith("//")) return null;
    return url.pathname + url.search + url.hash;
  } catch {
    return null;
  }
}
