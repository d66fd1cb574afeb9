import path from "node:path";
import { createSerwistRoute } from "@serwist/turbopack";
import { deskScripts } from "@/lib/offline/desk-scripts";

// The desk's service worker (docs/decisions.md D99), bundled from lib/offline/worker/sw.ts at build time and served
// as a static file at /serwist/sw.js. It queues a write with the site's clock (lib/clock/now.ts), so it gets the
// build's SITE_CLOCK, as the pages' bundles do through next.config.ts's `env`.
//
// Its precache is what a desk page loads, fetched by every fresh install after the page's load (D114): the scripts of
// the desk's pages (lib/offline/desk-scripts.ts; the public pages' and the portal's are not the desk's) and the font.
// No stylesheet: every page inlines its own (next.config.ts `inlineCss`), so none is ever fetched. A development
// server's manifests are elsewhere and its worker precaches every script, as before.
export const { dynamic, dynamicParams, revalidate, generateStaticParams, GET } = createSerwistRoute({
  swSrc: "lib/offline/worker/sw.ts",
  useNativeEsbuild: true,
  globPatterns: [".next/static/**/*.{js,woff2}"],
  manifestTransforms: [
    (entries) => {
      if (process.env.NODE_ENV !== "production") return { manifest: entries };
      const scripts = deskScripts(path.join(process.cwd(), ".next"));
      // The entries are named from the project's root (`.next/static/chunks/….js`); Serwist rewrites them to URLs after.
      const kept = entries.filter((entry) => !entry.url.endsWith(".js") || scripts.has(path.posix.relative(".next", entry.url)));
      return { manifest: kept };
    },
  ],
  esbuildOptions: { define: { "process.env.SITE_CLOCK": JSON.stringify(process.env.SITE_CLOCK ?? "") } },
});
