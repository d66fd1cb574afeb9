import { LOCAL_PUBLISHABLE_KEY, LOCAL_SUPABASE_URL } from "./keys";

// NEXT_PUBLIC_* values are inlined at build time. With nothing configured the site talks to the embedded
// local backend (local-supabase/), so a fresh clone runs without an account.
export const supabaseUrl = process.env.NEXT_PUBLIC_SUPABASE_URL || LOCAL_SUPABASE_URL;

export const supabaseKey =
  process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY || process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY || LOCAL_PUBLISHABLE_KEY;
