import { randomBytes, randomUUID } from "node:crypto";
import type { Database } from "../db/database";

export interface Address {
  Name: string;
  Address: string;
}

/** A caught message, with Mailpit's field names. */
export interface StoredMessage {
  ID: string;
  MessageID: string;
  Created: string;
  From: Address;
  To: Address[];
  Subject: string;
  Text: string;
  HTML: string;
  Read: boolean;
  /** Headers the sender set (List-Unsubscribe, List-Unsubscribe-Post, …). */
  Headers: Record<string, string>;
}

/** A mail handed over by a sender of the project's own (the notifications' Edge Function), not by GoTrue. */
export interface Delivery {
  from: Address;
  to: string;
  subject: string;
  html: string;
  text: string;
  messageId: string;
  headers: Record<string, string>;
}

interface MessageRow {
  id: string;
  message_id: string;
  created: Date;
  from_name: string;
  from_address: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  read: boolean;
  headers: Record<string, string>;
}

const SENDER: Address = { Name: "Admin", Address: "admin@email.com" };

function toMessage(row: MessageRow): StoredMessage {
  return {
    ID: row.id,
    MessageID: row.message_id,
    Created: row.created.toISOString(),
    From: { Name: row.from_name, Address: row.from_address },
    To: [{ Name: "", Address: row.to_address }],
    Subject: row.subject,
    Text: row.text_body,
    HTML: row.html_body,
    Read: row.read,
    Headers: row.headers ?? {},
  };
}

/**
 * Where outgoing e-mail goes: nothing leaves the machine. Messages are kept in the database so they survive
 * a restart, like Mailpit's own store, and are served by the inbox API on the inbox port.
 */
export class Inbox {
  constructor(
    private readonly db: Database,
    private readonly onMessage: (message: StoredMessage) => void,
  ) {}

  async send(to: string, subject: string, html: string, text: string): Promise<StoredMessage> {
    const id = Buffer.from(randomBytes(16)).toString("base64url").slice(0, 22);
    const rows = await this.db.query<MessageRow>(
      `insert into _local.messages (id, message_id, from_name, from_address, to_address, subject, text_body, html_body)
       values ($1, $2, $3, $4, $5, $6, $7, $8) returning *`,
      [id, `${randomUUID()}@local-supabase`, SENDER.Name, SENDER.Address, to, subject, text, html],
    );
    const message = toMessage(rows[0]);
    this.onMessage(message);
    return message;
  }

  /**
   * Stores a mail under the sender's Message-ID; the same id again stores nothing and answers the mail already held
   * (`duplicate`), as the provider's idempotency key does.
   */
  async deliver(mail: Delivery): Promise<{ message: StoredMessage; duplicate: boolean }> {
    const id = Buffer.from(randomBytes(16)).toString("base64url").slice(0, 22);
    const rows = await this.db.query<MessageRow>(
      `insert into _local.messages (id, message_id, from_name, from_address, to_address, subject, text_body, html_body, headers)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9) on conflict (message_id) do nothing returning *`,
      [id, mail.messageId, mail.from.Name, mail.from.Address, mail.to, mail.subject, mail.text, mail.html, JSON.stringify(mail.headers)],
    );
    if (rows[0]) {
      const message = toMessage(rows[0]);
      this.onMessage(message);
      return { message, duplicate: false };
    }
    const held = await this.db.query<MessageRow>("select * from _local.messages where message_id = $1", [mail.messageId]);
    return { message: toMessage(held[0]), duplicate: true };
  }

  async list(filter?: { to?: string }, limit = 50, start = 0): Promise<{ total: number; messages: StoredMessage[] }> {
    const where = filter?.to ? "where lower(to_address) = lower($1)" : "where $1::text is null";
    const params = [filter?.to ?? null];
    const [{ count }] = await this.db.query<{ count: number }>(`select count(*)::int as count from _local.messages ${where}`, params);
    const rows = await this.db.query<MessageRow>(`select * from _local.messages ${where} order by created desc, id limit $2 offset $3`, [
      ...params,
      limit,
      start,
    ]);
    return { total: count, messages: rows.map(toMessage) };
  }

  async get(id: string): Promise<StoredMessage | null> {
    const rows =
      id === "latest"
        ? await this.db.query<MessageRow>("select * from _local.messages order by created desc limit 1")
        : await this.db.query<MessageRow>("select * from _local.messages where id = $1", [id]);
    if (!rows[0]) return null;
    await this.db.query("update _local.messages set read = true where id = $1", [rows[0].id]);
    return { ...toMessage(rows[0]), Read: true };
  }

  async delete(ids?: string[]): Promise<void> {
    if (ids && ids.length > 0) await this.db.query("delete from _local.messages where id = any($1)", [ids]);
    else await this.db.query("delete from _local.messages");
  }
}
