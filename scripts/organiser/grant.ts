import type { SupabaseClient, User } from "@supabase/supabase-js";
import { ORGANISER_ROLE } from "../../lib/auth/roles";

const PAGE_SIZE = 1000;

/** Every user, page by page (the admin API lists newest first and has no e-mail filter in supabase-js). */
async function* allUsers(admin: SupabaseClient): AsyncGenerator<User> {
  for (let page = 1; ; page++) {
    const { data, error } = await admin.auth.admin.listUsers({ page, perPage: PAGE_SIZE });
    if (error) throw new Error(`listing users failed: ${error.message}`);
    yield* data.users;
    if (data.users.length < PAGE_SIZE) return;
  }
}

export async function findUserByEmail(admin: SupabaseClient, email: string): Promise<User | null> {
  const wanted = email.trim().toLowerCase();
  for await (const user of allUsers(admin)) if (user.email?.toLowerCase() === wanted) return user;
  return null;
}

export async function listOrganisers(admin: SupabaseClient): Promise<string[]> {
  const emails: string[] = [];
  for await (const user of allUsers(admin)) if (user.app_metadata.role === ORGANISER_ROLE) emails.push(user.email ?? user.id);
  return emails.sort();
}

/**
 * Grants (`on`) or revokes the organiser role: app_metadata is merged by the admin API, so `role: null` removes
 * only that key (docs/backend-protocol.md §5.12). Returns what changed, for the command's message.
 */
export async function setOrganiser(admin: SupabaseClient, email: string, on: boolean): Promise<"granted" | "revoked" | "unchanged"> {
  const user = await findUserByEmail(admin, email);
  if (!user) throw new Error(`no account with the e-mail ${email}: the organiser signs up on the site first`);
  const was = user.app_metadata.role === ORGANISER_ROLE;
  if (was === on) return "unchanged";
  const { error } = await admin.auth.admin.updateUserById(user.id, { app_metadata: { role: on ? ORGANISER_ROLE : null } });
  if (error) throw new Error(`updating ${email} failed: ${error.message}`);
  return on ? "granted" : "revoked";
}
