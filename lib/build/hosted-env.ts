/**
 * What a production build for a hosted Supabase project must be given. `NEXT_PUBLIC_*` values are written into
 * the pages and scripts by `next build`, so a missing or mistyped one is not an error anywhere: the build
 * succeeds and ships canonical URLs, the sitemap and the Open Graph card on http://localhost:3000, or a
 * site that cannot talk to its project. next.config.ts refuses such a build with the problems listed here
 * (docs/decisions.md D40). Plain relative imports only: next.config.ts loads this file before the `@/` alias
 * exists.
 */
import { LOCAL_ANON_KEY, LOCAL_PUBLISHABLE_KEY } from "../supabase/keys";

export type BuildEnv = Record<string, string | undefined>;

const LOOPBACK_HOST = /^(localhost|.*\.localhost|127(?:\.\d{1,3}){3}|\[::1\])$/;

/** The build talks to a hosted project: a Supabase URL is set and it is not this machine (the embedded backend). */
export function isHostedBuild(env: BuildEnv): boolean {
  const url = env.NEXT_PUBLIC_SUPABASE_URL;
  if (!url) return false;
  try {
    return !LOOPBACK_HOST.test(new URL(url).hostname);
  } catch {
    return true;
  }
}

/** `https://<host>` and nothing else (a trailing slash is tolerated, as lib/seo/site.ts strips it). */
function originProblem(name: string, value: string, example: string): string | null {
  const fix = `set it to the public origin alone, e.g. ${name}=${example}`;
  if (value.trim() !== value || /["']/.test(value)) return `${name} has spaces or quotes around it ("${value}"): ${fix}.`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `${name}="${value}" is not an address: ${fix}.`;
  }
  if (url.protocol !== "https:") return `${name}=${value} is not https: ${fix}.`;
  if (LOOPBACK_HOST.test(url.hostname)) return `${name}=${value} names this computer, not the public site: ${fix}.`;
  if (url.username || url.password || url.search || url.hash || url.pathname !== "/")
    return `${name}=${value} has more than an origin (a path, query or credentials): ${fix}.`;
  return null;
}

/** The anon role's legacy JWT: three base64url parts whose payload says `"role": "anon"`. */
function isAnonJwt(value: string): boolean {
  const parts = value.split(".");
  if (parts.length !== 3 || !parts.every((p) => /^[A-Za-z0-9_-]+$/.test(p))) return false;
  try {
    return (JSON.parse(Buffer.from(parts[1], "base64url").toString("utf8")) as { role?: unknown }).role === "anon";
  } catch {
    return false;
  }
}

function keyProblem(env: BuildEnv): string | null {
  const name = env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY ? "NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY" : "NEXT_PUBLIC_SUPABASE_ANON_KEY";
  const key = env[name];
  const where = "Settings → API Keys of the project";
  if (!key) return `NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY is not set: copy the publishable key (sb_publishable_…) from ${where}.`;
  if (key.startsWith("sb_secret_"))
    return `${name} is a secret key (sb_secret_…), which would be published in every page: use the publishable key (sb_publishable_…) from ${where}, and rotate the secret key.`;
  if (key === LOCAL_PUBLISHABLE_KEY || key === LOCAL_ANON_KEY)
    return `${name} is the embedded backend's public local key, which no hosted project accepts: use the project's publishable key from ${where}.`;
  if (/^sb_publishable_[A-Za-z0-9_-]{8,}$/.test(key) || isAnonJwt(key)) return null;
  return `${name} is not a publishable key ("${key.slice(0, 24)}${key.length > 24 ? "…" : ""}"): it must be sb_publishable_… (or the legacy anon JWT), copied whole from ${where}.`;
}

/** Every reason this environment must not be built for a hosted project; empty when it may. */
export function hostedBuildProblems(env: BuildEnv): string[] {
  if (!isHostedBuild(env)) return [];
  const problems: string[] = [];
  const supabase = originProblem("NEXT_PUBLIC_SUPABASE_URL", env.NEXT_PUBLIC_SUPABASE_URL ?? "", "https://<ref>.supabase.co");
  if (supabase) problems.push(supabase);
  const site = env.NEXT_PUBLIC_SITE_URL;
  if (!site)
    problems.push(
      "NEXT_PUBLIC_SITE_URL is not set: canonical URLs, the sitemap, the Open Graph card and the calendar would point at http://localhost:3000. Set it to the public origin, e.g. NEXT_PUBLIC_SITE_URL=https://portoboxcup.pt.",
    );
  else {
    const problem = originProblem("NEXT_PUBLIC_SITE_URL", site, "https://portoboxcup.pt");
    if (problem) problems.push(problem);
  }
  const key = keyProblem(env);
  if (key) problems.push(key);
  return problems;
}

/** Throws one error naming every problem, so a build for a hosted project stops before it starts. */
export function assertHostedBuildEnv(env: BuildEnv): void {
  const problems = hostedBuildProblems(env);
  if (problems.length === 0) return;
  throw new Error(
    `This production build is for the hosted Supabase project ${env.NEXT_PUBLIC_SUPABASE_URL}, and its variables are not right (docs/deploy.md §7):\n${problems.map((p) => `  - ${p}`).join("\n")}`,
  );
}
