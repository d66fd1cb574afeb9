// Supabase Edge Function entry point (Deno). Deploy with: supabase functions deploy send-notifications
// Configuration (docs/deploy.md §13): the project's URL and secret keys come with every hosted function; the rest are
// the function's secrets (supabase secrets set): SITE_URL, NOTIFY_MAIL_API_KEY (the Resend API key), and optionally
// NOTIFY_MAIL_API_URL, NOTIFY_FROM, NOTIFY_PER_SECOND, NOTIFY_BATCH, NOTIFY_LEASE_SECONDS, NOTIFY_SETTLE_SECONDS.
import { serviceKeyFromEnv } from "../get-user-count/service-key.ts";
import { createSendHandler } from "./handler.ts";
import { resendDelivery } from "./provider.ts";
import { restStore } from "./rest-store.ts";
import { sendBatch } from "./sender.ts";

const env = (name: string, fallback: string) => Deno.env.get(name) || fallback;
const serviceKey = serviceKeyFromEnv((name) => Deno.env.get(name));
const from = env("NOTIFY_FROM", "Porto Box Cup <no-reply@mail.portoboxcup.pt>");
const config = {
  site: env("SITE_URL", "https://www.portoboxcup.pt"),
  from: { address: from, domain: /@([^>\s]+)/.exec(from)?.[1] ?? "portoboxcup.pt" },
  // Resend's default API rate: 2 requests a second.
  perSecond: Number(env("NOTIFY_PER_SECOND", "2")),
  maxMails: Number(env("NOTIFY_BATCH", "50")),
  // Longer than a batch can take at that rate, so a live sender never loses its lease.
  leaseSeconds: Number(env("NOTIFY_LEASE_SECONDS", "120")),
  settleSeconds: Number(env("NOTIFY_SETTLE_SECONDS", "120")),
};
const store = restStore(Deno.env.get("SUPABASE_URL") ?? "", serviceKey ?? "");
const deliver = resendDelivery(env("NOTIFY_MAIL_API_URL", "https://api.resend.com"), env("NOTIFY_MAIL_API_KEY", ""), from);

Deno.serve(
  createSendHandler(serviceKey, (settle) => sendBatch(store, deliver, { ...config, settleSeconds: settle ?? config.settleSeconds })),
);
