import { supabaseKey, supabaseUrl } from "./env";

/**
 * The number of registered teams, from the get-user-count function. This is the wire request
 * `supabase.functions.invoke("get-user-count", { method: "GET" })` makes, sent with plain fetch so the
 * landing page does not ship supabase-js for one number. GET, because the function lets a GET answer be
 * cached for 30 s and nothing caches a POST. Throws when the answer is missing or malformed.
 */
export async function fetchUserCount(signal: AbortSignal): Promise<number> {
  const response = await fetch(`${supabaseUrl}/functions/v1/get-user-count`, {
    method: "GET",
    headers: { apikey: supabaseKey, Authorization: `Bearer ${supabaseKey}` },
    signal,
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const data: unknown = await response.json();
  const total = typeof data === "object" && data !== null && "total" in data ? data.total : undefined;
  if (typeof total !== "number" || !Number.isFinite(total)) throw new Error("resposta sem o campo total");
  return total;
}
