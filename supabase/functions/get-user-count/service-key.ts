/**
 * The key the function counts with. Hosted projects provide `SUPABASE_SECRET_KEYS`, a JSON dictionary of the
 * project's secret keys by name (`{"default":"sb_secret_…"}`); `SUPABASE_SERVICE_ROLE_KEY` is the legacy
 * JWT key, read only when no secret key is available (it is being retired).
 */
export function serviceKeyFromEnv(get: (name: string) => string | undefined): string | undefined {
  const secretKeys = get("SUPABASE_SECRET_KEYS");
  if (secretKeys) {
    try {
      const keys: unknown = JSON.parse(secretKeys);
      if (typeof keys === "object" && keys !== null) {
        const byName = keys as Record<string, unknown>;
        const key = byName.default ?? Object.values(byName)[0];
        if (typeof key === "string" && key !== "") return key;
      }
    } catch {
      // Not JSON: fall through to the legacy key; the count then fails and logs why if that is missing too.
    }
  }
  return get("SUPABASE_SERVICE_ROLE_KEY") || undefined;
}
