import path from "node:path";
import { LOCAL_ANON_KEY, LOCAL_PUBLISHABLE_KEY } from "../../lib/supabase/keys";
import { SECRET_KEY, SERVICE_ROLE_KEY } from "../config";
import { DenoFunction } from "./deno-worker";

const FUNCTIONS_DIR = path.resolve(import.meta.dirname, "..", "..", "supabase", "functions");

export interface LocalFunction {
  worker: DenoFunction;
  /** Mirrors `verify_jwt` in supabase/config.toml. */
  verifyJwt: boolean;
}

/**
 * The project's Edge Functions, each run from its real entry point under Deno with the environment hosted
 * functions get (docs: Edge Functions › Environment Variables): the API URL, the publishable and secret
 * keys as JSON dictionaries, and the legacy JWT keys.
 */
export function loadFunctions(
  apiUrl: string,
  log: (line: string) => void,
  local: { inboxUrl: string; siteUrl: string },
): Map<string, LocalFunction> {
  const env = {
    SUPABASE_URL: apiUrl,
    SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: LOCAL_PUBLISHABLE_KEY }),
    SUPABASE_SECRET_KEYS: JSON.stringify({ default: SECRET_KEY }),
    SUPABASE_ANON_KEY: LOCAL_ANON_KEY,
    SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
  };
  const fn = (name: string, verifyJwt: boolean, own: Record<string, string> = {}): [string, LocalFunction] => [
    name,
    { verifyJwt, worker: new DenoFunction(name, path.join(FUNCTIONS_DIR, name, "index.ts"), { ...env, ...own }, log) },
  ];
  // The notifications' secrets, as docs/deploy.md §13 sets them hosted: the inbox stands in for Resend's API, and
  // nothing here limits the rate as Resend does.
  const notifications = {
    SITE_URL: local.siteUrl,
    NOTIFY_MAIL_API_URL: local.inboxUrl,
    NOTIFY_MAIL_API_KEY: "re_local",
    NOTIFY_FROM: "Porto Box Cup <no-reply@mail.portoboxcup.pt>",
    NOTIFY_PER_SECOND: "100",
  };
  return new Map([fn("get-user-count", false), fn("send-notifications", false, notifications)]);
}

export async function stopFunctions(functions: Map<string, LocalFunction>): Promise<void> {
  await Promise.all([...functions.values()].map((fn) => fn.worker.stop()));
}
