// Supabase Edge Function entry point (Deno). Deploy with: supabase functions deploy get-user-count
// verify_jwt is off in supabase/config.toml: visitors call it with the publishable key and no session.
import { countTeamsViaRest, createGetUserCountHandler } from "./handler.ts";
import { serviceKeyFromEnv } from "./service-key.ts";

// Hosted Edge Functions receive the project URL and the project's keys in the environment.
const supabaseUrl = Deno.env.get("SUPABASE_URL") ?? "";
const serviceKey = serviceKeyFromEnv((name) => Deno.env.get(name));

Deno.serve(createGetUserCountHandler(countTeamsViaRest(supabaseUrl, serviceKey)));
