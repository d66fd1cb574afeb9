import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { after, before, test } from "node:test";
import { promisify } from "node:util";
import { localAddressFindings } from "../../scripts/preflight/checks";

// A deliberately misconfigured deployment: a site without security headers whose pages name local addresses,
// and a Supabase stand-in with sign-ups off, confirmations on, a failing function and a redirect allow-list
// that does not know the site. `npm run preflight` must name each problem in plain words and exit 1.
const LOCAL_KEY = "sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH";

function listen(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<Server> {
  return new Promise((resolve) => {
    const server = createServer(handler);
    server.listen(0, "127.0.0.1", () => resolve(server));
  });
}
const origin = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

let site: Server;
let supabase: Server;

before(async () => {
  const page =
    '<!doctype html><html><head><link rel="canonical" href="http://localhost:3000/"><script src="/app.js"></script></head>' +
    "<body><p>API at http://127.0.0.1:54321</p></body></html>";
  site = await listen((req, res) => {
    if (req.url === "/app.js") return res.writeHead(200, { "Content-Type": "text/javascript" }).end(`const key = "${LOCAL_KEY}";`);
    if (req.url === "/" || req.url === "/auth") return res.writeHead(200, { "Content-Type": "text/html" }).end(page);
    res.writeHead(404).end();
  });
  supabase = await listen((req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
      res.writeHead(status, { "Content-Type": "application/json", ...headers }).end(JSON.stringify(body));
    if (url.pathname === "/auth/v1/settings")
      return json(200, { disable_signup: true, mailer_autoconfirm: false, external: { email: true } });
    if (url.pathname === "/functions/v1/get-user-count") return json(503, { error: "The registrations count is unavailable" });
    // GoTrue sends a redirect_to it does not accept to the Site URL, here a leftover development one.
    if (url.pathname === "/auth/v1/verify")
      return res.writeHead(303, { Location: "http://127.0.0.1:3000/#error=access_denied&error_code=otp_expired" }).end();
    json(404, { message: "not found" });
  });
});

after(() => {
  site.close();
  supabase.close();
});

test("preflight names every problem of a misconfigured deployment and exits 1", async () => {
  const siteUrl = origin(site);
  const run = promisify(execFile)(
    process.execPath,
    ["--import", "tsx", "scripts/preflight/main.ts", siteUrl, "--supabase-url", origin(supabase)],
    {
      cwd: new URL("../..", import.meta.url).pathname,
    },
  );
  const failure = await run.then(
    () => assert.fail("preflight exited 0"),
    (error: { code: number; stdout: string }) => error,
  );
  assert.equal(failure.code, 1);
  const out = failure.stdout;
  for (const expected of [
    "FAIL  security headers: / is served without Content-Security-Policy, X-Content-Type-Options: nosniff, Referrer-Policy, Permissions-Policy.",
    "FAIL  security headers: /auth is served without Content-Security-Policy, X-Content-Type-Options: nosniff, Referrer-Policy, Permissions-Policy.",
    "FAIL  no local addresses: / mentions http://localhost:3000, which for a visitor is their own computer.",
    "FAIL  no local addresses: / mentions http://127.0.0.1:54321, which for a visitor is their own computer.",
    `FAIL  no local addresses: The canonical address of / is http://localhost:3000/, not on ${siteUrl}: build with NEXT_PUBLIC_SITE_URL=${siteUrl}.`,
    "FAIL  auth settings: Sign-ups are disabled: no team can register.",
    "FAIL  auth settings: E-mail confirmations are ON.",
    'FAIL  get-user-count: get-user-count answered 503: the landing page shows "Indisponível".',
    `FAIL  reset redirects: A reset link asked for ${siteUrl}/reset would take the team to http://127.0.0.1:3000/ instead`,
    `FAIL  reset redirects: A reset link asked for ${siteUrl}/esp/reset would take the team to http://127.0.0.1:3000/ instead`,
  ]) {
    assert.ok(out.includes(expected), `missing: ${expected}\n--- output ---\n${out}`);
  }
  assert.match(out, /problems found\.$/m);
});

test("a public site built without its Supabase and site variables is told which variable to set", () => {
  const headers = new Headers({ "content-security-policy": "default-src 'self'; connect-src 'self' http://127.0.0.1:54321" });
  const html = '<link rel="canonical" href="http://localhost:3000/">';
  const findings = localAddressFindings(
    {
      site: new URL("https://portoboxcup.pt"),
      publicOrigin: new URL("https://portoboxcup.pt"),
      supabaseUrl: new URL("http://127.0.0.1:54321"),
      key: LOCAL_KEY,
      staging: false,
    },
    [{ path: "/", status: 200, headers, html, scripts: [] }],
  );
  const messages = findings.filter((f) => !f.ok).map((f) => f.message);
  assert.deepEqual(messages, [
    "The site talks to Supabase at http://127.0.0.1:54321, an address on each visitor's own computer: build it with NEXT_PUBLIC_SUPABASE_URL=https://<ref>.supabase.co.",
    "The site carries the embedded backend's public local key: build it with NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY set to the project's publishable key.",
    "/ mentions http://127.0.0.1:54321, which for a visitor is their own computer.",
    "/ mentions http://localhost:3000, which for a visitor is their own computer.",
    "/ mentions port 54321, the embedded backend's port.",
    "The canonical address of / is http://localhost:3000/, not on https://portoboxcup.pt: build with NEXT_PUBLIC_SITE_URL=https://portoboxcup.pt.",
  ]);
});
