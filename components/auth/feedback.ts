import type { AuthErrorKey, BackendError } from "@/lib/supabase/auth-errors";

/**
 * What the message area shows: a translated text by key, or what the backend answered. The tone drives the
 * colour and is decided by the outcome, never by matching words.
 */
export type Feedback<Key extends string> = { tone: "success" | "error" | "info"; key: Key } | { tone: "error"; backend: BackendError };

export function errorFrom<Key extends string>(backend: BackendError | null, fallback: Key): Feedback<Key> {
  return backend ? { tone: "error", backend } : { tone: "error", key: fallback };
}

/** The language GoTrue writes its messages in. */
const BACKEND_LOCALE = "en";

/**
 * docs/product.md §8: a backend message is shown as received on an English page; in another language a known
 * code is said in that language (AuthErrors), and any other message is still shown as received. A code the
 * site says in its own words everywhere (the CAPTCHA's) is translated on English pages too.
 */
export function feedbackText<Key extends string>(
  feedback: Feedback<Key>,
  locale: string,
  text: (key: Key) => string,
  errorText: (key: AuthErrorKey) => string,
): string {
  if (!("backend" in feedback)) return text(feedback.key);
  const { key, message, everywhere } = feedback.backend;
  return key && (everywhere || locale !== BACKEND_LOCALE) ? errorText(key) : message;
}
