/**
 * What the message area shows: a translated text by key, or a backend message exactly as received
 * (docs/product.md §8). The tone drives the colour and is decided by the outcome, never by matching words.
 */
export type Feedback<Key extends string> = { tone: "success" | "error" | "info"; key: Key } | { tone: "error"; raw: string };

export function errorFrom<Key extends string>(raw: string | null, fallback: Key): Feedback<Key> {
  return raw ? { tone: "error", raw } : { tone: "error", key: fallback };
}
