import { validateEmail, type EmailIssue } from "./email";

export type LoginInput = { email: string; password: string };
export type LoginField = keyof LoginInput;
export type LoginIssue = { field: LoginField; key: EmailIssue | "passwordRequired" };

/** The inputs' own constraints (required e-mail of type email, required password), as translated messages. */
export function validateLogin(input: LoginInput): LoginIssue | null {
  const emailIssue = validateEmail(input.email);
  if (emailIssue) return { field: "email", key: emailIssue };
  if (input.password.length === 0) return { field: "password", key: "passwordRequired" };
  return null;
}
