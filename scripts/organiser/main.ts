/**
 * npm run organiser -- add|remove <e-mail> | list
 * Grants or revokes the organisers' desk (app_metadata.role = "organiser") with the secret key. Against the
 * embedded backend by default; against hosted Supabase with SUPABASE_URL and SUPABASE_SECRET_KEY set
 * (docs/deploy.md §13). The account must exist (sign up on the site first).
 */
import { createClient } from "@supabase/supabase-js";
import { SECRET_KEY } from "../../local-supabase/config";
import { LOCAL_SUPABASE_URL } from "../../lib/supabase/keys";
import { listOrganisers, setOrganiser } from "./grant";

const USAGE = "Usage: npm run organiser -- add <e-mail> | remove <e-mail> | list";

function connection(): { url: string; key: string } {
  const url = process.env.SUPABASE_URL || LOCAL_SUPABASE_URL;
  const key = process.env.SUPABASE_SECRET_KEY || (url === LOCAL_SUPABASE_URL ? SECRET_KEY : "");
  if (!key) throw new Error(`SUPABASE_SECRET_KEY is required for ${url} (Settings → API Keys → secret key)`);
  return { url, key };
}

async function main(args: string[]): Promise<number> {
  const [command, email] = args;
  if (!((command === "add" || command === "remove") && email) && command !== "list") {
    console.error(USAGE);
    return 2;
  }
  const { url, key } = connection();
  const admin = createClient(url, key, { auth: { persistSession: false, autoRefreshToken: false } });
  if (command === "list") {
    const organisers = await listOrganisers(admin);
    console.log(organisers.length ? organisers.join("\n") : "No organisers.");
    return 0;
  }
  const outcome = await setOrganiser(admin, email, command === "add");
  const what = {
    granted: `${email} is now an organiser`,
    revoked: `${email} is no longer an organiser`,
    unchanged: `${email} ${command === "add" ? "was already" : "was not"} an organiser: nothing changed`,
  }[outcome];
  console.log(`${what} (${url}).`);
  if (outcome !== "unchanged") {
    // The role travels in the access token, which keeps the claims it was issued with until it expires.
    console.log("The change reaches their session at their next sign-in or token refresh (within the token's lifetime, 1 hour).");
  }
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
