import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { feedbackText } from "../../components/auth/feedback";
import { authErrorKeys, backendError } from "../../lib/supabase/auth-errors";

// What the /auth and /reset screens say when GoTrue refuses a request (docs/product.md §8): its message as
// received on an English page, the translation of its code (AuthErrors.*) on the others, and any other message
// as received everywhere.

/** An error as auth-js hands it over: the marker its `isAuthError` checks, GoTrue's status, code and message. */
const authError = (status: number, code: string | undefined, message: string, name = "AuthApiError") => ({
  __isAuthError: true,
  name,
  status,
  code,
  message,
});

const messages = (file: string) => JSON.parse(readFileSync(new URL(`../../messages/${file}.json`, import.meta.url), "utf8"));

test("every code the auth and reset screens can meet has a message key, and only those", () => {
  // Read from GoTrue's handlers of sign-in, sign-up, /recover, /verify and PUT /user and their middleware
  // (captcha, rate limits, body size, session checks): docs/backend-protocol.md §4.3.
  assert.deepEqual(Object.keys(authErrorKeys).sort(), [
    "bad_jwt",
    "captcha_failed",
    "current_password_invalid",
    "current_password_required",
    "email_address_invalid",
    "email_address_not_authorized",
    "email_not_confirmed",
    "email_provider_disabled",
    "invalid_credentials",
    "no_authorization",
    "otp_expired",
    "over_email_send_rate_limit",
    "over_request_rate_limit",
    "reauthentication_needed",
    "refresh_token_already_used",
    "refresh_token_not_found",
    "request_entity_too_large",
    "same_password",
    "session_expired",
    "session_not_found",
    "signup_disabled",
    "user_already_exists",
    "user_banned",
    "user_not_found",
    "validation_failed",
    "weak_password",
  ]);
});

test("each message key is written in every language, and the AuthErrors messages are exactly those keys", () => {
  const keys = [...new Set(Object.values(authErrorKeys))].sort();
  for (const file of ["en", "pt", "esp"]) assert.deepEqual(Object.keys(messages(file).AuthErrors).sort(), keys, file);
});

test("an answer keeps GoTrue's message and gets the key of its code", () => {
  assert.deepEqual(backendError(authError(400, "invalid_credentials", "Invalid login credentials")), {
    message: "Invalid login credentials",
    key: "invalidCredentials",
    everywhere: false,
  });
  assert.deepEqual(
    backendError(authError(429, "over_email_send_rate_limit", "For security purposes, you can only request this after 42 seconds.")),
    {
      message: "For security purposes, you can only request this after 42 seconds.",
      key: "emailRateLimited",
      everywhere: false,
    },
  );
  // auth-js turns GoTrue's session_not_found into its own error, without a code.
  assert.deepEqual(backendError(authError(400, undefined, "Auth session missing!", "AuthSessionMissingError")), {
    message: "Auth session missing!",
    key: "sessionEnded",
    everywhere: false,
  });
});

test("a code the site does not know, and a 5xx (no code on the client), keep only their message", () => {
  assert.deepEqual(backendError(authError(400, "something_new", "Something new")), {
    message: "Something new",
    key: null,
    everywhere: false,
  });
  assert.deepEqual(backendError(authError(500, undefined, "Error sending recovery email", "AuthRetryableFetchError")), {
    message: "Error sending recovery email",
    key: null,
    everywhere: false,
  });
  // "constructor" is on every object's prototype, never a code of the table.
  assert.equal(backendError(authError(400, "constructor", "odd"))?.key, null);
});

test("no answer at all is not a backend message", () => {
  assert.equal(backendError(authError(0, undefined, "Failed to fetch", "AuthRetryableFetchError")), null);
  assert.equal(backendError(new Error("timeout")), null);
  assert.equal(backendError(authError(400, "validation_failed", "")), null);
});

test("English shows GoTrue's words as received; Portuguese and Spanish the translation of a known code", () => {
  const known = { tone: "error", backend: { message: "Invalid login credentials", key: "invalidCredentials", everywhere: false } } as const;
  const unknown = { tone: "error", backend: { message: "Something new", key: null, everywhere: false } } as const;
  const say = (locale: string, feedback: typeof known | typeof unknown) =>
    feedbackText(
      feedback,
      locale,
      (key: string) => `Auth.${key}`,
      (key) => messages(locale === "es" ? "esp" : locale).AuthErrors[key],
    );
  assert.equal(say("en", known), "Invalid login credentials");
  assert.equal(say("pt", known), "E-mail ou palavra-passe incorretos.");
  assert.equal(say("es", known), "Correo electrónico o contraseña incorrectos.");
  for (const locale of ["en", "pt", "es"]) assert.equal(say(locale, unknown), "Something new");
  assert.equal(
    feedbackText({ tone: "success", key: "loginSuccess" }, "pt", (key) => `Auth.${key}`, String),
    "Auth.loginSuccess",
  );
});
