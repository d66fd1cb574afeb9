/**
 * JavaScript a page makes the browser download: the `<script src>` files of its prerendered HTML, excluding
 * the `noModule` polyfills modern browsers skip, measured gzip -9 (close to what a server sends compressed).
 * The floor is an empty Next page built with the same Next in the same run, so framework updates move both.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { run } from "./processes";

export type ScriptWeight = { files: number; rawBytes: number; gzipBytes: number };

export function scriptWeight(distDir: string, htmlFile: string): ScriptWeight {
  const html = readFileSync(htmlFile, "utf8");
  const sources = [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((match) => match[1])
    .filter((attributes) => !/\bnoModule\b/i.test(attributes))
    .map((attributes) => attributes.match(/\bsrc="([^"]+)"/)?.[1])
    .filter((src): src is string => !!src && src.startsWith("/_next/static/"));
  const contents = [...new Set(sources)].map((src) =>
    readFileSync(join(distDir, "static", src.slice("/_next/static/".length).split("?")[0])),
  );
  return {
    files: contents.length,
    rawBytes: contents.reduce((sum, content) => sum + content.length, 0),
    gzipBytes: contents.reduce((sum, content) => sum + gzipSync(content, { level: 9 }).length, 0),
  };
}

const FLOOR_LAYOUT = `export default function RootLayout({ children }) {
  return <html lang="en"><body>{children}</body></html>;
}
`;
const FLOOR_PAGE = `export default function Page() {
  return <main><h1>Hello</h1></main>;
}
`;

/**
 * Builds a two-file App Router app under `dir` (inside the repo, so Turbopack's root and Node's module
 * resolution find this repo's node_modules) and measures its page. The app stays for its Lighthouse row;
 * the caller removes the folder. With `headers`, the empty page is served with them (e.g. the site's security
 * headers, whose Cross-Origin-Opener-Policy makes Chromium load the page in a fresh renderer process).
 */
export async function buildFloorApp(dir: string, log: string, headers?: { key: string; value: string }[]): Promise<ScriptWeight> {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, "app"), { recursive: true });
  writeFileSync(join(dir, "app/layout.jsx"), FLOOR_LAYOUT);
  writeFileSync(join(dir, "app/page.jsx"), FLOOR_PAGE);
  // Next looks for next.config.* upward from the app: without one of its own, the empty page would be built
  // and served with the site's config (rewrites, headers, the next-intl plugin).
  const config = headers ? `{ async headers() { return [{ source: "/:path*", headers: ${JSON.stringify(headers)} }]; } }` : "{}";
  writeFileSync(join(dir, "next.config.mjs"), `export default ${config};\n`);
  try {
    await run("node", ["node_modules/next/dist/bin/next", "build", dir], {
      env: { NEXT_TELEMETRY_DISABLED: "1" },
      log,
      timeoutMs: 300_000,
    });
    return scriptWeight(join(dir, ".next"), join(dir, ".next/server/app/index.html"));
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
