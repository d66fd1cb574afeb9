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
export function loadFunctions(apiUrl: string, log: (line: string) => void): Map<string, LocalFunction> {
  const env = {
    SUPABASE_URL: apiUrl,
    SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: LOCAL_PUBLISHABLE_KEY }),
    SUPABASE_SECRET_KEYS: JSON.stringify({ default: SECRET_KEY }),
    SUPABASE_ANON_KEY: LOCAL_ANON_KEY,
    SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
  };
  const fn = (name: string, verifyJwt: boolean): [string, LocalFunction] => [
    name,
    { verifyJwt, worker: new DenoFunction(name, path.join(FUNCTIONS_DIR, name, "index.ts"), env, log) },
  ];
  return new Map([fn("get-user-count", false)]);
}

export async function stopFunctions(functions: Map<string, LocalFunction>): Promise<void> {
  await Promise.all([...functions.values()].map((fn) => fn.worker.stop()));
}
