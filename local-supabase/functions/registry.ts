import { createGetUserCountHandler } from "../../supabase/functions/get-user-count/handler";
import type { Database } from "../db/database";

export interface LocalFunction {
  handler: (req: Request) => Promise<Response>;
  /** Mirrors `verify_jwt` in supabase/config.toml. */
  verifyJwt: boolean;
}

/**
 * The project's Edge Functions, served with the same handlers as production. Locally the privileged
 * dependency is a direct count (the function's own service-role access), not a key in the environment.
 */
export function loadFunctions(db: Database): Map<string, LocalFunction> {
  return new Map([
    [
      "get-user-count",
      {
        verifyJwt: false,
        handler: createGetUserCountHandler(async () => {
          const [row] = await db.query<{ total: number }>("select count(*)::int as total from public.user_profiles");
          return row.total;
        }),
      },
    ],
  ]);
}
