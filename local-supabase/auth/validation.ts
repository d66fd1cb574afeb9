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

/** GoTrue's password strength check (length only, as configured by the CLI). */
export function checkPasswordStrength(password: string, settings: AuthSettings): ApiResponse | null {
  if ([...password].length > 72) {
    return authError(400, "validation_failed", "Password cannot be longer than 72 characters");
  }
  if ([...password].length < settings.minPasswordLength) {
    return authError(
      422,
      "weak_password",
      `Password should be at least ${settings.minPasswordLength} characters.`,
      { weak_password: { reasons: ["length"] } },
    );
  }
  return null;
}
