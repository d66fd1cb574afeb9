import type { ApiResponse } from "../http/types";
import { authError } from "../http/errors";
import type { AuthSettings } from "../config";

// The shape badoux/checkmail accepts (GoTrue's format check): a local part, an @, and DNS labels.
const EMAIL_FORMAT =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** GoTrue's validateEmail: returns the lower-cased address, or the error response. */
export function validateEmail(value: unknown): { email: string } | { error: ApiResponse } {
  const email = typeof value === "string" ? value.trim() : "";
  if (email === "") return { error: authError(400, "validation_failed", "An email address is required") };
  if (email.length > 255) return { error: authError(400, "validation_failed", "An email address is too long") };
  if (!EMAIL_FORMAT.test(email)) {
    return { error: authError(400, "validation_failed", "Unable to validate email address: invalid format") };
  }
  return { email: email.toLowerCase() };
}

/** GoTrue's checkPasswordStrength: length, then `password_requirements` (each set needs one character). */
export function checkPasswordStrength(password: string, settings: AuthSettings): ApiResponse | null {
  if ([...password].length > 72) {
    return authError(400, "validation_failed", "Password cannot be longer than 72 characters");
  }
  const reasons: string[] = [];
  const messages: string[] = [];
  if ([...password].length < settings.minPasswordLength) {
    reasons.push("length");
    messages.push(`Password should be at least ${settings.minPasswordLength} characters.`);
  }
  if (settings.requiredCharacters.some((set) => ![...set].some((c) => password.includes(c)))) {
    reasons.push("characters");
    messages.push(`Password should contain at least one character of each: ${settings.requiredCharacters.join(", ")}.`);
  }
  if (reasons.length === 0) return null;
  return authError(422, "weak_password", messages.join(" "), { weak_password: { reasons } });
}
