/**
 * The Supabase CLI's well-known local defaults (docs/backend-protocol.md §3). They are public knowledge and only
 * ever accepted by this local backend; a hosted project has its own keys. The public ones (publishable and
 * anon keys) live in lib/supabase/keys.ts, under one name each, because the browser bundle needs them too.
 */
export const JWT_SECRET = "super-secret-jwt-token-with-at-least-32-characters-long";
export const SECRET_KEY = "sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz";
export const SERVICE_ROLE_KEY =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU";

export const DEFAULT_PORT = 54321;
export const DEFAULT_INBOX_PORT = 54324;
export const DEFAULT_DATA_DIR = ".local/supabase";

/** `[auth.rate_limit]` of supabase/config.toml: what hosted GoTrue enforces per IP (and per project for mail). */
export interface RateLimits {
  /** `email_sent`: e-mails per hour, project-wide (GOTRUE_RATE_LIMIT_EMAIL_SENT). */
  emailSentPerHour: number;
  /** `token_refresh`: POST /token requests (every grant, sign-in included) per 5 minutes per IP. */
  tokenRefresh: number;
  /** `sign_in_sign_ups`: /signup, /recover and PUT /user per 5 minutes per IP (GOTRUE_RATE_LIMIT_OTP). */
  signInSignUps: number;
  /** `token_verifications`: /verify per 5 minutes per IP. */
  tokenVerifications: number;
  /**
   * How many requests one IP may send at once before the per-5-minute rate applies: GoTrue's fixed 30.
   * Only an override file may change it (`[local_supabase] rate_limit_burst`), to stand for many visitors.
   */
  burst: number;
}

/** An `[auth.email.template.<kind>]`: the subject and body are both Go templates in GoTrue. */
export interface MailTemplate {
  subject: string;
  content: string;
}

/** `[auth.captcha]`: the provider GoTrue asks to verify a token, and the secret it sends (GOTRUE_SECURITY_CAPTCHA_*). */
export interface CaptchaSettings {
  provider: "hcaptcha" | "turnstile";
  secret: string;
}

/** The auth settings, read from supabase/config.toml like the CLI's local stack (see project-config.ts). */
export interface AuthSettings {
  /** Base URL the API is reachable at; JWT `iss` is `${apiUrl}/auth/v1`. */
  apiUrl: string;
  siteUrl: string;
  /** Extra redirect globs (GoTrue URI_ALLOW_LIST syntax). */
  redirectAllowList: string[];
  signupEnabled: boolean;
  /** `[auth.email] enable_confirmations` (GoTrue MAILER_AUTOCONFIRM is its opposite). */
  confirmEmail: boolean;
  jwtExpirySeconds: number;
  minPasswordLength: number;
  /** GOTRUE_PASSWORD_REQUIRED_CHARACTERS: each string is a set the password needs one character of. */
  requiredCharacters: string[];
  otpExpirySeconds: number;
  /** Per-user cooldown between e-mails (`max_frequency`). */
  emailMaxFrequencySeconds: number;
  /**
   * `[auth.email] secure_password_change` (GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION): a session
   * older than 24 hours may change the password only with a reauthentication nonce.
   */
  securePasswordChange: boolean;
  rateLimits: RateLimits;
  refreshTokenReuseIntervalSeconds: number;
  /** Null when CAPTCHA is off: `enabled = false`, or its secret's env() is not set (printed as an override). */
  captcha: CaptchaSettings | null;
  templates: { recovery: MailTemplate; confirmation: MailTemplate };
}

/** Largest request body accepted, like a gateway's limit; larger bodies get 413. */
export const MAX_BODY_BYTES = 1024 * 1024;

/** Deepest nesting of JSON arrays and objects accepted in a body or a REST query value (http/nesting.ts says why). */
export const MAX_JSON_DEPTH = 1000;
