/**
 * `POST /emails` on the inbox port: the part of Resend's HTTP API the notifications' sender uses
 * (supabase/functions/send-notifications/provider.ts), so the same function delivers here locally and to Resend
 * hosted. The mail's `Message-ID` header (else the `Idempotency-Key`) is its identity: the same one again is stored
 * once and answered as Resend answers a replayed idempotency key, with the first answer.
 *
 * A recipient under the reserved `.invalid` domain (RFC 2606) is refused with 422, standing in for the provider
 * refusing a bouncing address, so tests can prove that one team's bounce blocks no other team's mail.
 */
import { header, isRecord, json, parseJsonBody, type ApiRequest, type ApiResponse } from "../http/types";
import type { Address, Inbox } from "./store";

function address(value: unknown): Address | null {
  if (typeof value !== "string") return null;
  const named = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(value);
  return named ? { Name: named[1], Address: named[2] } : { Name: "", Address: value.trim() };
}

export async function handleResendEmails(inbox: Inbox, req: ApiRequest): Promise<ApiResponse> {
  if (!/^Bearer\s+\S+/i.test(header(req, "authorization") ?? "")) {
    return json(401, { statusCode: 401, name: "missing_api_key", message: "Missing API key in the authorization header." });
  }
  let body: unknown;
  try {
    body = parseJsonBody(req);
  } catch {
    return json(422, { statusCode: 422, name: "validation_error", message: "Invalid JSON body." });
  }
  const from = isRecord(body) ? address(body.from) : null;
  const to = isRecord(body) && Array.isArray(body.to) && body.to.length === 1 ? address(body.to[0]) : null;
  if (!isRecord(body) || !from || !to || typeof body.subject !== "string" || typeof body.html !== "string") {
    return json(422, { statusCode: 422, name: "validation_error", message: "from, one to, subject and html are required." });
  }
  if (/\.invalid$/i.test(to.Address)) {
    return json(422, { statusCode: 422, name: "validation_error", message: `The address ${to.Address} bounces.` });
  }
  const headers: Record<string, string> = {};
  if (isRecord(body.headers)) for (const [k, v] of Object.entries(body.headers)) if (typeof v === "string") headers[k] = v;
  const messageId = (headers["Message-ID"] ?? header(req, "idempotency-key") ?? "").replace(/^<|>$/g, "");
  if (!messageId)
    return json(422, { statusCode: 422, name: "validation_error", message: "A Message-ID or an Idempotency-Key is required." });
  const { message } = await inbox.deliver({
    from,
    to: to.Address,
    subject: body.subject,
    html: body.html,
    text: typeof body.text === "string" ? body.text : "",
    messageId,
    headers,
  });
  return json(200, { id: message.ID });
}
