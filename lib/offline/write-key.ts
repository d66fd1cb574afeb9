/**
 * A desk write's idempotency key (docs/decisions.md D111). A form is rendered with a fresh UUID (D87, D98), but a
 * page opened from the worker's cache keeps the UUIDs it was rendered with, and one page takes more than one write:
 * a desk that changes its mind offline types another winner, another weight, in the same form. So the key the
 * database holds unique is the form's UUID made one with what the write says: the same tap sent twice (a double tap,
 * a resend, the outbox replayed, the worker's copy of a tap the server action also got) has the same key and is
 * stored once; a write that says something else has its own key, and the database judges it by the cup's rules.
 * Computed alike by the page's outbox and the worker (lib/offline/capture.ts) and by the server actions.
 */
import { bracketSlug, type BracketKey } from "../cup/bracket-slug";

/**
 * The forms' kinds (their hidden `outbox` field, but for the absences, which the outbox does not take): a weigh-in and a
 * weigh-in's correction do not share a key.
 */
export type WriteKind = "weigh-in" | "weigh-in-correction" | "result" | "result-correction" | "absence";

type Says = string | number | boolean | null;

/** What a weigh-in or its correction says: the boxer, the day, the weight, the verdict, the note, and a correction's reason and revision. */
export function weighInSays(
  w: { entry: string; day: string; kg: number; fit: boolean; note: string | null },
  reason: string | null = null,
  revision: number | null = null,
): Says[] {
  return [w.entry, w.day, w.kg, w.fit, w.note, reason, revision];
}

/** What one boxer's absence, in the scale's one confirmed action after the window, says: the boxer and the day. */
export function absenceSays(entry: string, day: string): Says[] {
  return [entry, day];
}

/** What a result or its correction says: the bout, the winner, the method, and a correction's reason. */
export function resultSays(
  bracket: BracketKey,
  node: string,
  result: { winner: string; method: string },
  reason: string | null = null,
): Says[] {
  return [bracketSlug(bracket), node, result.winner, result.method, reason];
}

/**
 * The key, as a UUID (the database's type): the first 16 bytes of SHA-256 over the form's key, the kind and what the
 * write says, marked as an RFC 9562 version 8 (custom) UUID. Web Crypto: the same in the page, the worker and Node.
 */
export async function writeKey(formKey: string, kind: WriteKind, says: Says[]): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(JSON.stringify([formKey, kind, ...says])));
  const bytes = new Uint8Array(digest, 0, 16);
  bytes[6] = (bytes[6] & 0x0f) | 0x80;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
