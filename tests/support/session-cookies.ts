/**
 * A signed-in team's cookies, made the way the site makes them: @supabase/ssr writing its session cookies
 * into a jar during signInWithPassword. Shared by the e2e specs, the reliability tests and the benchmark.
 * No "next/server" import here: Playwright's ESM loader cannot resolve it (see tests/reliability/helpers/proxy-request.ts).
 */
import { createServerClient } from "@supabase/ssr";
import type { Session } from "@supabase/supabase-js";
import { LOCAL_PUBLISHABLE_KEY } from "../../lib/supabase/keys";

/** @supabase/ssr's cookie for a project at 127.0.0.1 (storage key `sb-<first host label>-auth-token`). */
export const AUTH_COOKIE = "sb-127-auth-token";

/** Signs in exactly as the /auth form does in a browser and returns the cookies @supabase/ssr wrote. */
export async function signedInCookies(url: string, email: string, password: string): Promise<Map<string, string>> {
  const jar = new Map<string, string>();
  const supabase = createServerClient(url, LOCAL_PUBLISHABLE_KEY, {
    cookies: {
      getAll: () => [...jar].map(([name, value]) => ({ name, value })),
      setAll: (list) => list.forEach(({ name, value }) => (value ? jar.set(name, value) : jar.delete(name))),
    },
  });
  const { error } = await supabase.auth.signInWithPassword({ email, password });
  if (error) throw new Error(`signIn failed: ${error.message}`);
  return jar;
}

/** The jar as a request's Cookie header. */
export function cookieHeader(jar: Map<string, string>): string {
  return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
}

/** The cookie value @supabase/ssr writes for a session (base64url of its JSON, `base64-` prefixed). */
export function cookieFor(session: Partial<Session> | Record<string, unknown>): string {
  return `base64-${Buffer.from(JSON.stringify(session)).toString("base64url")}`;
}

/** The session a cookie jar holds, whole or in chunks (`…-auth-token.0`, `.1`, …: an organiser's is over 3,180 bytes). */
export function sessionIn(jar: Map<string, string>): Session {
  const chunks = [...jar.keys()].filter((name) => name.startsWith(`${AUTH_COOKIE}.`)).length;
  const value =
    jar.get(AUTH_COOKIE) ?? (chunks ? Array.from({ length: chunks }, (_, i) => jar.get(`${AUTH_COOKIE}.${i}`)).join("") : undefined);
  if (!value?.startsWith("base64-")) throw new Error("no session cookie");
  return JSON.parse(Buffer.from(value.slice("base64-".length), "base64url").toString("utf8")) as Session;
}
