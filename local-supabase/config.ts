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

/** Behaviour switches, defaulting to the CLI's local stack (docs/backend-protocol.md §13). */
export interface AuthSettings {
  /** Base URL the API is reachable at; JWT `iss` is `${apiUrl}/auth/v1`. */
  apiUrl: string;
  siteUrl: string;
  /** Extra redirect globs (GoTrue URI_ALLOW_LIST syntax). */
  redirectAllowList: string[];
  /** Hosted default is true; the CLI's local default is false (autoconfirm). */
  confirmEmail: boolean;
  jwtExpirySeconds: number;
  minPasswordLength: number;
  otpExpirySeconds: number;
  /** Per-user cooldown between e-mails (CLI `max_frequency = "1s"`). */
  emailMaxFrequencySeconds: number;
  /** Project-wide e-mails per hour (CLI with Mailpit: 360000). */
  emailRateLimitPerHour: number;
  refreshTokenReuseIntervalSeconds: number;
}

export function defaultAuthSettings(apiUrl: string): AuthSettings {
  return {
    apiUrl,
    siteUrl: "http://127.0.0.1:3000",
    // The site on its usual port, plus any port on localhost (loopback IPs are always allowed, as in GoTrue).
    redirectAllowList: [
      "http://localhost:3000/**",
      "http://127.0.0.1:3000/**",
      "http://localhost:*",
      "http://localhost:*/**",
      "https://127.0.0.1:3000",
    ],
    confirmEmail: false,
    jwtExpirySeconds: 3600,
    minPasswordLength: 6,
    otpExpirySeconds: 3600,
    emailMaxFrequencySeconds: 1,
    emailRateLimitPerHour: 360000,
    refreshTokenReuseIntervalSeconds: 10,
  };
}

/** Largest request body accepted, like a gateway's limit; larger bodies get 413. */
export const MAX_BODY_BYTES = 1024 * 1024;
