import { readFileSync } from "node:fs";
import type { NextConfig } from "next";
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from "next/constants";
import createNextIntlPlugin from "next-intl/plugin";
import { supabaseUrl } from "./lib/supabase/env";
import { securityHeaders } from "./lib/security/headers";
import { captchaSiteKey, TURNSTILE_ORIGIN } from "./lib/captcha/turnstile";
import { siteUrl } from "./lib/seo/site";
import { localeRedirects, localeRewrites, termsAddressRedirects } from "./i18n/static-routes";
import { withMatcher } from "./i18n/proxy-matcher";
import { optimisablePictureUrls, versionedPicturePatterns } from "./lib/assets/content-version";
import { assertHostedBuildEnv } from "./lib/build/hosted-env";
import { anchorSiteClock, parseSiteClock, siteClockRefusal } from "./lib/clock/setting";
import { builtSiteClock } from "./lib/clock/built-setting";

/**
 * The optimiser's disk cache, at most: every picture at every width in every format took 17.4 MB (1,326 entries,
 * measured 25 Nov 2026), so nothing the pages ask for is ever evicted, even beside the copies a deployment
 * replaces (docs/decisions.md D33).
 */
const OPTIMISER_CACHE_BYTES = 40 * 1024 * 1024;

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The desk's service worker is bundled by esbuild inside its route at build time (app/serwist/[path]/route.ts,
  // @serwist/turbopack's withSerwist does the same): Turbopack must load esbuild as it is, not bundle it.
  serverExternalPackages: ["esbuild"],
  // npm test checks the types once (tsc) before its six builds, and says so: those builds skip the same check
  // (7 s each on 2 cores). Every other build, a deployment's included, checks them.
  typescript: { ignoreBuildErrors: process.env.PBC_TYPES_CHECKED === "1" },
  // The pages that show the cup's phase revalidate every 15 s (`revalidate` in their segments); past 30 s a
  // request waits for a fresh render instead of getting the old page, so a running server shows the next phase
  // within 30 s of a boundary, and a CDN honouring the headers within 60 s (docs/decisions.md D46).
  expireTime: 30,
  experimental: {
    // Stylesheets in the document: on a phone link (~560 ms per request under Lighthouse's applied
    // throttling) a linked sheet delays the first paint by one round trip; inlined, the first paint moves
    // from 1.60 s to 1.00 s on / (docs/benchmarks.md). It costs ~12 KB of gzip HTML per page, because Next
    // also repeats the CSS in the RSC payload for client navigations.
    inlineCss: true,
    // With the sheets inlined a CSS chunk costs no request, so none should carry another page's rules. The default
    // (loose) chunking merged the CSS modules of 23 pages (the desk's, the dashboard's, the terms') into one 29 KB
    // chunk that every desk page inlined twice (style and RSC payload) for the 6-10 KB it uses; the graph chunking
    // with no cost per request gives each page its own modules: 36 KB of CSS a desk page became 8-12 KB, and the
    // landing keeps its 24 KB (docs/benchmarks.md, "What a phone pays").
    cssChunking: { type: "graph", requestCost: 0 },
    // One address per page: Next matches redirects and rewrites without regard to case by default, so the
    // `/esp/…` rewrite served `/ESP/dashboard`, which proxy.ts (whose matcher is exact) never saw. With this,
    // any other letter case of a prefix or a page is a 404 (docs/decisions.md D32).
    caseSensitiveRoutes: true,
  },
  images: {
    formats: ["image/avif", "image/webp"],
    // The widest source picture is 1920 px: the default 2048 and 3840 candidates only lengthened every srcset
    // (in the HTML and again in the RSC payload) with copies of the same file.
    deviceSizes: [640, 750, 828, 1080, 1200, 1920],
    // Local pictures go through the optimiser as `/images/…webp?v=<their folder's version>`
    // (components/ui/StaticImage.tsx), because every cache of `/_next/image` keys by URL only; the optimiser
    // takes exactly those URLs and refuses any other query (docs/decisions.md D31).
    localPatterns: versionedPicturePatterns(),
    // Each stored copy is one picture × width × format (34 × 13 × 3 at most, since proxy.ts lets only the
    // exact picture URLs through); this caps the folder in bytes too, evicting the least recently used.
    maximumDiskCacheSize: OPTIMISER_CACHE_BYTES,
  },
  // proxy.ts lets only these URLs reach the optimiser (lib/assets/optimiser-gate.ts); written in at build time.
  env: { OPTIMISABLE_PICTURES: JSON.stringify(optimisablePictureUrls()) },
  // Config headers are fixed at build time and keep every page static (no per-request work, no nonce).
  // Public pages are served without running proxy.ts (it is only for team pages and language detection, see
  // its matcher), so the URL forms next-intl would otherwise handle are declared here.
  async redirects() {
    return [
      ...localeRedirects(),
      // Some mail clients, chat apps and crawlers percent-encode the "&" of the terms address.
      ...termsAddressRedirects(),
    ];
  },
  async rewrites() {
    // afterFiles, not beforeFiles: Next 16.4 compiles beforeFiles rewrites case-insensitively whatever
    // caseSensitiveRoutes says. None of these paths is a file, so they resolve the same after the file check.
    return { afterFiles: localeRewrites() };
  },
  async headers() {
    const development = process.env.NODE_ENV === "development";
    const captchaOrigin = captchaSiteKey ? TURNSTILE_ORIGIN : undefined;
    return [{ source: "/:path*", headers: securityHeaders({ supabaseUrl, siteUrl, development, captchaOrigin }) }];
  },
};

