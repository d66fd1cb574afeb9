import { cookies } from "next/headers";
import { holdsSignedSession } from "@/lib/supabase/session-check";
import { SIGNED_IN_STYLES } from "@/lib/supabase/session-stylesheet";
import { cookieOptions } from "@/lib/supabase/session-cookie";

/**
 * The header's session styles for a page read without JavaScript (docs/decisions.md D61): with a session cookie the
 * project signed, the styles that show the portal link and Logout; without one, nothing. Read per visitor, never
 * stored by any cache. No call to Supabase: the signature is checked against the cached keys, as proxy.ts does.
 */
export async function GET() {
  const store = await cookies();
  const signedIn = await holdsSignedSession((name) => store.get(name)?.value, cookieOptions.name);
  return new Response(signedIn ? SIGNED_IN_STYLES : "", {
    headers: { "Content-Type": "text/css; charset=utf-8", "Cache-Control": "private, no-store" },
  });
}
