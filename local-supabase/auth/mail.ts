import type { AuthContext } from "./context";
import { authError } from "../http/errors";
import type { ApiResponse } from "../http/types";
import { renderGoTemplate } from "./go-template";

function textOf(html: string): string {
  const links = [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1].replace(/&amp;|&#38;/g, "&"));
  const text = html
    .replace(/<[^>]+>/g, "")
    .replace(/&amp;|&#38;/g, "&")
    .replace(/\n{2,}/g, "\n")
    .trim();
  return [text, ...links].join("\n\n");
}

/** Seconds before `max_frequency` allows the next mail of a kind to a user whose last one left at `lastSentAt`. */
export function mailCooldownLeft(lastSentAt: Date | null, now: number, maxFrequencySeconds: number): number {
  if (!lastSentAt) return 0;
  const left = maxFrequencySeconds * 1000 - (now - lastSentAt.getTime());
  return left > 0 ? Math.ceil(left / 1000) : 0;
}

/**
 * Checks GoTrue's two e-mail limits: the per-user cooldown (`max_frequency`) and the project quota
 * (`[auth.rate_limit] email_sent`). `lastSentAt` is the user's previous mail of this kind. GoTrue applies the
 * quota only when confirmations are on (auth#1810: "ignore rate limits for autoconfirm"), and counts only then.
 */
export function emailRateLimit(ctx: AuthContext, lastSentAt: Date | null): ApiResponse | null {
  const wait = mailCooldownLeft(lastSentAt, ctx.limiter.now(), ctx.settings.emailMaxFrequencySeconds);
  if (wait > 0) {
    return authError(429, "over_email_send_rate_limit", `For security purposes, you can only request this after ${wait} seconds.`);
  }
  return ctx.settings.confirmEmail ? ctx.limiter.mailAllowed() : null;
}

/** The user a mail goes to: its address and user_metadata (GoTrue's `.Data`, e.g. `locale` set at sign-up). */
export interface Recipient {
  email: string;
  metadata: Record<string, unknown>;
}

/** GoTrue's recovery and signup mails: config.toml's template, `type` for /verify (templatemailer.go). */
async function sendLinkMail(
  kind: "recovery" | "signup",
  ctx: AuthContext,
  to: Recipient,
  token: string,
  hash: string,
  redirectTo: string,
): Promise<void> {
  const { subject, content } = ctx.settings.templates[kind === "signup" ? "confirmation" : "recovery"];
  const data = {
    SiteURL: ctx.settings.siteUrl,
    ConfirmationURL: `${ctx.settings.apiUrl}/auth/v1/verify?token=${hash}&type=${kind}&redirect_to=${encodeURIComponent(redirectTo)}`,
    Email: to.email,
    Token: token,
    TokenHash: hash,
    Data: to.metadata,
    RedirectTo: redirectTo,
  };
  const html = renderGoTemplate(content, data);
  if (ctx.settings.confirmEmail) ctx.limiter.mailSent();
  await ctx.inbox.send(to.email, renderGoTemplate(subject, data), html, textOf(html));
}

export const sendRecoveryMail = sendLinkMail.bind(null, "recovery");
export const sendConfirmationMail = sendLinkMail.bind(null, "signup");
