import type { IncomingHttpHeaders } from "node:http";

export interface ApiRequest {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** The caller's address (the socket's), which GoTrue's per-IP rate limits count by. */
  ip?: string;
}

export interface ApiResponse {
  status: number;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

export function header(req: ApiRequest, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

export function json(status: number, value: unknown, headers: Record<string, string> = {}): ApiResponse {
  return { status, headers: { "Content-Type": "application/json", ...headers }, body: JSON.stringify(value) };
}

export function empty(status: number, headers: Record<string, string> = {}): ApiResponse {
  return { status, headers };
}

/** Thrown by body parsers; each service turns it into its own error envelope. */
export class BadJsonError extends Error {}

/** Parses a JSON body; an empty body counts as `{}` like GoTrue's decoder. */
export function parseJsonBody(req: ApiRequest): unknown {
  const text = req.body.toString("utf8").trim();
  if (text === "") return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new BadJsonError("Could not parse request body as JSON");
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** decodeURIComponent that never throws on a malformed escape (returns null instead). */
export function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}
