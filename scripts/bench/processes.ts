/**
 * Child processes of one benchmark run. Each is started in its own process group, so stopping it also stops
 * what it spawned (Chromium under Lighthouse, next-server's workers), and only ever by the PID we got back.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream } from "node:fs";

const running = new Set<ChildProcess>();

// Extra variables on top of this process's environment.
type StartOptions = { cwd?: string; env?: Record<string, string>; log: string };

export function start(command: string, args: readonly string[], { cwd, env, log }: StartOptions): ChildProcess {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  const out = createWriteStream(log);
  child.stdout?.pipe(out);
  child.stderr?.pipe(out);
  running.add(child);
  child.once("exit", () => running.delete(child));
  return child;
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // The group is already gone.
    }
  };
  signalGroup("SIGTERM");
  const timer = setTimeout(() => signalGroup("SIGKILL"), 5_000);
  await exited;
  clearTimeout(timer);
}

export async function stopAll(): Promise<void> {
  await Promise.all([...running].map(stop));
}

/** Runs a command to completion, killed (with its group) after `timeoutMs`. Resolves with its stdout. */
export async function run(command: string, args: readonly string[], options: StartOptions & { timeoutMs: number }): Promise<string> {
  const child = start(command, args, options);
  let stdout = "";
  child.stdout?.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  const timer = setTimeout(() => void stop(child), options.timeoutMs);
  const code = await new Promise<number | null>((resolve) => child.once("exit", (exitCode) => resolve(exitCode)));
  clearTimeout(timer);
  if (code !== 0)
    throw new Error(`${command} ${args.slice(0, 3).join(" ")} … exited with ${code ?? "a signal (timeout?)"}; see ${options.log}`);
  return stdout;
}

/** Polls until the URL answers (any status below 500), failing early if the server process died. */
export async function waitForUrl(url: string, child: ChildProcess, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server for ${url} exited with ${child.exitCode}`);
    try {
      const response = await fetch(url, { redirect: "manual", signal: AbortSignal.timeout(5_000) });
      if (response.status < 500) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** True when something (not ours) already listens there. */
export async function isAnswering(url: string): Promise<boolean> {
  try {
    await fetch(url, { redirect: "manual", signal: AbortSignal.timeout(2_000) });
    return true;
  } catch {
    return false;
  }
}
