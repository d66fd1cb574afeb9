import type { createClient } from "./client";

export type BrowserClient = ReturnType<typeof createClient>;

let loading: Promise<BrowserClient> | null = null;

/**
 * supabase-js is not part of any page: it is downloaded the first time something needs it (a form's first
 * submit, or a page opened with a session cookie), so public pages stay light for visitors who never sign in.
 * A failed download is forgotten, so the next call tries again.
 */
export function loadClient(): Promise<BrowserClient> {
  loading ??= import("./client").then(
    ({ createClient }) => createClient(),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
