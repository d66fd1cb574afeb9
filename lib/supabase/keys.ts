/**
 * Public connection values of the embedded local backend (local-supabase/), used when no hosted project is
 * configured. These are the Supabase CLI's well-known local defaults: anyone can read them, they only work
 * against a local instance, and they must never be used for a hosted project. This file ships in browser
 * bundles, so it holds public values only (the secret/service-role keys live under local-supabase/).
 */
export const LOCAL_SUPABASE_URL = "http://127.0.0.1:54321";

/** The CLI's default publishable key; acts as the `anon` role. */
export const LOCAL_PUBLISHABLE_KEY = "sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH";

/** The CLI's legacy anon JWT (HS256, `iss: supabase-demo`), for tools that still expect a JWT key. */
export const LOCAL_ANON_KEY =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0";
