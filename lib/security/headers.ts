/**
 * Security headers for every response, used by next.config.ts `headers()`. Plain relative imports only:
 * next.config.ts loads this file before the `@/` path alias exists.
 */

type Header = { key: string; value: string };

export type SecurityOptions = {
  /** The Supabase project the browser talks to (auth, rest, functions). */
  supabaseUrl: string;
  /** The public origin; HSTS is sent only when it is https. */
  siteUrl: string;
  /** `next dev`: React's dev build evaluates code for its debugging aids. */
  development: boolean;
  /** The CAPTCHA widget's origin, when the build has a site key (lib/captcha/turnstile.ts); else nothing is added. */
  captchaOrigin?: string;
};

/**
 * The Google Maps embed of the venue (portal): an <object> (its content is the address when the map cannot
 * load), which browsers check against both object-src and frame-src.
 */
const MAPS_FRAME_ORIGIN = "https://www.google.com";

function contentSecurityPolicy({ supabaseUrl, siteUrl, development, captchaOrigin }: SecurityOptions): string {
  const https = siteUrl.startsWith("https://");
  // Turnstile's script and its challenge frame; a build without CAPTCHA allows no third-party script at all.
  const captcha = captchaOrigin ? ` ${captchaOrigin}` : "";
  const directives = [
    "default-src 'self'",
    // 'unsafe-inline': the pages are prerendered once and served to everyone, so they cannot carry a
    // per-request nonce, and the App Router inlines per-page bootstrap scripts (`<script>self.__next_f.push…`,
    // `<script id="_R_">`) whose hashes change with every page and build, so no fixed hash list fits a
    // config-time header. Next 16's CSP guide ("Without Nonces") prescribes exactly this for static sites;
    // its experimental SRI only adds `integrity` to the external chunks. 'unsafe-eval' only for `next dev`.
    `script-src 'self' 'unsafe-inline'${development ? " 'unsafe-eval'" : ""}${captcha}`,
    // next/font declares @font-face in inline <style>, and React renders `style` attributes.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self' ${new URL(supabaseUrl).origin}`,
    `frame-src ${MAPS_FRAME_ORIGIN}${captcha}`,
    `object-src ${MAPS_FRAME_ORIGIN}`,
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ];
  return directives.join("; ");
}

export function securityHeaders(options: SecurityOptions): Header[] {
  const headers: Header[] = [
    { key: "Content-Security-Policy", value: contentSecurityPolicy(options) },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    // Only features Chromium recognises: an unknown name logs a console error (and costs Best Practices).
    { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(), usb=()" },
    // For browsers without CSP frame-ancestors.
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  ];
  if (options.siteUrl.startsWith("https://")) {
    // Only for a real https deployment: on http://localhost the header is ignored at best, sticky at worst.
    headers.push({ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" });
  }
  return headers;
}
