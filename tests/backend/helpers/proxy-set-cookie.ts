import { requestWith } from "../../reliability/helpers/proxy-request";
import { signedInCookies } from "../../support/session-cookies";
import { startTestBackend } from "./backend";

/**
 * The Set-Cookie headers proxy.ts sends when it refreshes a session, on a site whose public URL is
 * `siteUrl`. Access tokens live 60 s, inside auth-js's 90 s refresh margin, so the first request refreshes.
 * Both URLs are read once, at import, so call this once per test file (each file runs in its own process).
 */
export async function sessionSetCookies(siteUrl: string): Promise<string[]> {
  const backend = await startTestBackend({ log: () => {}, auth: { jwtExpirySeconds: 60 } });
  try {
    process.env.NEXT_PUBLIC_SITE_URL = siteUrl;
    process.env.NEXT_PUBLIC_SUPABASE_URL = backend.url;
    const { default: proxy } = await import("../../../proxy");
    const email = `secure-${process.pid}@example.com`;
    const password = "Gloves-secret";
    const { error } = await backend
      .client()
      .auth.signUp({ email, password, options: { data: { team_name: "Secure", country: "Portugal" } } });
    if (error) throw error;
    const jar = await signedInCookies(backend.url, email, password);
    const response = await proxy(requestWith(jar, "/dashboard"));
    if (response.headers.get("location")) throw new Error(`the proxy redirected to ${response.headers.get("location")}`);
    return response.headers.getSetCookie().filter((cookie) => cookie.startsWith("sb-"));
  } finally {
    await backend.destroy();
  }
}
