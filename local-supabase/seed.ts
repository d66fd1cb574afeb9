import { findUserByEmail, insertUser } from "./auth/users";
import type { PasswordHasher } from "./crypto/passwords";
import type { Database } from "./db/database";

/** A ready-made team so a newcomer can sign in at once. Local only; printed at start. */
export const DEMO_ACCOUNT = {
  email: "demo-team@example.com",
  password: "portoboxcup-demo",
  teamName: "Demo Boxing Club",
  country: "Portugal",
} as const;

/** Creates the demo team (confirmed, with its profile via the same trigger as any sign-up) if missing. */
export async function seedDemoAccount(db: Database, hasher: PasswordHasher): Promise<boolean> {
  if (await findUserByEmail(db.pg, DEMO_ACCOUNT.email)) return false;
  const passwordHash = await hasher.hash(DEMO_ACCOUNT.password);
  await db.transaction((tx) =>
    insertUser(tx, {
      email: DEMO_ACCOUNT.email,
      passwordHash,
      data: { team_name: DEMO_ACCOUNT.teamName, country: DEMO_ACCOUNT.country },
      confirmed: true,
    }),
  );
  return true;
}
