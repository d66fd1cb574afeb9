/** docs/product.md §9: the minimum password length, the same as the backend's default. */
export const MIN_PASSWORD_LENGTH = 6;

/** Counted like the input's `minLength` attribute (UTF-16 units), so the form and the markup agree. */
export function isLongEnough(password: string): boolean {
  return password.length >= MIN_PASSWORD_LENGTH;
}
