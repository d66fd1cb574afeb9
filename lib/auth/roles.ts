/**
 * The organiser role (docs/cup.md §1): `app_metadata.role = "organiser"` in the user's access token. Only the
 * secret key (Supabase's admin API) or SQL can write app_metadata, so a team can never give itself the role.
 */
export const ORGANISER_ROLE = "organiser";

/** Whether verified JWT claims carry the organiser role. */
export function isOrganiser(claims: Record<string, unknown> | null | undefined): boolean {
  const appMetadata = claims?.app_metadata;
  return typeof appMetadata === "object" && appMetadata !== null && (appMetadata as Record<string, unknown>).role === ORGANISER_ROLE;
}
