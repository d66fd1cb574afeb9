/**
 * Throughput under load with autocannon (a separate process, so the figures are not skewed by this script),
 * and the comparison servers: nginx with the same prerendered HTML (the serving limit of this machine) and
 * the same build with the proxy switched off.
 */
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { run, start } from "./processes";

export type LoadFigures = { requestsPerSec: number; p50Ms: number; p99Ms: number; non2xx: number; errors: number };

type AutocannonJson = { requests: { average: number }; latency: { p50: number; p99: number }; non2xx: number; errors: number };

export async function load(
  url: string,
  options: { seconds: number; connections: number; cookie?: string; log: string },
): Promise<LoadFigures> {
  const args = [
    "node_modules/autocannon/autocannon.js",
    "--json",
    "--connections",
    String(options.connections),
    "--duration",
    String(options.seconds),
    ...(options.cookie ? ["--headers", `Cookie: ${options.cookie}`] : []),
    url,
  ];
  const stdout = await run("node", args, { log: options.log, timeoutMs: (options.seconds + 30) * 1000 });
  const result = JSON.parse(stdout.slice(stdout.indexOf("{"))) as AutocannonJson;
  return {
    requestsPerSec: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

const NGINX = "/usr/sbin/nginx";

/** nginx (its own config, prefix and temp dirs; foreground) serving one HTML file at `/`; a Node server if nginx is absent. */
export function startStaticServer(dir: string, htmlFile: string, port: number) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, "html"), { recursive: true });
  cpSync(htmlFile, join(dir, "html/index.html"));
  const log = join(dir, "server.log");
  if (!existsSync(NGINX)) {
    const server = `require("node:http").createServer((q,s)=>{s.writeHead(200,{"content-type":"text/html; charset=utf-8"});s.end(html)}).listen(${port},"127.0.0.1");const html=require("node:fs").readFileSync(${JSON.stringify(join(dir, "html/index.html"))});`;
    return { name: "node static server", child: start("node", ["-e", server], { log }) };
  }
  const temp = (name: string) => `${name}_temp_path ${join(dir, name)};`;
  writeFileSync(
    join(dir, "nginx.conf"),
    `worker_processes 1;
daemon off;
pid ${join(dir, "nginx.pid")};
error_log ${join(dir, "error.log")};
events { worker_connections 1024; }
http {
  access_log off;
  ${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(temp).join("\n  ")}
  server {
    listen 127.0.0.1:${port};
    root ${join(dir, "html")};
    default_type text/html;
  }
}
`,
  );
  return { name: "nginx", child: start(NGINX, ["-c", join(dir, "nginx.conf"), "-p", dir], { log }) };
}

/**
 * A hard-linked copy of the build (cheap: no bytes copied) with the proxy unregistered (Next loads proxy.ts only when
 * functions-config-manifest.json lists it). The manifest is rewritten as a new file, so the link to the
 * real build's manifest is broken, not written through.
 */
export function buildWithoutProxy(distDir: string, copyRoot: string): void {
  rmSync(copyRoot, { recursive: true, force: true });
  mkdirSync(join(copyRoot, ".next"), { recursive: true });
  // Without .next/cache: the copy never writes into files it shares with the real build.
  for (const entry of readdirSync(distDir).filter((name) => name !== "cache")) {
    execFileSync("cp", ["-al", join(distDir, entry), join(copyRoot, ".next", entry)]);
  }
  const manifest = join(copyRoot, ".next/server/functions-config-manifest.json");
  rmSync(manifest);
  writeFileSync(manifest, JSON.stringify({ version: 1, functions: {} }));
}
