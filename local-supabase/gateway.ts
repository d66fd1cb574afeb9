import type { IncomingMessage, ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import type { AuthContext } from "./auth/context";
import { handleAuth } from "./auth/router";
import { MAX_BODY_BYTES } from "./config";
import type { SigningKey } from "./crypto/signing-key";
import type { Faults } from "./faults";
import type { LocalFunction } from "./functions/registry";
import { handleFunction } from "./functions/router";
import { BodyTooLargeError, discardRest, readBody } from "./http/body";
import { corsHeaders, preflightHeaders } from "./http/cors";
import { authError, gatewayError, restError } from "./http/errors";
import { isOwnHost } from "./http/host";
import { nestingRefusal } from "./http/nesting";
import type { ApiRequest, ApiResponse } from "./http/types";
import { handleInbox } from "./inbox/server";
import type { Inbox } from "./inbox/store";
import { handleLocalAdmin } from "./local-admin";
import { handleRest, type RestContext } from "./rest/handler";

/** How long a refused upload may keep sending before its 413 is sent anyway (see discardRest). */
const TOO_LARGE_LINGER_MS = 10_000;

/** What the API gateway routes to: one context per service. */
export interface Services {
  auth: AuthContext;
  rest: RestContext;
  functions: Map<string, LocalFunction>;
  signingKey: SigningKey;
  faults: Faults;
  log: (line: string) => void;
}

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
export function answerUnparsable(error: NodeJS.ErrnoException, socket: Duplex): void {
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

function route(services: Services, req: ApiRequest, path: string): Promise<ApiResponse> | ApiResponse {
  const match = /^\/(auth|rest|functions|local)\/v1(\/.*)?$/.exec(path);
  const rest = match?.[2] ?? "/";
  switch (match?.[1]) {
    case "auth":
      return handleAuth(services.auth, req, rest);
    case "rest":
      return handleRest(services.rest, req, rest);
    case "functions":
      return handleFunction(services.functions, services.signingKey, req, rest);
    case "local":
      return handleLocalAdmin(req, rest, services.signingKey, services.faults);
    default:
      return gatewayError(404, "no Route matched with those values");
  }
}

/** The API gateway on `apiUrl`: CORS, body size and nesting limits, routing by prefix, each service's error envelope. */
export function apiGateway(services: Services, apiUrl: string) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    let url: URL;
    try {
      url = new URL(req.url ?? "/", apiUrl);
    } catch {
      req.resume();
      return send(res, gatewayError(400, "Malformed request URL"), corsHeaders());
    }
    const path = url.pathname;
    const base = { method: req.method ?? "GET", url, headers: req.headers, body: Buffer.alloc(0), ip: req.socket.remoteAddress };
    // The gateway answers CORS preflights itself, except for functions, which answer their own.
    if (base.method === "OPTIONS" && !path.startsWith("/functions/v1/")) {
      req.resume();
      return send(res, { status: 200 }, preflightHeaders(base));
    }
    try {
      const request = { ...base, body: await readBody(req, MAX_BODY_BYTES) };
      send(res, nestingRefusal(path, request) ?? (await route(services, request, path)), corsHeaders());
    } catch (error) {
      if (error instanceof BodyTooLargeError) {
        await discardRest(req, TOO_LARGE_LINGER_MS);
        res.setHeader("Connection", "close");
        return send(res, serviceError(path, 413, "Request body is too large"), corsHeaders());
      }
      services.log(`internal error on ${base.method} ${path}: ${(error as Error).stack ?? String(error)}`);
      send(res, serviceError(path, 500, "Unexpected failure, please check server logs for more information"), corsHeaders());
    }
  };
}

/**
 * The inbox's HTTP front: no CORS headers (as Mailpit), so no other site's page may read reset links, and
 * only a loopback Host, so no DNS-rebinding page may either.
 */
export function inboxGateway(inbox: Inbox, host: string, port: number, log: (line: string) => void) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    void (async () => {
      try {
        if (!isOwnHost(req.headers.host, port, host)) {
          req.resume();
          return send(res, { status: 403, headers: { "Content-Type": "text/plain" }, body: "Forbidden: unknown Host" }, {});
        }
        const body = await readBody(req, MAX_BODY_BYTES);
        const apiReq = { method: req.method ?? "GET", url: new URL(req.url ?? "/", `http://${host}:${port}`), headers: req.headers, body };
        send(res, await handleInbox(inbox, apiReq), {});
      } catch (error) {
        const tooLarge = error instanceof BodyTooLargeError;
        if (!tooLarge) log(`inbox error: ${(error as Error).message}`);
        send(res, { status: tooLarge ? 413 : 500, headers: { "Content-Type": "text/plain" }, body: tooLarge ? "too large" : "error" }, {});
      }
    })();
  };
}
