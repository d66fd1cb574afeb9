/**
 * Delivery through the mail provider's HTTP API: Resend's `POST /emails` (the provider of the auth mails,
 * supabase/config.toml [auth.email.smtp]; its SMTP password is this API key). The mail's id goes as the
 * `Idempotency-Key`, so a mail sent again after a crash between sending and reporting is delivered once (Resend keeps
 * keys for 24 hours). Locally the embedded backend's inbox answers the same endpoint (local-supabase/inbox/).
 */
import type { Mail } from "./compose.ts";
import type { Deliver } from "./sender.ts";

export function resendDelivery(apiUrl: string, apiKey: string, from: string, fetchImpl: typeof fetch = fetch): Deliver {
  return async (mail: Mail) => {
    const res = await fetchImpl(`${apiUrl.replace(/\/$/, "")}/emails`, {
      method: "POST",
      headers: { Authorization: `Bearer ${apiKey}`, "Content-Type": "application/json", "Idempotency-Key": mail.id },
      body: JSON.stringify({ from, to: [mail.to], subject: mail.subject, html: mail.html, text: mail.text, headers: mail.headers }),
    });
    const body = await res.text();
    if (!res.ok) throw new Error(`provider answered ${res.status}: ${body.slice(0, 300)}`);
  };
}
