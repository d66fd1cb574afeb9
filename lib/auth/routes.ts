import { stripLocalePrefix } from "@/lib/i18n/paths";

/** Pages only a signed-in team may see (paths without the locale prefix). */
export function isProtectedPath(pathname: string): boolean {
  const path = stripLocalePrefix(pathname);
  return path === "/dashboard" || path.startsWith("/dashboard/");
}

/** Pages a signed-in team skips (docs/product.md §2: /auth sends a logged-in user to /dashboard). */
export function isGuestOnlyPath(pathname: string): boolean {
  return stripLocalePrefix(pathname) === "/auth";
}
