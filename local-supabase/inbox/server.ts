import type { ApiRequest, ApiResponse } from "../http/types";
import { BadJsonError, isRecord, json, parseJsonBody, safeDecode } from "../http/types";
import { inboxPage } from "./page";
import { handleResendEmails } from "./resend";
import type { Inbox, StoredMessage } from "./store";

/** Mailpit's list summary of a message. */
function summary(m: StoredMessage) {
  return {
    ID: m.ID,
    MessageID: m.MessageID,
    Read: m.Read,
    From: m.From,
    To: m.To,
    Cc: [],
    Bcc: [],
    ReplyTo: [],
    Subject: m.Subject,
    Created: m.Created,
    Tags: [],
    Size: Buffer.byteLength(m.HTML) + Buffer.byteLength(m.Text),
    Attachments: 0,
    Snippet: m.Text.slice(0, 250),
  };
}

function listing(result: { total: number; messages: StoredMessage[] }, start: number) {
  return {
    total: result.total,
    unread: result.messages.filter((m) => !m.Read).length,
    count: result.messages.length,
    messages_count: result.total,
    start,
    tags: [],
    messages: result.messages.map(summary),
  };
}

/** The Mailpit-compatible HTTP API the tests and developers use, plus the HTML page at `/`. */
export async function handleInbox(inbox: Inbox, req: ApiRequest): Promise<ApiResponse> {
  const path = req.url.pathname.replace(/\/+$/, "") || "/";
  const limit = Math.min(1000, Math.max(1, Number(req.url.searchParams.get("limit")) || 50));
  const start = Math.max(0, Number(req.url.searchParams.get("start")) || 0);

  if (req.method === "GET" && path === "/") {
    const { messages } = await inbox.list(undefined, 100);
    return { status: 200, headers: { "Content-Type": "text/html; charset=utf-8" }, body: inboxPage(messages) };
  }
  if (req.method === "GET" && path === "/api/v1/info") {
    const { total } = await inbox.list(undefined, 1);
    return json(200, { Version: "local-supabase", Messages: total, Unread: 0 });
  }
  if (req.method === "GET" && path === "/api/v1/messages") {
    return json(200, listing(await inbox.list(undefined, limit, start), start));
  }
  if (req.method === "GET" && path === "/api/v1/search") {
    const query = req.url.searchParams.get("query") ?? "";
    const to = /(?:^|\s)to:"?([^\s"]+)"?/.exec(query)?.[1];
    if (!to) return { status: 400, headers: { "Content-Type": "text/plain" }, body: "only to:<address> searches are supported" };
    return json(200, listing(await inbox.list({ to }, limit, start), start));
  }
  const one = /^\/api\/v1\/message\/([^/]+)$/.exec(path);
  if (req.method === "GET" && one) {
    const message = await inbox.get(safeDecode(one[1]) ?? "");
    if (!message) return { status: 404, headers: { "Content-Type": "text/plain" }, body: "message not found" };
    return json(200, {
      ...summary(message),
      ReturnPath: message.From.Address,
      ListUnsubscribe: {
        Header: message.Headers["List-Unsubscribe"] ?? "",
        Links: [...(message.Headers["List-Unsubscribe"] ?? "").matchAll(/<([^>]+)>/g)].map((m) => m[1]),
        Errors: "",
        HeaderPost: message.Headers["List-Unsubscribe-Post"] ?? "",
      },
      Date: message.Created,
      Text: message.Text,
      HTML: message.HTML,
      Inline: [],
      Attachments: [],
    });
  }
  if (req.method === "POST" && path === "/emails") return handleResendEmails(inbox, req);
  if (req.method === "DELETE" && path === "/api/v1/messages") {
    let ids: string[] | undefined;
    try {
      const body = parseJsonBody(req);
      if (isRecord(body) && Array.isArray(body.IDs)) ids = body.IDs.filter((id): id is string => typeof id === "string");
    } catch (error) {
      if (!(error instanceof BadJsonError)) throw error;
      return { status: 400, headers: { "Content-Type": "text/plain" }, body: "invalid JSON" };
    }
    await inbox.delete(ids);
    return { status: 200, headers: { "Content-Type": "text/plain" }, body: "ok" };
  }
  return { status: 404, headers: { "Content-Type": "text/plain" }, body: "404 page not found" };
}
