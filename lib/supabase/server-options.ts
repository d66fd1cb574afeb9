/**
 * The site never opens realtime channels, but supabase-js resolves a WebSocket constructor whenever a client
 * is created and throws on Node 20, which has no global WebSocket before Node 22. Server-side clients get
 * this constructor instead: it satisfies the check and fails loudly if realtime were ever used.
 */
class RealtimeNotUsed {
  constructor() {
    throw new Error("Realtime is not used by this site.");
  }
}

type Transport = NonNullable<NonNullable<import("@supabase/supabase-js").SupabaseClientOptions<"public">["realtime"]>["transport"]>;

export const serverClientOptions = {
  realtime: { transport: (globalThis.WebSocket ?? RealtimeNotUsed) as unknown as Transport },
};
