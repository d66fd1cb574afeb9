/**
 * A production build configured as for a hosted Supabase project carries nothing of the local setup:
 * builds with a hosted-style Supabase URL, publishable key and https site URL, then checks every file the
 * site serves (prerendered HTML, RSC payloads, client JS/CSS, route bodies and their stored headers) and the
 * live answers of `next start` (headers, CSP, pages, sitemap, robots, .ics) for 127.0.0.1, localhost,
 * 54321 or the local keys; HSTS must be on, and canonical URLs, the sitemap and the .ics must use the site URL.
 * Built with a CAPTCHA site key, as production is: the CSP then lets Turnstile in, and the /auth forms are driven
 * in a browser with the CAPTCHA on (scripts/test/captcha-forms.ts).
 * Such a build, and its server, also refuse a chosen date (SITE_CLOCK, docs/decisions.md D44).
 * Alone it rebuilds this repository's .next: node --import tsx scripts/test/hosted-build.ts
 * npm test runs it with --copy, in a copy of the repository built from the main build's cache
 * (scripts/test/build-cache.ts), beside the browser suite that serves this repository's .next.
 */
import assert from "node:assert/strict";
import { spawn, spawnSync } from "node:child_process";
import { readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { freePort } from "../../tests/support/free-port";
import path from "node:path";
import { LOCAL_ANON_KEY, LOCAL_PUBLISHABLE_KEY } from "../../lib/supabase/keys";
import { codeBlocks, readSections, section } from "../../tests/support/markdown";
import { TURNSTILE_ORIGIN } from "../../lib/captcha/turnstile";
import { seedBuildCache } from "./build-cache";
import { checkCaptchaForms } from "./captcha-forms";
import { repositoryCopy } from "./repository-copy";

const ROOT = path.resolve(import.meta.dirname, "..", "..");
const inCopy = process.argv.includes("--copy");
/** Where the hosted-style site is built and served: this repository, or a copy of it (deleted at the end). */
const DIR = inCopy ? repositoryCopy("hosted") : ROOT;
if (inCopy) {
  process.on("exit", () => rmSync(DIR, { recursive: true, force: true }));
  await seedBuildCache(DIR);
}
const SUPABASE_URL = "https://abcdefghijklmnopqrst.supabase.co";
const PUBLISHABLE_KEY = "sb_publishable_hostedBuildCheck_0123456789abc";
const SITE_URL = "https://portoboxcup.pt";
/** Cloudflare's always-passing test site key: a production build has CAPTCHA on (docs/deploy.md §5). */
const CAPTCHA_SITE_KEY = "1x00000000000000000000AA";
const FORBIDDEN = [/127\.0\.0\.1/, /localhost/i, /54321/, new RegExp(LOCAL_PUBLISHABLE_KEY), new RegExp(LOCAL_ANON_KEY.slice(0, 60))];
const TEXT_FILE = /\.(html|rsc|body|meta|js|mjs|css|json|xml|txt|ics|svg|webmanifest)$/;

/**
 * Libraries' own comparisons with loopback names, which configure nothing and are allowed (written loosely
 * enough to survive minifier renames; a new mention anywhere else still fails):
 * - core-js's URL polyfill (legacy browsers only) applies the URL standard's `file://localhost` rule;
 * - supabase-js lists loopback hosts among the default trace-propagation targets;
 * - auth-js accepts `localhost` as a WebAuthn relying-party id, and its client's default GoTrue URL (always
 *   replaced by supabase-js with `${supabaseUrl}/auth/v1`) is `http://localhost:9999`.
 */
const LIBRARY_IDIOMS = [
  /"localhost"===\w+\.host&&\(\w+\.host=""\)/g,
  /\.push\("localhost","127\.0\.0\.1","\[::1\]"\)/g,
  /return"localhost"===\w+\|\|/g,
  /url:"http:\/\/localhost:9999",storageKey:"supabase\.auth\.token"/g,
];

const failures: string[] = [];
function scan(where: string, original: string): void {
  const text = LIBRARY_IDIOMS.reduce((t, idiom) => t.replace(idiom, "(library idiom)"), original);
  for (const pattern of FORBIDDEN) {
    const at = text.search(pattern);
    if (at >= 0) failures.push(`${where}: ${pattern} in …${text.slice(Math.max(0, at - 60), at + 40).replace(/\s+/g, " ")}…`);
  }
}

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) yield* files(file);
    else yield file;
  }
}

