import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "..", "..");

/** A free TCP port on 127.0.0.1 (asked from the OS, then released). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Starts `npm run backend`'s program as a child process, the way a developer runs it. */
export function spawnBackend(dataDir: string, port: number, inboxPort: number): ChildProcess {
  return spawn(process.execPath, ["--import", "tsx", path.join(ROOT, "local-supabase", "main.ts")], {
    cwd: ROOT,
    env: {
      ...process.env,
      LOCAL_SUPABASE_DATA_DIR: dataDir,
      LOCAL_SUPABASE_PORT: String(port),
      LOCAL_SUPABASE_INBOX_PORT: String(inboxPort),
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
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

/** Sends SIGTERM and waits for a clean exit (the backend flushes PGlite first). */
export function stopChild(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.once("exit", (code) => resolve(code));
    child.kill("SIGTERM");
  });
}
