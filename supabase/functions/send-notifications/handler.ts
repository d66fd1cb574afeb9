/**
 * send-notifications: one run of the sender per POST. Hosted, a pg_cron job calls it every minute with the project's
 * secret key (docs/deploy.md §13); locally the tests call it the same way. Only a caller holding the secret key runs
 * it: the gateway's JWT check is off (verify_jwt = false in supabase/config.toml), because secret keys are not JWTs.
 */
import type { RunResult } from "./sender.ts";

export type Run = (settleSeconds: number | null) => Promise<RunResult>;

function same(a: string, b: string): boolean {
  // Compares in time independent of where they differ.
  const x = new TextEncoder().encode(a);
  const y = new TextEncoder().encode(b);
  let diff = x.length ^ y.length;
  for (let i = 0; i < Math.max(x.length, y.length); i++) diff |= (x[i] ?? 0) ^ (y[i] ?? 0);
  return diff === 0;
}

export function createSendHandler(
  serviceKey: string | undefined,
  run: Run,
  logError: (line: string) => void = (line) => console.error(line),
): (req: Request) => Promise<Response> {
  return async (req) => {
    if (req.method !== "POST") return Response.json({ error: "Method not allowed" }, { status: 405, headers: { Allow: "POST" } });
    const presented = req.headers.get("apikey") ?? /^Bearer\s+(.+)$/i.exec(req.headers.get("authorization") ?? "")?.[1] ?? "";
    if (!serviceKey || !same(presented, serviceKey)) return Response.json({ error: "The secret key is required" }, { status: 401 });
    let settle: number | null = null;
    try {
      const body = (await req.json().catch(() => ({}))) as { settle_seconds?: unknown };
      if (Number.isInteger(body.settle_seconds)) settle = body.settle_seconds as number;
      return Response.json(await run(settle));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      logError(`send-notifications failed: ${message}`);
      return Response.json({ error: "The run failed; the claimed mails are sent at a later run" }, { status: 503 });
    }
  };
}
