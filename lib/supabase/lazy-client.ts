import type { createClient } from "./client";

export type BrowserClient = ReturnType<typeof createClient>;

let loading: Promise<BrowserClient> | null = null;
let loaded: BrowserClient | null = null;
const listeners = new Set<(client: BrowserClient) => void>();

/**
 * supabase-js is not part of any page: it is downloaded the first time something needs it (a form's first
 * submit, or a page opened with a session cookie), so public pages stay light for visitors who never sign in.
 * A failed download is forgotten, so the next call tries again.
 */
export function loadClient(): Promise<BrowserClient> {
  loading ??= import("./client").then(
    ({ createClient }) => {
      loaded = createClient();
      listeners.forEach((listener) => listener(loaded!));
      return loaded;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * Calls `listener` once the client exists in this tab (at once if it already does), before whoever loaded it
 * makes a call: a listener that subscribes to auth events misses none of them. Returns the unsubscribe.
 */
export function onClientLoaded(listener: (client: BrowserClient) => void): () => void {
  if (loaded) listener(loaded);
  else listeners.add(listener);
  return () => listeners.delete(listener);
}
