/**
 * The sender's store: the database's table endpoints, with the project's secret key (no API role may claim, read a
 * mail's contents or report an attempt: supabase/migrations/20261203000000_notifications.sql).
 */
import type { Outgoing } from "./compose.ts";
import type { Claim, Store } from "./sender.ts";

export function restStore(supabaseUrl: string, serviceKey: string, fetchImpl: typeof fetch = fetch): Store {
  const base = `${supabaseUrl.replace(/\/$/, "")}/rest/v1`;
  const headers = {
    apikey: serviceKey,
    ...(serviceKey.startsWith("sb_") ? {} : { Authorization: `Bearer ${serviceKey}` }),
    "Content-Type": "application/json",
  };
  const call = async (path: string, init: RequestInit): Promise<Response> => {
    const res = await fetchImpl(`${base}/${path}`, { ...init, headers: { ...headers, ...init.headers } });
    if (!res.ok) throw new Error(`${init.method ?? "GET"} ${path.split("?")[0]}: PostgREST answered ${res.status} ${await res.text()}`);
    return res;
  };
  return {
    async claim({ maxMails, leaseSeconds, settleSeconds }: Claim) {
      const res = await call("notification_claims?select=mail_ids", {
        method: "POST",
        headers: { Prefer: "return=representation" },
        body: JSON.stringify({ max_mails: maxMails, lease_seconds: leaseSeconds, settle_seconds: settleSeconds }),
      });
      const [row] = (await res.json()) as { mail_ids: string[] }[];
      return row?.mail_ids ?? [];
    },
    async outgoing(ids) {
      const res = await call(`notification_outgoing?select=id,locale,to,team_name,unsubscribe_token,items&id=in.(${ids.join(",")})`, {
        method: "GET",
      });
      const rows = (await res.json()) as Outgoing[];
      // In the claim's order (oldest due first).
      return ids.map((id) => rows.find((r) => r.id === id)).filter((r): r is Outgoing => r !== undefined);
    },
    async report(mailId, error) {
      await (
        await call("notification_attempts", {
          method: "POST",
          headers: { Prefer: "return=minimal" },
          body: JSON.stringify({ mail_id: mailId, error }),
        })
      ).body?.cancel();
    },
  };
}
