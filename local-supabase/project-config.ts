import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "smol-toml";
import type { AuthSettings, CaptchaSettings, MailTemplate } from "./config";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
/** The file `supabase config push` sends to the hosted project: the one source of the auth settings. */
export const PROJECT_CONFIG = path.join(ROOT, "supabase", "config.toml");

/**
 * The only development default: where the site runs when `SITE_URL` is not set. Production sets it when
 * pushing the config (docs/deploy.md). Any port on localhost is then allowed, as GoTrue allows for local hosts.
 */
const DEV_SITE_URL = "http://localhost:3000";

type Table = Record<string, unknown>;

const isTable = (value: unknown): value is Table => typeof value === "object" && value !== null && !Array.isArray(value);

/** Overlays `over` on `base`, table by table; returns the dotted names of the values it replaced. */
function overlay(base: Table, over: Table, prefix = ""): string[] {
  const changed: string[] = [];
  for (const [key, value] of Object.entries(over)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (isTable(value) && isTable(base[key])) changed.push(...overlay(base[key] as Table, value, name));
    else {
      base[key] = value;
      changed.push(`${name} = ${JSON.stringify(value)}`);
    }
  }
  return changed;
}

/** The Supabase CLI's `env(NAME)`: a whole value of that form is replaced by the variable, when it is set. */
function resolveEnv(value: unknown, env: Record<string, string | undefined>): unknown {
  if (typeof value !== "string") return value;
  const name = /^env\((.*)\)$/.exec(value)?.[1];
  return name && env[name] ? env[name] : value;
}

const isUnresolved = (value: unknown) => typeof value === "string" && /^env\(.*\)$/.test(value);

/** A Go duration as config.toml writes `max_frequency` ("60s", "1m30s", "1h"). */
function seconds(duration: string): number {
  const units: Record<string, number> = { h: 3600, m: 60, s: 1, ms: 0.001 };
  let total = 0;
  for (const [, amount, unit] of duration.matchAll(/(\d+(?:\.\d+)?)(ms|h|m|s)/g)) total += Number(amount) * units[unit];
  return total;
}

/** GoTrue's character sets for `password_requirements` (the CLI's ToChar, split on ":"). */
const REQUIRED_CHARACTERS: Record<string, string[]> = {
  "": [],
  letters_digits: ["abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ", "0123456789"],
  lower_upper_letters_digits: ["abcdefghijklmnopqrstuvwxyz", "ABCDEFGHIJKLMNOPQRSTUVWXYZ", "0123456789"],
  lower_upper_letters_digits_symbols: [
    "abcdefghijklmnopqrstuvwxyz",
    "ABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "0123456789",
    "!@#$%^&*()_+-=[]{};'\\:\"|<>?,./`~",
  ],
};

/** GoTrue's built-in mails, used when config.toml names no template of that kind. */
const BUILT_IN: Record<"recovery" | "confirmation", MailTemplate> = {
  recovery: {
    subject: "Reset Your Password",
    content:
      '<h2>Reset Password</h2>\n<p>Follow this link to reset the password for your user:</p>\n<p><a href="{{ .ConfirmationURL }}">Reset Password</a></p>\n',
  },
  confirmation: {
    subject: "Confirm Your Signup",
    content:
      '<h2>Confirm your signup</h2>\n<p>Follow this link to confirm your user:</p>\n<p><a href="{{ .ConfirmationURL }}">Confirm your mail</a></p>\n',
  },
};

function template(email: Table, kind: "recovery" | "confirmation"): MailTemplate {
  const table = isTable(email.template) && isTable(email.template[kind]) ? email.template[kind] : null;
  if (!table) return BUILT_IN[kind];
  const contentPath = typeof table.content_path === "string" ? table.content_path : null;
  return {
    subject: typeof table.subject === "string" ? table.subject : BUILT_IN[kind].subject,
    content: contentPath ? readFileSync(path.resolve(ROOT, contentPath), "utf8") : BUILT_IN[kind].content,
  };
}

/**
 * `[auth.captcha]` as the CLI validates it (provider hcaptcha or turnstile, a secret). A secret written as an unset
 * `env()` leaves CAPTCHA off here, reported as an override: the hosted project gets the secret when the config is
 * pushed, and locally the test secrets of docs/deploy.md §5 turn it on.
 */
