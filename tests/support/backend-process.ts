/**
 * `npm run backend`'s program (local-supabase/main.ts) as a child process on free loopback ports with its own
 * data directory, so a test or a measurement never touches the shared backend on 54321/54324 or the e2e
 * data. Used by the reliability tests and the backend benchmarks. Only processes started here are ever
 * signalled, by their own PID.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { rm } from "node:fs/promises";
import path from "node:path";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { SECRET_KEY } from "../../local-supabase/config";
import { LOCAL_PUBLISHABLE_KEY } from "../../lib/supabase/keys";
import { startTestBackend } from "../backend/helpers/backend";
import { freePort } from "./free-port";

const ROOT = path.resolve(import.meta.dirname, "..", "..");

export { freePort } from "./free-port";

/**
 * Backends still running when this process ends. A test file that times out is ended by the test runner
 * without its after() hooks: its backends must not outlive it (they would hold ports and a data directory).
 */
const live = new Set<ChildProcess>();
process.once("exit", () => live.forEach((child) => child.kill("SIGKILL")));
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    live.forEach((child) => child.kill("SIGKILL"));
    process.exit(128 + (signal === "SIGTERM" ? 15 : 2));
  });
}

/** Starts the backend program the way a developer runs it; its stdout is piped (call `.resume()` to ignore it). */
export function spawnBackend(dataDir: string, port: number, inboxPort: number, env: Record<string, string> = {}): ChildProcess {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(ROOT, "local-supabase", "main.ts")], {
    cwd: ROOT,
    env: {
      ...process.env,
      LOCAL_SUPABASE_DATA_DIR: dataDir,
      LOCAL_SUPABASE_PORT: String(port),
      LOCAL_SUPABASE_INBOX_PORT: String(inboxPort),
      // Hundreds of teams from one IP: the per-IP limits raised for many visitors (the file says how).
      LOCAL_SUPABASE_CONFIG_OVERRIDE: "local-supabase/overrides/shared-ip.toml",
      ...env,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  live.add(child);
  child.once("exit", () => live.delete(child));
  return child;
}

/** Polls until the API answers, returning the milliseconds since `since`. */
export async function waitUntilAnswering(url: string, since: number, timeoutMs = 60_000): Promise<number> {
  for (;;) {
    try {
      const res = await fetch(`${url}/auth/v1/health`);
      if (res.ok) return performance.now() - since;
    } catch {
      // not listening yet
    }
    if (performance.now() - since > timeoutMs) throw new Error("backend did not start");
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Ends the process with `signal` (SIGKILL: no chance to flush anything) and resolves with its exit code. */
export function stopChild(child: ChildProcess, signal: NodeJS.Signals = "SIGTERM"): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => {
    child.once("exit", (code) => resolve(code));
    child.kill(signal);
  });
}

/** One backend process that can be stopped and started again on the same data directory and ports. */
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
    this.child = spawnBackend(this.dataDir, this.port, this.inboxPort);
    this.child.stdout?.resume();
    return waitUntilAnswering(this.url, startedAt, 60_000);
  }

  /** Ends the program with `signal` and waits for it to be gone. */
  async stop(signal: NodeJS.Signals = "SIGTERM"): Promise<void> {
    const child = this.child;
    this.child = null;
    if (child) await stopChild(child, signal);
  }

  async destroy(): Promise<void> {
    await this.stop();
    await rm(this.dataDir, { recursive: true, force: true });
  }

  /** A fresh browser-like client (publishable key, own in-memory session), as the /auth form has. */
  client(): SupabaseClient {
    return newClient(this.url, LOCAL_PUBLISHABLE_KEY);
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

function newClient(url: string, key: string): SupabaseClient {
  return createClient(url, key, {
    global: { fetch: fetchRecordingFailures },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}
