import { isCountry } from "@/lib/content/countries";
import { validateEmail, isBlank, type EmailIssue } from "./email";
import { isLongEnough } from "./password";

export type RegistrationInput = {
  teamName: string;
  country: string;
  email: string;
  password: string;
  confirmPassword: string;
  acceptedTerms: boolean;
};

export type RegistrationField = keyof RegistrationInput;

/** Message keys of the `Auth` namespace; the English texts are docs/product.md §5's. */
export type RegistrationIssueKey =
  "teamNameRequired" | "countryRequired" | EmailIssue | "passwordsDoNotMatch" | "passwordTooShort" | "termsRequired";

export type RegistrationIssue = { field: RegistrationField; key: RegistrationIssueKey };

/**
 * The first broken rule, in the order of the fields on screen (docs/product.md §5 order for its own rules), so the
 * message always points at the topmost field to fix. Null when the registration may be sent.
 */
export function validateRegistration(input: RegistrationInput): RegistrationIssue | null {
  if (isBlank(input.teamName)) return { field: "teamName", key: "teamNameRequired" };
  if (!isCountry(input.country)) return { field: "country", key: "countryRequired" };
  const emailIssue = validateEmail(input.email);
  if (emailIssue) return { field: "email", key: emailIssue };
  if (input.password !== input.confirmPassword) return { field: "confirmPassword", key: "passwordsDoNotMatch" };
  if (!isLongEnough(input.password)) return { field: "password", key: "passwordTooShort" };
  if (!input.acceptedTerms) return { field: "acceptedTerms", key: "termsRequired" };
  return null;
}
