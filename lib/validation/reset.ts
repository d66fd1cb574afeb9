import { isLongEnough } from "./password";

export type ResetInput = { verified: boolean; password: string; confirmPassword: string };
export type ResetField = "password" | "confirmPassword";

/** Message keys of the `Reset` namespace; the English texts are docs/product.md §5's reset table. */
export type ResetIssueKey = "verifyFirst" | "passwordsDoNotMatch" | "passwordTooShort";

/** `field` is null for the verification rule: no input can fix it. */
export type ResetIssue = { field: ResetField | null; key: ResetIssueKey };

export function validateReset(input: ResetInput): ResetIssue | null {
  if (!input.verified) return { field: null, key: "verifyFirst" };
  if (input.password !== input.confirmPassword) return { field: "confirmPassword", key: "passwordsDoNotMatch" };
  if (!isLongEnough(input.password)) return { field: "password", key: "passwordTooShort" };
  return null;
}
