import { expect, test } from "@playwright/test";
import { inBatches, rawRedirectChain } from "./helpers/raw-http";

/**
 * An address that cannot be decoded (`/%`, `/%zz`, a broken UTF-8 sequence) made Next answer a bare
 * `500 text/plain` without the headers every response carries. proxy.ts answers them 400, with those headers;
 * a well-formed but unknown address (a non-ASCII path, a double-encoded letter) stays the 404 page of its language.
 */
const undecodable = [
  "/%",
  "/%%",
  "/%zz",
  "/%6",
  "/%FF",
  "/%C3%28",
  "/%E0%A4%A",
  "/%/x",
  "/pt/%",
  "/esp/%G0",
  "/dashboard/%",
  "/pt/auth/%E0",
  "/gallery-view/%",
  "/terms&conditions%",
  "/calendar/%/porto-box-cup.ics",
  // Decoded once, these leave a stray %: Next matches them as such, and next-intl decodes again.
  "/%25",
  "/esp/%25zz",
];

const kinds: Record<string, string>[] = [{}, { rsc: "1" }];

const SECURITY_HEADERS = ["content-security-policy", "x-content-type-options", "x-frame-options", "referrer-policy", "permissions-policy"];

test("an address that cannot be decoded is a 400 with every security header, GET and HEAD, document and RSC", async ({ baseURL }) => {
  const requests = undecodable.flatMap((path) => ["GET", "HEAD"].flatMap((method) => kinds.map((headers) => ({ path, method, headers }))));
  const failures = (
    await inBatches(requests, 4, async ({ path, method, headers }) => {
      const chain = await rawRedirectChain(baseURL!, path, headers, method);
      const last = chain.at(-1)!;
      const label = `${method} ${headers.rsc ? "RSC" : "document"} ${path} → ${chain.map((r) => r.status).join(" → ")} ${last.contentType}`;
      const missing = SECURITY_HEADERS.filter((name) => !last.headers[name]);
      if (missing.length) return `${label}: no ${missing.join(", ")}`;
      if (last.status !== 400) return `${label}: not 400`;
      if (/s-maxage|public/.test(last.cacheControl)) return `${label}: Cache-Control ${last.cacheControl}`;
      return null;
    })
  ).filter(Boolean);
  expect(failures, `${failures.length} of ${requests.length}`).toEqual([]);
});

test("a well-formed address that names no page is the 404 page of its language", async ({ baseURL }) => {
  for (const [path, lang] of [
    ["/caf%C3%A9", "en"],
    ["/pt/caf%C3%A9", "pt"],
    ["/esp/%2564ashboard", "es"],
  ]) {
    const [response] = await rawRedirectChain(baseURL!, path);
    expect(response.status, path).toBe(404);
    // Next renders a not-found page in its error shell; the page's own words are in the payload.
    expect(response.body, path).toContain(`\\"lang\\":\\"${lang}\\"`);
    for (const name of SECURITY_HEADERS) expect(response.headers[name], `${path} ${name}`).toBeTruthy();
  }
});
