import { mkdir } from "node:fs/promises";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { Duplex } from "node:stream";
import { RateLimiter } from "./auth/rate-limit";
import { handleAuth } from "./auth/router";
import type { AuthContext } from "./auth/context";
import { DEFAULT_DATA_DIR, DEFAULT_INBOX_PORT, DEFAULT_PORT, MAX_BODY_BYTES, type AuthSettings } from "./config";
import { PasswordHasher } from "./crypto/passwords";
import { loadOrCreateSigningKey } from "./crypto/signing-key";
import { Database } from "./db/database";
import { Faults } from "./faults";
import { handleFunction } from "./functions/router";
import { loadFunctions, stopFunctions } from "./functions/registry";
import { BodyTooLargeError, discardRest, readBody } from "./http/body";
import { corsHeaders, preflightHeaders } from "./http/cors";
import { authError, gatewayError, restError } from "./http/errors";
import { isOwnHost } from "./http/host";
import type { ApiRequest, ApiResponse } from "./http/types";
import { printableLinks } from "./inbox/page";
import { loadProjectConfig } from "./project-config";
import { handleInbox } from "./inbox/server";
import { Inbox } from "./inbox/store";
import { handleLocalAdmin } from "./local-admin";
import { handleRest } from "./rest/handler";
import { SchemaCache } from "./rest/schema";
import { seedDemoAccount } from "./seed";

export interface LocalSupabaseOptions {
  /** API port (default 54321; 0 picks a free one). */
  port?: number;
  /** Inbox port (default 54324; 0 picks a free one). */
  inboxPort?: number;
  host?: string;
  dataDir?: string;
  /**
   * TOML texts laid over supabase/config.toml in order (same tables, e.g. `[auth.rate_limit]`), as
   * LOCAL_SUPABASE_CONFIG_OVERRIDE does for `npm run backend`; `name` says where each came from.
   */
  configOverrides?: { name: string; toml: string }[];
  /** Faults to start with (see faults.ts). */
  faults?: string[];
  /** Any other auth setting, for tests (reuse interval, expiry…); reported as an override. */
  auth?: Partial<AuthSettings>;
  seedDemo?: boolean;
  /** Where log lines go (default: console). */
  log?: (line: string) => void;
}

export interface LocalSupabase {
  url: string;
  inboxUrl: string;
  dataDir: string;
  faults: Faults;
  settings: AuthSettings;
  /** How this backend differs from supabase/config.toml (printed at start-up). */
  overrides: string[];
  database: Database;
  stop(): Promise<void>;
}

/** How long a refused upload may keep sending before its 413 is sent anyway (see discardRest). */
const TOO_LARGE_LINGER_MS = 10_000;

function send(res: ServerResponse, response: ApiResponse, extraHeaders: Record<string, string>): void {
  // Lower-case the names so a handler's own header (e.g. a function's CORS) replaces the default.
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries({ ...extraHeaders, ...response.headers })) headers[name.toLowerCase()] = value;
  res.writeHead(response.status, headers);
  res.end(response.body);
}

/** Service-specific envelope for errors raised before a service sees the request. */
function serviceError(path: string, status: number, message: string): ApiResponse {
  if (path.startsWith("/auth/v1")) return authError(status, status === 413 ? "request_too_large" : "unexpected_failure", message);
  if (path.startsWith("/rest/v1")) return restError(status, status === 413 ? "PGRST413" : "PGRST000", message);
  return gatewayError(status, message);
}

/**
 * Requests Node's HTTP parser refuses (an unknown method, a malformed header) never reach a handler; answer
 * them in the gateway's JSON envelope too, instead of Node's bare 400.
 */
