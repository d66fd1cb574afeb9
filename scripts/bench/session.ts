/** A new team's cookie header, made the way the site makes it (@supabase/ssr writing its cookies). */
import { createClient } from "@supabase/supabase-js";
import { SECRET_KEY } from "../../local-supabase/config";
import { edition } from "../../lib/content/edition";
import { LOCAL_PUBLISHABLE_KEY, LOCAL_SUPABASE_URL } from "../../lib/supabase/keys";
import { cookieHeader, signedInCookies } from "../../tests/support/session-cookies";

/**
 * A new team's cookie header. With `boxers`, the team also has that many entries (in three categories, so its
 * entries page lists several brackets), written with the secret key so that the cup's deadline does not
 * decide whether the benchmark has something to show.
 */
export async function signedInCookie(boxers = 0): Promise<string> {
  const id = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  const email = `bench-${id}@example.test`;
  const password = `Bench-${id}`;
  const supabase = createClient(LOCAL_SUPABASE_URL, LOCAL_PUBLISHABLE_KEY, { auth: { persistSession: false } });
  const signUp = await supabase.auth.signUp({ email, password, options: { data: { team_name: `Bench ${id}`, country: "Portugal" } } });
  if (signUp.error) throw new Error(`sign-up failed: ${signUp.error.message}`);
  if (boxers > 0) {
    const admin = createClient(LOCAL_SUPABASE_URL, SECRET_KEY, { auth: { persistSession: false } });
    const born = ["2010-05-05", "2008-05-05", "1999-05-05"];
    const { error } = await admin.from("entries").insert(
      Array.from({ length: boxers }, (_, i) => ({
        edition: edition.year,
        team_id: signUp.data.user!.id,
        first_name: `Bench ${i}`,
        last_name: "Boxer",
        sex: i % 2 ? "M" : "F",
        birth_date: born[i % born.length],
        category: born[i % born.length] === "1999-05-05" ? "senior" : null,
        weight_class: i % 2 ? "54" : "57",
        record_book: `BENCH-${id}-${i}`,
        nationality: "Portugal",
      })),
    );
    if (error) throw new Error(`entries failed: ${error.message}`);
  }
  return cookieHeader(await signedInCookies(LOCAL_SUPABASE_URL, email, password));
}
