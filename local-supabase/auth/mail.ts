import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { AuthContext } from "./context";
import { authError } from "../http/errors";
import type { ApiResponse } from "../http/types";

const here = path.dirname(fileURLToPath(import.meta.url));
/** The same template hosted Supabase uses (supabase/config.toml points at it). */
const RECOVERY_TEMPLATE = readFileSync(path.join(here, "..", "..", "supabase", "templates", "recovery.html"), "utf8");
/** Must match `[auth.email.template.recovery] subject` in supabase/config.toml. */
export const RECOVERY_SUBJECT = "Reset your Porto Box Cup password";
/** GoTrue's built-in confirmation mail (hosted default: the link goes through /auth/v1/verify). */
const CONFIRMATION_TEMPLATE =
  '<h2>Confirm your signup</h2>\n<p>Follow this link to confirm your user:</p>\n<p><a href="{{ .ConfirmationURL }}">Confirm your mail</a></p>\n';
const CONFIRMATION_SUBJECT = "Confirm Your Signup";

type TemplateData = Record<"ConfirmationURL" | "Email" | "RedirectTo" | "SiteURL" | "Token" | "TokenHash", string>;

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Fills Go-template placeholders like `{{ .TokenHash }}` (values HTML-escaped, as html/template does). */
function render(template: string, data: TemplateData): string {
  return template.replace(/\{\{\s*\.(\w+)\s*\}\}/g, (whole, key: string) =>
    key in data ? escapeHtml(data[key as keyof TemplateData]) : whole,
  );
}

function textOf(html: string): string {
  const links = [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1].replace(/&amp;|&#38;/g, "&"));
  const text = html.replace(/<[^>]+>/g, "").replace(/&amp;|&#38;/g, "&").replace(/\n{2,}/g, "\n").trim();
  return [text, ...links].join("\n\n");
}

/** Project-wide e-mail quota (GoTrue RATE_LIMIT_EMAIL_SENT), a sliding hour kept in memory. */
const sentAt: number[] = [];

/**
 * Checks GoTrue's two e-mail limits: the per-user cooldown (`max_frequency`) and the project quota.
 * `lastSentAt` is the user's previous mail of this kind.
 */
export function emailRateLimit(ctx: AuthContext, lastSentAt: Date | null): ApiResponse | null {
  const now = Date.now();
  const cooldownMs = ctx.settings.emailMaxFrequencySeconds * 1000;
  if (lastSentAt && now - lastSentAt.getTime() < cooldownMs) {
    const wait = Math.ceil((cooldownMs - (now - lastSentAt.getTime())) / 1000);
    return authError(
      429,
      "over_email_send_rate_limit",
      `For security purposes, you can only request this after ${wait} seconds.`,
    );
  }
  while (sentAt.length > 0 && now - sentAt[0] > 3_600_000) sentAt.shift();
  if (sentAt.length >= ctx.settings.emailRateLimitPerHour) {
    return authError(429, "over_email_send_rate_limit", "email rate limit exceeded");
  }
  return null;
}

async function deliver(ctx: AuthContext, to: string, subject: string, html: string): Promise<void> {
  sentAt.push(Date.now());
  await ctx.inbox.send(to, subject, html, textOf(html));
}

/** The two mails GoTrue sends with a one-time link: its template, subject and `type` for /verify. */
const LINK_MAILS = {
  recovery: { template: RECOVERY_TEMPLATE, subject: RECOVERY_SUBJECT },
  signup: { template: CONFIRMATION_TEMPLATE, subject: CONFIRMATION_SUBJECT },
} as const;

async function sendLinkMail(
  kind: keyof typeof LINK_MAILS,
  ctx: AuthContext,
  email: string,
  token: string,
  hash: string,
  redirectTo: string,
): Promise<void> {
  const { template, subject } = LINK_MAILS[kind];
  const html = render(template, {
    ConfirmationURL: `${ctx.settings.apiUrl}/auth/v1/verify?token=${hash}&type=${kind}&redirect_to=${encodeURIComponent(redirectTo)}`,
    Email: email,
    RedirectTo: redirectTo,
    SiteURL: ctx.settings.siteUrl,
    Token: token,
    TokenHash: hash,
  });
  await deliver(ctx, email, subject, html);
}

export const sendRecoveryMail = sendLinkMail.bind(null, "recovery");
export const sendConfirmationMail = sendLinkMail.bind(null, "signup");
