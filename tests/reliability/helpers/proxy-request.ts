// Kept apart from cookies.ts: Playwright's ESM loader cannot resolve "next/server", and the e2e specs import cookies.ts.
import { NextRequest } from "next/server";

/** A request as proxy.ts receives it, carrying `cookies` as the browser would send them. */
export function requestWith(cookies: Map<string, string>, path = "/dashboard"): NextRequest {
  const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  return new NextRequest(`http://localhost:3000${path}`, { headers: { cookie } });
}
