// Supabase Edge Function entry point (Deno). Deploy with: supabase functions deploy get-user-count
// verify_jwt is off in supabase/config.toml: visitors call it with the publishable key and no session.
// @ts-expect-error -- Deno needs the explicit .ts extension; the Next.js tsconfig does not allow it.
import { countTeamsViaRest, createGetUserCountHandler } from "./handler.ts";

// Hosted Edge Functions receive the project URL and a service key in the environment.
const supabaseUrl = Deno.env.get("SUPABASE_URL") ?? "";
const serviceKey = Deno.env.get("SUPABASE_SERVICE_ROLE_KEY") ?? "";

Deno.serve(createGetUserCountHandler(countTeamsViaRest(supabaseUrl, serviceKey)));