const env: NodeJS.ProcessEnv = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: "1",
  NEXT_PUBLIC_SUPABASE_URL: SUPABASE_URL,
  NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: PUBLISHABLE_KEY,
  NEXT_PUBLIC_SITE_URL: SITE_URL,
  NEXT_PUBLIC_CAPTCHA_SITE_KEY: CAPTCHA_SITE_KEY,
};
delete env.SITE_CLOCK;
const next = path.join(DIR, "node_modules", "next", "dist", "bin", "next");

// A production site can never be moved in time: with a chosen date, the build stops before compiling anything.
const REFUSAL = /SITE_CLOCK="2026-03-26T09:00:00Z" moves the site's clock for QA and demos, and is honoured only with the embedded backend/;
const movedBuild = spawnSync(process.execPath, [next, "build"], {
  cwd: DIR,
  env: { ...env, SITE_CLOCK: "2026-03-26T09:00:00Z" },
  encoding: "utf8",
});
assert.notEqual(movedBuild.status, 0, "a hosted build accepted SITE_CLOCK");
assert.match(movedBuild.stdout + movedBuild.stderr, REFUSAL);

const started = performance.now();
// HOSTED_BUILD_REUSE=1 checks the existing .next again without rebuilding (for working on this script).
const build =
  process.env.HOSTED_BUILD_REUSE === "1"
    ? { status: 0, stdout: "", stderr: "" }
    : spawnSync(process.execPath, [next, "build"], { cwd: DIR, env, encoding: "utf8" });
if (build.status !== 0) {
  console.error(build.stdout.slice(-4000), build.stderr.slice(-4000));
  throw new Error("the hosted-style build failed");
}
console.log(`hosted-style build: ${Math.round((performance.now() - started) / 1000)} s`);

// Everything a visitor can be sent: prerendered pages and route bodies (with their stored headers), client assets.
let scanned = 0;
for (const dir of [path.join(DIR, ".next", "static"), path.join(DIR, ".next", "server", "app")]) {
  for (const file of files(dir)) {
    if (!TEXT_FILE.test(file) || file.endsWith(".nft.json")) continue;
    if (dir.endsWith("app") && /\.(js|json)$/.test(file)) continue; // server code, never sent
    scan(path.relative(DIR, file), readFileSync(file, "utf8"));
    scanned++;
  }
}

/**
 * The server is started as docs/deploy.md §7.2's systemd unit starts it: its Environment= and ExecStart=, with
 * this run's Node and a free port, so the unit a host installs is the one this build was checked with.
 */
function systemdService(port: number): { command: string; args: string[]; env: Record<string, string> } {
  const unit = codeBlocks(section(readSections("deploy.md"), "7").text).find((b) => b.lang === "ini" && b.code.includes("ExecStart="));
  if (!unit) throw new Error("docs/deploy.md §7 has no systemd unit");
  const line = (key: string) => /^(\w+)=(.*)$/m.exec(unit.code.split("\n").find((l) => l.startsWith(`${key}=`)) ?? "")?.[2] ?? "";
  const [node, ...args] = line("ExecStart").split(/\s+/);
  assert.equal(node, "/usr/bin/node", "the unit runs Node from /usr/bin");
  const portAt = args.indexOf("-p") + 1;
  assert.ok(portAt > 0, "the unit names its port");
  args[portAt] = String(port);
  const unitEnv = Object.fromEntries(
    line("Environment")
      .split(/\s+/)
      .map((pair) => pair.split("=") as [string, string]),
  );
  return { command: process.execPath, args, env: unitEnv };
}

// Nor its server, started with one.
const movedStart = spawnSync(process.execPath, [next, "start", "-H", "localhost", "-p", String(await freePort())], {
  cwd: DIR,
  env: { ...env, SITE_CLOCK: "2026-03-26T09:00:00Z" },
  encoding: "utf8",
  timeout: 60_000,
});
assert.notEqual(movedStart.status, 0, "a hosted build's server accepted SITE_CLOCK");
assert.match(movedStart.stdout + movedStart.stderr, REFUSAL);
console.log("hosted-style build: SITE_CLOCK refused by the build and by its server");