function answerUnparsable(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === "ECONNRESET" || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, text] = error.code === "HPE_HEADER_OVERFLOW" ? [431, "Request Header Fields Too Large"] : [400, "Bad Request"];
  const body = JSON.stringify({ message: `Malformed HTTP request: ${text}` });
  socket.end(
    `HTTP/1.1 ${status} ${text}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve((server.address() as AddressInfo).port));
  });
}

export async function startLocalSupabase(options: LocalSupabaseOptions = {}): Promise<LocalSupabase> {
  const host = options.host ?? "127.0.0.1";
  const dataDir = options.dataDir ?? DEFAULT_DATA_DIR;
  const log = options.log ?? ((line: string) => console.log(line));
  await mkdir(dataDir, { recursive: true });

  const [database, signingKey] = await Promise.all([Database.open(dataDir, log), loadOrCreateSigningKey(dataDir)]);
  const hasher = new PasswordHasher();
  const faults = new Faults(options.faults);
  const inbox = new Inbox(database, (message) => {
    log(`mail to ${message.To[0]?.Address}: ${message.Subject}`);
    for (const link of printableLinks(message)) log(`  ${link}`);
  });
  // Listening starts before everything is wired (a port-0 server must know its port to build its URL), so
  // requests that arrive early wait for `ready` instead of hanging without a handler.
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  const apiServer = createServer((req, res) => void ready.then(() => onApiRequest(req, res)));
  const inboxServer = createServer((req, res) => void ready.then(() => onInboxRequest(req, res)));
  apiServer.on("clientError", answerUnparsable);
  const apiPort = await listen(apiServer, options.port ?? DEFAULT_PORT, host);
  const inboxPort = await listen(inboxServer, options.inboxPort ?? DEFAULT_INBOX_PORT, host);
  const url = `http://${host}:${apiPort}`;
  const config = loadProjectConfig({ overrides: options.configOverrides });
  const direct = { ...options.auth };
  const settings: AuthSettings = { apiUrl: url, ...config.settings, ...direct };
  const overrides = [...config.overrides, ...Object.entries(direct).map(([key, value]) => `${key} = ${JSON.stringify(value)} (option)`)];
  const limiter = new RateLimiter(settings.rateLimits);
  const auth: AuthContext = { db: database, settings, signingKey, hasher, inbox, faults, limiter, log };
  const rest = { db: database, schema: new SchemaCache(database), signingKey, log };
  const functions = loadFunctions(url, log);
  if (options.seedDemo) await seedDemoAccount(database, hasher);

  const route = (req: ApiRequest, path: string): Promise<ApiResponse> | ApiResponse => {
    const match = /^\/(auth|rest|functions|local)\/v1(\/.*)?$/.exec(path);
    const rest_ = match?.[2] ?? "/";
    switch (match?.[1]) {
      case "auth":
        return handleAuth(auth, req, rest_);
      case "rest":
        return handleRest(rest, req, rest_);
      case "functions":
        return handleFunction(functions, signingKey, req, rest_);
      case "local":
        return handleLocalAdmin(req, rest_, signingKey, faults);
      default:
        return gatewayError(404, "no Route matched with those values");
    }
  };

  const onApiRequest = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    let url_: URL;
    try {
      url_ = new URL(req.url ?? "/", url);
    } catch {
      req.resume();
      return send(res, gatewayError(400, "Malformed request URL"), corsHeaders());
    }
    const path = url_.pathname;
    const base = { method: req.method ?? "GET", url: url_, headers: req.headers, body: Buffer.alloc(0), ip: req.socket.remoteAddress };
    // The gateway answers CORS preflights itself, except for functions, which answer their own.
    if (base.method === "OPTIONS" && !path.startsWith("/functions/v1/")) {
      req.resume();
      return send(res, { status: 200 }, preflightHeaders(base));
    }
    try {
      const body = await readBody(req, MAX_BODY_BYTES);
      send(res, await route({ ...base, body }, path), corsHeaders());
    } catch (error) {
      if (error instanceof BodyTooLargeError) {
        await discardRest(req, TOO_LARGE_LINGER_MS);
        res.setHeader("Connection", "close");
        return send(res, serviceError(path, 413, "Request body is too large"), corsHeaders());
      }
      log(`internal error on ${base.method} ${path}: ${(error as Error).stack ?? String(error)}`);
      send(res, serviceError(path, 500, "Unexpected failure, please check server logs for more information"), corsHeaders());
    }
  };

  // No CORS headers (as Mailpit): no other site's page may read reset links from the inbox.
  const onInboxRequest = (req: IncomingMessage, res: ServerResponse): void => {
    void (async () => {
      try {
        if (!isOwnHost(req.headers.host, inboxPort, host)) {
          req.resume();
          return send(res, { status: 403, headers: { "Content-Type": "text/plain" }, body: "Forbidden: unknown Host" }, {});
        }
        const body = await readBody(req, MAX_BODY_BYTES);
        const apiReq = { method: req.method ?? "GET", url: new URL(req.url ?? "/", `http://${host}:${inboxPort}`), headers: req.headers, body };
        send(res, await handleInbox(inbox, apiReq), {});
      } catch (error) {
        const tooLarge = error instanceof BodyTooLargeError;
        if (!tooLarge) log(`inbox error: ${(error as Error).message}`);
        send(res, { status: tooLarge ? 413 : 500, headers: { "Content-Type": "text/plain" }, body: tooLarge ? "too large" : "error" }, {});
      }
    })();
  };
  markReady();

  let stopped: Promise<void> | null = null;
  const stop = (): Promise<void> => {
    stopped ??= (async () => {
      const closing = [apiServer, inboxServer].map(
        (server) => new Promise<void>((resolve) => server.close(() => resolve())),
      );
      apiServer.closeAllConnections();
      inboxServer.closeAllConnections();
      await Promise.all([...closing, stopFunctions(functions)]);
      await hasher.close();
      // Closing PGlite flushes its data directory, so nothing written before stop() is lost.
      await database.close();
    })();
    return stopped;
  };

  return { url, inboxUrl: `http://${host}:${inboxPort}`, dataDir, faults, settings, overrides, database, stop };
}
