/**
 * The browser's own `type=email` rule (WHATWG HTML "valid e-mail address"), so the form accepts exactly
 * what the input would: the backend still has the final word on deliverability.
 */
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export type EmailIssue = "emailRequired" | "emailInvalid";

export function isBlank(value: string): boolean {
  return value.trim().length === 0;
}

/** Forgot password (docs/product.md §5) needs only a filled-in e-mail; the backend judges its format. */
export function hasEmail(email: string): boolean {
  return !isBlank(email);
}

export function validateEmail(email: string): EmailIssue | null {
  if (isBlank(email)) return "emailRequired";
  return EMAIL_PATTERN.test(email.trim()) ? null : "emailInvalid";
}
