import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
import { pathToFileURL } from "node:url";

const ROOT = path.resolve(import.meta.dirname, "..", "..");
const RUN_FUNCTION = path.join(import.meta.dirname, "run-function.js");

/**
 * DENO_BIN if set, else the `deno` binary the `deno` dev dependency installs (its install script links it
 * into node_modules/deno; without the script it stays in the platform package), else one on PATH.
 */
export function denoExecutable(): string {
  if (process.env.DENO_BIN) return process.env.DENO_BIN;
  const candidates = [
    path.join(ROOT, "node_modules", "deno", "deno"),
    path.join(ROOT, "node_modules", "@deno", `${process.platform}-${process.arch}-glibc`, "deno"),
  ];
  return candidates.find((file) => existsSync(file)) ?? "deno";
}

/** Request headers that belong to one connection and must not be forwarded to the next hop. */
const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "transfer-encoding",
  "upgrade",
  "te",
  "trailer",
  "expect",
  "host",
  "content-length",
  "proxy-authorization",
  "proxy-connection",
  // fetch() would decompress what Deno.serve compresses, leaving a Content-Encoding that no longer holds.
  "accept-encoding",
]);

/**
 * One Edge Function served by its own Deno process, as the Supabase CLI's edge runtime serves it: the
 * entry point runs unchanged (`Deno.serve`), with the secrets hosted projects provide in its environment.
 * Started on the first request (so backends whose functions are never called pay nothing) and kept
 * running; if it dies, the next request starts it again.
 */
export class DenoFunction {
  private child: ChildProcess | null = null;
  private origin: Promise<string> | null = null;

  constructor(
    readonly name: string,
    private readonly entryPoint: string,
    private readonly env: Record<string, string>,
    private readonly log: (line: string) => void,
  ) {}

  private start(): Promise<string> {
    // Only what Deno needs plus the function's own variables: nothing of this process leaks into it.
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      ...(process.env.DENO_DIR ? { DENO_DIR: process.env.DENO_DIR } : {}),
      // Deno.serve() listens where this says (a free loopback port) and prints "Listening on <url>".
      DENO_SERVE_ADDRESS: "tcp:127.0.0.1:0",
      DENO_NO_UPDATE_CHECK: "1",
      NO_COLOR: "1",
      ...this.env,
    };
    // Hosted functions may use the network and the environment, and read the files deployed with them: their own and
    // those they import from beside them (send-notifications imports get-user-count's key reader), which the CLI
    // bundles in.
    const permissions = ["--allow-env", "--allow-net", `--allow-read=${path.dirname(path.dirname(this.entryPoint))}`];
    const args = ["run", "--no-prompt", ...permissions, RUN_FUNCTION, pathToFileURL(this.entryPoint).href];
    const child = spawn(denoExecutable(), args, {
      cwd: path.dirname(this.entryPoint),
      env: env as NodeJS.ProcessEnv,
      stdio: ["pipe", "pipe", "pipe"],
    });
    this.child = child;
    const output: string[] = [];
    return new Promise<string>((resolve, reject) => {
      const onLine = (line: string) => {
        const listening = /^Listening on (http:\/\/\S+?)\/?$/.exec(line);
        if (listening) return resolve(listening[1]);
        output.push(line);
        this.log(`[${this.name}] ${line}`);
      };
      createInterface({ input: child.stdout! }).on("line", onLine);
      createInterface({ input: child.stderr! }).on("line", onLine);
      child.once("error", (error) => {
        this.log(`[${this.name}] could not start ${denoExecutable()}: ${error.message}`);
        reject(error);
      });
      child.once("exit", (code, signal) => {
        if (this.child === child) {
          this.child = null;
          this.origin = null;
        }
        this.log(`[${this.name}] exited (${signal ?? `code ${code}`})`);
        reject(new Error(`${this.name} exited before listening: ${output.join("\n")}`));
      });
    });
  }

  /** Forwards the request to the function; a function that cannot boot answers 503 BOOT_ERROR, as hosted. */
  async fetch(method: string, pathAndQuery: string, headers: Headers, body: Uint8Array<ArrayBuffer> | undefined): Promise<Response> {
    let origin: string;
    try {
      this.origin ??= this.start();
      origin = await this.origin;
    } catch {
      this.origin = null;
      return Response.json({ code: "BOOT_ERROR", message: "Function failed to start (please check logs)" }, { status: 503 });
    }
    const forwarded = new Headers();
    headers.forEach((value, key) => {
      if (!HOP_BY_HOP.has(key)) forwarded.append(key, value);
    });
    return fetch(`${origin}${pathAndQuery}`, { method, headers: forwarded, body, redirect: "manual" });
  }

  stop(): Promise<void> {
    const child = this.child;
    this.child = null;
    this.origin = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
  }
}
