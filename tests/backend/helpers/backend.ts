import { readFileSync } from "node:fs";
import { cp, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { SECRET_KEY } from "../../../local-supabase/config";
import { LOCAL_PUBLISHABLE_KEY } from "../../../lib/supabase/keys";
import { QUICK_COST } from "../../../local-supabase/crypto/passwords";
import { migratedTemplate } from "../../../local-supabase/db/template";
import { startLocalSupabase, type LocalSupabase, type LocalSupabaseOptions } from "../../../local-supabase/server";

const ROOT = path.resolve(import.meta.dirname, "..", "..", "..");

export interface TestBackend extends LocalSupabase {
  logs: string[];
  /** A browser-like client with the publishable key and its own in-memory session. */
  client(): SupabaseClient;
  /** A server client with the secret key (service_role). */
  admin(): SupabaseClient;
  /** Waits for the newest message to `email` in the inbox (Mailpit API) and returns it. */
  mailTo(email: string): Promise<{ ID: string; Subject: string; Text: string; HTML: string }>;
  /** Stops the backend and deletes its data directory. */
  destroy(): Promise<void>;
}

function newClient(url: string, key: string): SupabaseClient {
  return createClient(url, key, { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } });
}

/** The per-IP limits raised for many teams on one IP, as the e2e backend runs (the file says why). */
export const SHARED_IP = "local-supabase/overrides/shared-ip.toml";

/**
 * Starts a backend on free ports with a private copy of the template data directory, with supabase/config.toml
 * plus the shared-IP limits, then `options.configOverrides` (e.g. a test's lower limits) on top, hashing
 * passwords at bcrypt's quick cost unless `options.passwordHashCost` says otherwise.
 */
export async function startTestBackend(options: LocalSupabaseOptions = {}, dataDir?: string): Promise<TestBackend> {
  const dir = dataDir ?? (await mkdtemp(path.join(os.tmpdir(), "local-supabase-test-")));
  if (!dataDir) await cp(await migratedTemplate(), dir, { recursive: true });
  const logs: string[] = [];
  const configOverrides = [{ name: SHARED_IP, toml: readFileSync(path.join(ROOT, SHARED_IP), "utf8") }, ...(options.configOverrides ?? [])];
  const instance = await startLocalSupabase({
    port: 0,
    inboxPort: 0,
    dataDir: dir,
    log: (l) => logs.push(l),
    passwordHashCost: QUICK_COST,
    ...options,
    configOverrides,
  });
  return {
    ...instance,
    logs,
    client: () => newClient(instance.url, LOCAL_PUBLISHABLE_KEY),
    admin: () => newClient(instance.url, SECRET_KEY),
    async mailTo(email) {
      for (let attempt = 0; attempt < 50; attempt++) {
        const res = await fetch(`${instance.inboxUrl}/api/v1/search?query=${encodeURIComponent(`to:${email}`)}`);
        const list = (await res.json()) as { messages: { ID: string }[] };
        if (list.messages.length > 0) {
          return (await (await fetch(`${instance.inboxUrl}/api/v1/message/${list.messages[0].ID}`)).json()) as {
            ID: string;
            Subject: string;
            Text: string;
            HTML: string;
          };
        }
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`no mail to ${email}`);
    },
    async destroy() {
      await instance.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

let counter = 0;
/** A unique address per call, so tests sharing one backend never collide. */
export function uniqueEmail(label = "team"): string {
  return `${label}-${process.pid}-${Date.now()}-${counter++}@example.com`;
}

export const TEAM = { team_name: "Porto Fighters", country: "Portugal" };
