import { ORGANISER_ROLE } from "../lib/auth/roles";
import { findUserByEmail, insertUser, mergeMetadata } from "./auth/users";
import type { PasswordHasher } from "./crypto/passwords";
import type { Database } from "./db/database";
import { edition } from "../lib/content/edition";

/** A ready-made team so a newcomer can sign in at once. Local only; printed at start. */
export const DEMO_ACCOUNT = {
  email: "demo-team@example.com",
  password: "portoboxcup-demo",
  teamName: "Demo Boxing Club",
  country: "Portugal",
} as const;

/**
 * The demo team's boxers, one per category, so `npm run site` shows a real entries page. They go through the
 * same table and triggers as any entry (as the service: the deadline does not bind it), so each is placed in
 * its bracket's queue and logged like the rest.
 */
export const DEMO_BOXERS = [
  { first_name: "Inês", last_name: "Carvalho", sex: "F", birth_date: "2011-04-17", weight_class: "52", record_book: "POR-J-20417" },
  { first_name: "Mateus", last_name: "Ferreira", sex: "M", birth_date: "2012-11-05", weight_class: "44", record_book: "POR-B-52210" },
  { first_name: "Beatriz", last_name: "Lopes", sex: "F", birth_date: "2008-06-30", weight_class: "57", record_book: "POR-Y-40552" },
  {
    first_name: "Rui",
    last_name: "Sousa",
    sex: "M",
    birth_date: "2003-01-23",
    category: "senior",
    weight_class: "63.5",
    record_book: "POR-S-30961",
  },
  {
    first_name: "Tiago",
    last_name: "Moreira",
    sex: "M",
    birth_date: "1998-09-02",
    category: "elite",
    weight_class: "71",
    record_book: "POR-E-11873",
  },
] as const;

/** Creates the demo team (confirmed, with its profile via the same trigger as any sign-up) and its boxers, if missing. */
export async function seedDemoAccount(db: Database, hasher: PasswordHasher): Promise<boolean> {
  if (await findUserByEmail(db.pg, DEMO_ACCOUNT.email)) return false;
  const passwordHash = await hasher.hash(DEMO_ACCOUNT.password);
  await db.transaction(async (tx) => {
    const user = await insertUser(tx, {
      email: DEMO_ACCOUNT.email,
      passwordHash,
      data: { team_name: DEMO_ACCOUNT.teamName, country: DEMO_ACCOUNT.country },
      confirmed: true,
    });
    await tx.query(
      `insert into public.entries (edition, team_id, first_name, last_name, sex, birth_date, category, weight_class, record_book, nationality)
       select $1, $2, b.first_name, b.last_name, b.sex, b.birth_date, b.category, b.weight_class, b.record_book, $3
         from json_populate_recordset(null::public.entries, $4::json) b
        -- A build of another edition's data (its migration not written yet) gets the team without boxers.
        where exists (select 1 from public.editions e where e.year = $1)`,
      [edition.year, user.id, DEMO_ACCOUNT.country, JSON.stringify(DEMO_BOXERS)],
    );
  });
  return true;
}

/** A ready-made organiser for the desk (docs/cup.md §1): an account with app_metadata.role = "organiser". */
export const DEMO_ORGANISER = {
  email: "demo-organiser@example.com",
  password: "portoboxcup-desk",
  teamName: "Porto Box Cup organisers",
  country: "Portugal",
} as const;

/**
 * Creates the demo organiser if missing. Its profile comes from the sign-up trigger like any account's; the role
 * is written as the admin API writes it (merged into app_metadata), never by the user.
 */
export async function seedDemoOrganiser(db: Database, hasher: PasswordHasher): Promise<boolean> {
  if (await findUserByEmail(db.pg, DEMO_ORGANISER.email)) return false;
  const passwordHash = await hasher.hash(DEMO_ORGANISER.password);
  await db.transaction(async (tx) => {
    const user = await insertUser(tx, {
      email: DEMO_ORGANISER.email,
      passwordHash,
      data: { team_name: DEMO_ORGANISER.teamName, country: DEMO_ORGANISER.country },
      confirmed: true,
    });
    await mergeMetadata(tx, user.id, "raw_app_meta_data", { role: ORGANISER_ROLE });
  });
  return true;
}
