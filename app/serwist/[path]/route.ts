import { createSerwistRoute } from "@serwist/turbopack";

// The desk's service worker (docs/decisions.md D99), bundled from lib/offline/worker/sw.ts at build time and served
// as a static file at /serwist/sw.js. Its precache is the build's scripts, styles and fonts only: the site's pictures
// are not the desk's. It queues a write with the site's clock (lib/clock/now.ts), so it gets the build's SITE_CLOCK,
// as the pages' bundles do through next.config.ts's `env`.
export const { dynamic, dynamicParams, revalidate, generateStaticParams, GET } = createSerwistRoute({
  swSrc: "lib/offline/worker/sw.ts",
  useNativeEsbuild: true,
  globPatterns: [".next/static/**/*.{js,css,woff2}"],
  esbuildOptions: { define: { "process.env.SITE_CLOCK": JSON.stringify(process.env.SITE_CLOCK ?? "") } },
});