const port = await freePort();
const service = systemdService(port);
// -H localhost, not 127.0.0.1: Next 16.4 + next-intl rewrites loop with a 127.0.0.1 bind (docs/toolchain.md §2b).
assert.deepEqual(service.args.slice(service.args.indexOf("-H"), service.args.indexOf("-H") + 2), ["-H", "localhost"]);
const server = spawn(service.command, service.args, { cwd: DIR, env: { ...env, ...service.env }, stdio: "ignore" });
const origin = `http://localhost:${port}`;
try {
  for (let i = 0; ; i++) {
    try {
      await fetch(origin, { redirect: "manual" });
      break;
    } catch {
      if (i > 600) throw new Error("next start did not answer");
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  const pages = ["/", "/pt", "/esp", "/terms&conditions", "/auth", "/pt/reset", "/esp/dashboard", "/nope"];
  const routes = ["/sitemap.xml", "/robots.txt", "/calendar/en/porto-box-cup.ics", "/calendar/pt/porto-box-cup.ics"];
  const bodies = new Map<string, string>();
  const assets = new Set<string>();
  for (const url of [...pages, ...routes]) {
    const res = await fetch(origin + url, { redirect: "manual" });
    const body = await res.text();
    bodies.set(url, body);
    // Header values: what the build put there (a redirect's Location is built from the request's own host).
    for (const [name, value] of res.headers) if (name !== "location") scan(`${url} header ${name}`, value);
    scan(`${url} body`, body);
    for (const [, src] of body.matchAll(/(?:src|href)="(\/_next\/[^"]+)"/g)) assets.add(src);
    if (url === "/") {
      assert.equal(res.headers.get("strict-transport-security"), "max-age=63072000; includeSubDomains", "HSTS on /");
      const csp = res.headers.get("content-security-policy") ?? "";
      assert.match(csp, new RegExp(`connect-src 'self' ${SUPABASE_URL.replace(/\./g, "\\.")}(;|$)`), csp);
      assert.match(csp, /upgrade-insecure-requests/, csp);
      // With a CAPTCHA site key, and only then (e2e/security.spec.ts checks the main build), Turnstile may load.
      assert.match(csp, new RegExp(`script-src 'self' 'unsafe-inline' ${TURNSTILE_ORIGIN}(;|$)`), csp);
      assert.match(csp, new RegExp(`frame-src https://www\\.google\\.com ${TURNSTILE_ORIGIN}(;|$)`), csp);
    }
  }
  for (const asset of assets) scan(`${asset}`, await (await fetch(origin + asset)).text());

  const canonical = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  assert.equal(canonical(bodies.get("/")!), SITE_URL);
  assert.equal(canonical(bodies.get("/pt")!), `${SITE_URL}/pt`);
  assert.equal(canonical(bodies.get("/esp")!), `${SITE_URL}/esp`);
  assert.equal(canonical(bodies.get("/terms&conditions")!), `${SITE_URL}/terms&amp;conditions`);
  const locs = [...bodies.get("/sitemap.xml")!.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  assert.ok(locs.length >= 6, `sitemap lists ${locs.length} URLs`);
  for (const loc of locs) assert.ok(loc.startsWith(`${SITE_URL}/`), `sitemap: ${loc}`);
  assert.match(bodies.get("/robots.txt")!, new RegExp(`Sitemap: ${SITE_URL}/sitemap\\.xml`));
  const ics = bodies.get("/calendar/en/porto-box-cup.ics")!;
  assert.match(ics, new RegExp(`^URL:${SITE_URL}/\\r?$`, "m"));
  assert.match(ics, /^UID:[^@\r\n]+@portoboxcup\.pt\r?$/m);
  assert.match(bodies.get("/calendar/pt/porto-box-cup.ics")!, new RegExp(`^URL:${SITE_URL}/pt\\r?$`, "m"));

  console.log(
    `hosted-style build: ${scanned} built files, ${pages.length + routes.length} answers and ${assets.size} assets scanned; ` +
      `${failures.length} mention of the local setup`,
  );
  assert.deepEqual(failures, [], failures.join("\n"));

  await checkCaptchaForms(origin, { supabaseUrl: SUPABASE_URL, publishableKey: PUBLISHABLE_KEY });
} finally {
  server.kill("SIGTERM");
}
