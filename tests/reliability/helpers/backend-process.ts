import { spawn, type ChildProcess } from "node:child_process";
import { rm } from "node:fs/promises";
import path from "node:path";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { PUBLISHABLE_KEY, SECRET_KEY } from "../../../local-supabase/config";
import { serverClientOptions } from "../../../lib/supabase/server-options";
import { freePort, waitUntilAnswering } from "../../../scripts/backend/child";
import { startTestBackend } from "../../backend/helpers/backend";

const ROOT = path.resolve(import.meta.dirname, "..", "..", "..");

/**
 * `npm run backend`'s program as a child process on its own free ports and a throwaway data directory, so
 * a reliability run never touches the shared backend on 54321/54324 or the e2e data. Only this process is
 * ever signalled, by its own PID.
 */
export class BackendProcess {
  private child: ChildProcess | null = null;
  private constructor(
    readonly dataDir: string,
    readonly port: number,
    readonly inboxPort: number,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** A migrated, empty data directory (copied from the contract tests' template: no 10 s initdb). */
  static async create(): Promise<BackendProcess> {
    const seed = await startTestBackend({ log: () => {} });
    await seed.stop();
    const backend = new BackendProcess(seed.dataDir, await freePort(), await freePort());
    await backend.start();
    return backend;
  }

  /** Starts the program and resolves with the milliseconds until it answered its first request. */
  async start(): Promise<number> {
    const startedAt = performance.now();
    this.child = spawn(process.execPath, ["--import", "tsx", path.join(ROOT, "local-supabase", "main.ts")], {
      cwd: ROOT,
      env: {
        ...process.env,
        LOCAL_SUPABASE_DATA_DIR: this.dataDir,
        LOCAL_SUPABASE_PORT: String(this.port),
        LOCAL_SUPABASE_INBOX_PORT: String(this.inboxPort),
      },
      stdio: ["ignore", "ignore", "inherit"],
    });
    return waitUntilAnswering(this.url, startedAt, 60_000);
  }

  /** Ends the program with `signal` (SIGKILL: no chance to flush anything) and waits for it to be gone. */
  async stop(signal: NodeJS.Signals = "SIGTERM"): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill(signal);
    await exited;
  }

  async destroy(): Promise<void> {
    await this.stop();
    await rm(this.dataDir, { recursive: true, force: true });
  }

  /** A fresh browser-like client (publishable key, own in-memory session), as the /auth form has. */
  client(): SupabaseClient {
    return newClient(this.url, PUBLISHABLE_KEY);
  }

  admin(): SupabaseClient {
    return newClient(this.url, SECRET_KEY);
  }
}

/**
 * Network-level failures seen by the clients, by cause (supabase-js reports them all as "fetch failed"),
 * so a failed load run says whether the socket was refused, reset or timed out.
 */
export const networkFailures = new Map<string, number>();

async function fetchRecordingFailures(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(input, init);
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const key = cause?.code ?? cause?.message ?? String(error);
    networkFailures.set(key, (networkFailures.get(key) ?? 0) + 1);
    throw error;
  }
}

export function newClient(url: string, key: string): SupabaseClient {
  return createClient(url, key, {
    ...serverClientOptions,
    global: { fetch: fetchRecordingFailures },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}
