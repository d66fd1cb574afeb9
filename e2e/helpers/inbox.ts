import { expect } from "@playwright/test";
import { INBOX_URL } from "./local-backend";

/** The embedded backend's Mailpit-compatible inbox (local-supabase/inbox). */

type MessageSummary = { ID: string; Subject: string; Created: string };
type Message = MessageSummary & { HTML: string; Text: string };

async function messagesTo(address: string): Promise<MessageSummary[]> {
  const response = await fetch(`${INBOX_URL}/api/v1/search?query=${encodeURIComponent(`to:${address}`)}`);
  if (!response.ok) throw new Error(`inbox search failed: ${response.status}`);
  return ((await response.json()) as { messages: MessageSummary[] }).messages;
}

/** Waits for the newest mail to `address` (e-mail is sent after the API answers, so poll briefly). */
export async function latestMailTo(address: string): Promise<Message> {
  let newest: MessageSummary | undefined;
  await expect
    .poll(
      async () => {
        const messages = await messagesTo(address);
        newest = messages.sort((a, b) => b.Created.localeCompare(a.Created))[0];
        return messages.length;
      },
      { message: `a mail to ${address}`, timeout: 10_000 },
    )
    .toBeGreaterThan(0);
  const response = await fetch(`${INBOX_URL}/api/v1/message/${encodeURIComponent(newest!.ID)}`);
  return (await response.json()) as Message;
}

/** The reset link of a recovery mail (supabase/templates/recovery.html), as a user would click it. */
export function resetLinkIn(message: Message): URL {
  const href = [...message.HTML.matchAll(/href="([^"]+)"/g)]
    .map((m) => m[1].replace(/&amp;|&#38;/g, "&"))
    .find((h) => h.includes("token_hash="));
  if (!href) throw new Error(`no reset link in: ${message.HTML}`);
  return new URL(href);
}