function captcha(auth: Table, env: Record<string, string | undefined>, overrides: string[]): CaptchaSettings | null {
  const table = isTable(auth.captcha) ? auth.captcha : {};
  if (table.enabled !== true) return null;
  const provider = table.provider;
  if (provider !== "hcaptcha" && provider !== "turnstile") {
    throw new Error(`supabase/config.toml: auth.captcha.provider must be "hcaptcha" or "turnstile", not ${JSON.stringify(provider)}`);
  }
  const secret = resolveEnv(table.secret, env);
  if (typeof secret !== "string" || secret === "") throw new Error("supabase/config.toml: auth.captcha.secret is missing");
  if (isUnresolved(secret)) {
    overrides.push(`auth.captcha.enabled = false (${secret.slice(4, -1)} is not set)`);
    return null;
  }
  return { provider, secret };
}

export interface LoadedConfig {
  settings: Omit<AuthSettings, "apiUrl">;
  /** Each way this backend differs from what config.toml says, for the start-up banner. */
  overrides: string[];
}

/**
 * Reads the `[auth]` settings hosted GoTrue gets from supabase/config.toml, as the Supabase CLI's local stack
 * does. Each of `overrides` (a TOML text with the same tables, e.g. the file named by
 * LOCAL_SUPABASE_CONFIG_OVERRIDE) is laid over it in turn; every value one changes is reported.
 */
export function loadProjectConfig(
  options: { overrides?: { name: string; toml: string }[]; env?: Record<string, string | undefined> } = {},
): LoadedConfig {
  const env = options.env ?? process.env;
  const doc = parse(readFileSync(PROJECT_CONFIG, "utf8")) as Table;
  const overrides: string[] = [];
  for (const { name, toml } of options.overrides ?? []) {
    overrides.push(...overlay(doc, parse(toml) as Table).map((change) => `${change} (${name})`));
  }
  const auth = isTable(doc.auth) ? doc.auth : {};
  const email = isTable(auth.email) ? auth.email : {};
  const limits = isTable(auth.rate_limit) ? auth.rate_limit : {};
  // Not a Supabase setting: only the embedded backend's override files use this table.
  const local = isTable(doc.local_supabase) ? doc.local_supabase : {};
  const num = (table: Table, key: string, fallback: number) => (typeof table[key] === "number" ? (table[key] as number) : fallback);

  let siteUrl = resolveEnv(auth.site_url ?? "http://127.0.0.1:3000", env) as string;
  if (isUnresolved(siteUrl)) {
    overrides.push(`auth.site_url = "${DEV_SITE_URL}" (${siteUrl.slice(4, -1)} is not set)`);
    siteUrl = DEV_SITE_URL;
  }
  const allowList = (Array.isArray(auth.additional_redirect_urls) ? auth.additional_redirect_urls : [])
    .map((entry) => resolveEnv(entry, env))
    // An unset env() stays a literal glob in GoTrue, which no URL matches; leaving it out is the same.
    .filter((entry): entry is string => typeof entry === "string" && !isUnresolved(entry))
    // GoTrue gets the list comma-joined (GOTRUE_URI_ALLOW_LIST), so a value may hold several globs.
    .flatMap((entry) => entry.split(",").map((glob) => glob.trim()))
    .filter(Boolean);
  const requirements = typeof auth.password_requirements === "string" ? auth.password_requirements : "";
  if (!(requirements in REQUIRED_CHARACTERS)) throw new Error(`supabase/config.toml: unknown password_requirements "${requirements}"`);

  return {
    settings: {
      siteUrl,
      redirectAllowList: allowList,
      signupEnabled: auth.enable_signup !== false && email.enabled !== false,
      confirmEmail: email.enable_confirmations === true,
      jwtExpirySeconds: num(auth, "jwt_expiry", 3600),
      // GoTrue raises anything lower to its minimum of 6.
      minPasswordLength: Math.max(6, num(auth, "minimum_password_length", 6)),
      requiredCharacters: REQUIRED_CHARACTERS[requirements],
      otpExpirySeconds: num(email, "otp_expiry", 3600),
      emailMaxFrequencySeconds: seconds(typeof email.max_frequency === "string" ? email.max_frequency : "60s"),
      securePasswordChange: email.secure_password_change === true,
      rateLimits: {
        emailSentPerHour: num(limits, "email_sent", 30),
        tokenRefresh: num(limits, "token_refresh", 150),
        signInSignUps: num(limits, "sign_in_sign_ups", 30),
        tokenVerifications: num(limits, "token_verifications", 30),
        burst: num(local, "rate_limit_burst", 30),
      },
      refreshTokenReuseIntervalSeconds: num(auth, "refresh_token_reuse_interval", 10),
      captcha: captcha(auth, env, overrides),
      templates: { recovery: template(email, "recovery"), confirmation: template(email, "confirmation") },
    },
    overrides,
  };
}
