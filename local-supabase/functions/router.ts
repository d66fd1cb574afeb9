import type { SigningKey } from "../crypto/signing-key";
import { verifyJwt } from "../crypto/jwt";
import { header, json, type ApiRequest, type ApiResponse } from "../http/types";
import type { LocalFunction } from "./registry";

const FORBIDDEN_METHODS = new Set(["CONNECT", "TRACE", "TRACK"]);
/** Response headers of the hop from the Deno process; this server sets its own. */
const PER_CONNECTION = new Set(["connection", "keep-alive", "transfer-encoding", "content-length", "date"]);

/**
 * /functions/v1/<name>[/…]: the edge-runtime relay. Unknown names get the runtime's 404; with verify_jwt
 * on, a missing or invalid JWT is refused before the function runs (OPTIONS always reaches it). The function
 * itself runs in its own Deno process (deno-worker.ts).
 */
export async function handleFunction(
  functions: Map<string, LocalFunction>,
  signingKey: SigningKey,
  req: ApiRequest,
  path: string,
): Promise<ApiResponse> {
  const name = path.replace(/^\/+/, "").split("/")[0];
  const fn = functions.get(name);
  if (!fn) return { status: 404, headers: { "Content-Type": "text/plain" }, body: "Function not found" };

  if (fn.verifyJwt && req.method !== "OPTIONS") {
    const bearer = /^Bearer\s+(.+)$/i.exec(header(req, "authorization") ?? "")?.[1];
    if (!bearer) return json(401, { msg: "Error: Missing authorization header" });
    if (!(await verifyJwt(bearer, signingKey)).ok) return json(401, { msg: "Invalid JWT" });
  }

  // The Fetch standard forbids these methods, so no web-standard handler can receive them (the Request
  // constructor throws): refuse them here rather than answer 500.
  if (FORBIDDEN_METHODS.has(req.method.toUpperCase())) return json(405, { msg: `Method ${req.method} is not allowed` });

  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (typeof value === "string") headers.set(key, value);
    else if (Array.isArray(value)) for (const v of value) headers.append(key, v);
  }
  const hasBody = req.method !== "GET" && req.method !== "HEAD" && req.body.length > 0;
  // The function sees the path after /functions/v1 (its own name first), as on the edge runtime.
  const response = await fn.worker.fetch(req.method, `${path}${req.url.search}`, headers, hasBody ? new Uint8Array(req.body) : undefined);
  return {
    status: response.status,
    headers: Object.fromEntries([...response.headers].filter(([name]) => !PER_CONNECTION.has(name))),
    body: Buffer.from(await response.arrayBuffer()),
  };
}
