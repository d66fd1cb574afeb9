/** The checks `npm run preflight` reports, in its order (docs/deploy.md §9), as the tests expect them. */
export const PREFLIGHT_CHECKS = [
  "site",
  "supabase",
  "security headers",
  "no local addresses",
  "site URL",
  "redirects",
  "auth settings",
  "get-user-count",
  "reset redirects",
  "mail DNS",
  "placeholders",
];