/**
 * proxy.ts's matcher is a literal generated from i18n/routing.ts: every build and dev server, however started,
 * refuses a copy that no longer matches it rather than route a language the proxy never sees (docs/decisions.md D28).
 */
function assertProxyMatcherFresh() {
  const proxy = readFileSync("proxy.ts", "utf8");
  if (withMatcher(proxy) !== proxy) throw new Error("proxy.ts's matcher is stale for i18n/routing.ts: run `npm run proxy-matcher`.");
}

/**
 * SITE_CLOCK, the chosen date for QA (docs/decisions.md D44): refused by a build for hosted Supabase; anchored
 * here when a build or dev server starts (and put back in the environment, so the build's workers and anything
 * it starts get the same anchor); then written into the server and browser bundles through `env`, so the
 * server's pages and the browser's scripts read one clock. `next start` runs at its build's clock and refuses
 * a different one rather than seem to honour it.
 */
function siteClock(phase: string): string {
  const setting = process.env.SITE_CLOCK ?? "";
  const refusal = siteClockRefusal(setting, process.env);
  if (refusal) throw new Error(refusal);
  if (phase === PHASE_PRODUCTION_SERVER) {
    const built = builtSiteClock() ?? "";
    if (setting && (!built || parseSiteClock(built).instant !== parseSiteClock(setting).instant)) {
      throw new Error(
        `SITE_CLOCK="${setting}" is read by \`next build\`, and this build runs ${built ? `at SITE_CLOCK="${built}"` : "on the real clock"}: ` +
          "build again with the setting (`npm run site` does both), or start without it.",
      );
    }
    return built;
  }
  if (!setting) return "";
  process.env.SITE_CLOCK = anchorSiteClock(setting, Date.now());
  return process.env.SITE_CLOCK;
}

export default function config(phase: string): NextConfig {
  if (phase === PHASE_PRODUCTION_BUILD || phase === PHASE_DEVELOPMENT_SERVER) assertProxyMatcherFresh();
  // A build for a hosted project without its site URL or publishable key succeeds and is wrong everywhere.
  if (phase === PHASE_PRODUCTION_BUILD) assertHostedBuildEnv(process.env);
  return createNextIntlPlugin("./i18n/request.ts")({ ...nextConfig, env: { ...nextConfig.env, SITE_CLOCK: siteClock(phase) } });
}
