import type { IdentityRow, UserRow } from "./users";

const iso = (d: Date | null | undefined): string | undefined => (d ? d.toISOString() : undefined);

/** Drops undefined fields, like GoTrue's `omitempty`. */
function compact(obj: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(obj).filter(([, v]) => v !== undefined));
}

function identityJson(identity: IdentityRow): Record<string, unknown> {
  return compact({
    identity_id: identity.id,
    id: identity.provider_id,
    user_id: identity.user_id,
    identity_data: identity.identity_data,
    provider: identity.provider,
    last_sign_in_at: iso(identity.last_sign_in_at),
    created_at: iso(identity.created_at),
    updated_at: iso(identity.updated_at),
    email: identity.email ?? undefined,
  });
}

/** The user object in GoTrue's field order (docs/backend-protocol.md §6.2); never the hash or tokens. */
export function userJson(user: UserRow, identities: IdentityRow[]): Record<string, unknown> {
  return compact({
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email ?? "",
    email_confirmed_at: iso(user.email_confirmed_at),
    invited_at: iso(user.invited_at),
    phone: user.phone ?? "",
    confirmation_sent_at: iso(user.confirmation_sent_at),
    confirmed_at: iso(user.confirmed_at ?? user.email_confirmed_at),
    recovery_sent_at: iso(user.recovery_sent_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities: identities.map(identityJson),
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    banned_until: iso(user.banned_until),
    is_anonymous: user.is_anonymous,
  });
}

/**
 * What hosted GoTrue answers (confirmations on) when someone signs up with an already confirmed address:
 * a fake user with a random id and no identities, so the response does not reveal that the account exists.
 */
export function obfuscatedUserJson(email: string, data: Record<string, unknown>, id: string): Record<string, unknown> {
  const now = new Date().toISOString();
  return {
    id,
    aud: "authenticated",
    role: "",
    email,
    phone: "",
    confirmation_sent_at: now,
    app_metadata: { provider: "email", providers: ["email"] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}
