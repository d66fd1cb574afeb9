import { request, type Fetch } from "./http";

/** What the site itself says about the Supabase project it talks to. */
export type Discovered = { supabaseUrl: string | null; publishableKey: string | null; pages: Page[] };

/** A page as a visitor's browser receives it. */
export type Page = { path: string; status: number; headers: Headers; html: string; scripts: string[] };

const PUBLISHABLE_KEY = /sb_publishable_[A-Za-z0-9_-]{8,}/;
const JWT = /eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+/g;

/** The pages preflight reads: the landing (public, prerendered) and a team page (through proxy.ts). */
export const PAGES = ["/", "/auth"];

export async function readPage(fetchImpl: Fetch, site: URL, path: string): Promise<Page | string> {
  const answer = await request(fetchImpl, new URL(path, site).href);
  if (!answer.ok) return answer.reason;
  const scripts = [...answer.body.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, "&"));
  return { path, status: answer.response.status, headers: answer.response.headers, html: answer.body, scripts };
}

/** The `connect-src` origins of the CSP other than the site itself: the browser may only call those. */
export function connectOrigins(csp: string | null): string[] {
  const directive = (csp ?? "")
    .split(";")
    .map((d) => d.trim())
    .find((d) => d.startsWith("connect-src"));
  if (!directive) return [];
  return directive
    .split(/\s+/)
    .slice(1)
    .filter((source) => /^https?:\/\//.test(source));
}

function anonJwt(text: string): string | null {
  for (const [token] of text.matchAll(JWT)) {
    try {
      const payload = JSON.parse(Buffer.from(token.split(".")[1], "base64url").toString("utf8")) as { role?: unknown };
      if (payload.role === "anon") return token;
    } catch {
      // Not a JWT after all.
    }
  }
  return null;
}

/** Finds the Supabase URL (from the CSP, else the scripts) and the publishable key (from the scripts). */
export async function discover(fetchImpl: Fetch, site: URL, pages: Page[]): Promise<Discovered> {
  const landing = pages.find((p) => p.path === "/");
  let supabaseUrl: string | null = connectOrigins(landing?.headers.get("content-security-policy") ?? null)[0] ?? null;
  let publishableKey: string | null = null;
  const seen = new Set<string>();
  for (const src of pages.flatMap((p) => p.scripts)) {
    const url = new URL(src, site);
    if (url.origin !== site.origin || seen.has(url.href)) continue;
    seen.add(url.href);
    const answer = await request(fetchImpl, url.href);
    if (!answer.ok) continue;
    publishableKey ??= PUBLISHABLE_KEY.exec(answer.body)?.[0] ?? anonJwt(answer.body);
    supabaseUrl ??= /https:\/\/[a-z0-9]+\.supabase\.co/.exec(answer.body)?.[0] ?? null;
    if (publishableKey && supabaseUrl) break;
  }
  return { supabaseUrl, publishableKey, pages };
}
