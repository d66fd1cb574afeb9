"use client";

import { useTranslations } from "next-intl";
import { useLocale } from "@/i18n/use-locale";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { safeNextPath } from "@/lib/auth/safe-next-path";
import { localizedPath } from "@/i18n/paths";
import { hasEmail } from "@/lib/validation/email";
import { validateLogin } from "@/lib/validation/login";
import {
  validateRegistration,
  type RegistrationField,
  type RegistrationInput,
  type RegistrationIssueKey,
} from "@/lib/validation/registration";
import { confirmEmail, logIn, readConfirmationLink, register, sendResetEmail, type AuthMessageKey, type AuthOutcome } from "./auth-actions";
import { Captcha } from "./Captcha";
import type { CountryOption } from "./country-options";
import { feedbackText, type Feedback } from "./feedback";
import { ConfirmFields, TeamFields } from "./RegisterFields";
import { StatusMessage } from "./StatusMessage";
import { useSearch } from "./use-search";
import { PasswordField, TextField } from "./TextField";
import styles from "./card.shared.module.css";

type Mode = "login" | "register";
type MessageKey = AuthMessageKey | RegistrationIssueKey | "passwordRequired" | "enterEmailFirst";

const EMPTY: RegistrationInput = { teamName: "", country: "", email: "", password: "", confirmPassword: "", acceptedTerms: false };
const MESSAGE_ID = "auth-message";
/** Long enough for "Login successful!" to be seen and announced before the portal replaces the page. */
const LOGIN_REDIRECT_DELAY_MS = 800;
const fieldId = (field: RegistrationField) => `auth-${field}`;

type Props = {
  countries: CountryOption[];
  termsHref: string;
  /** The register mode's intro, which says whether entries are open (the page reads the cup's calendar). */
  registerIntro: string;
};

/** One verification per address: tokens are single-use and React runs effects twice in development. */
let pendingConfirmation: { search: string; outcome: Promise<AuthOutcome> } | null = null;

/** A reload must not replay a used token; other query parameters stay. */
function forgetToken() {
  const url = new URL(window.location.href);
  url.searchParams.delete("token_hash");
  url.searchParams.delete("type");
  window.history.replaceState(window.history.state, "", url);
}

export function AuthForm({ countries, termsHref, registerIntro }: Props) {
  const t = useTranslations("Auth");
  const te = useTranslations("AuthErrors");
  const locale = useLocale();
  const [mode, setMode] = useState<Mode>("login");
  // After a switch of mode the keyboard continues in the form: the field to focus once it is on screen, and the
  // new mode said to screen readers (the toggle that was pressed may have moved out of view).
  const focusNext = useRef<RegistrationField | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [fields, setFields] = useState(EMPTY);
  const [busy, setBusy] = useState(false);
  const [feedback, setFeedback] = useState<Feedback<MessageKey> | null>(null);
  const [invalid, setInvalid] = useState<RegistrationField | null>(null);
  // The CAPTCHA's current token (builds with a site key only); spent by each request, so a new round follows.
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [captchaRound, setCaptchaRound] = useState(0);
  const search = useSearch();
  // Until the link's answer; after a good one `busy` keeps the form disabled until the portal replaces the page.
  const [confirming, setConfirming] = useState(true);
  const verifying = confirming && search !== null && readConfirmationLink(search) !== null;

  // The e-mail confirmation link (enable_confirmations on): verify it, which signs the team in, then go to the
  // portal as a login does; a bad link leaves the login form with the error.
  useEffect(() => {
    const search = window.location.search;
    const link = readConfirmationLink(search);
    if (!link) return;
    let active = true;
    if (pendingConfirmation?.search !== search) pendingConfirmation = { search, outcome: confirmEmail(link) };
    void pendingConfirmation.outcome.then(({ ok, feedback }) => {
      forgetToken();
      if (!active) return;
      setFeedback(feedback);
      setConfirming(false);
      if (!ok) return;
      setBusy(true);
      setTimeout(() => window.location.assign(localizedPath(locale, "/dashboard")), LOGIN_REDIRECT_DELAY_MS);
    });
    return () => {
      active = false;
    };
  }, [locale]);

  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(fieldId(focusNext.current))?.focus();
    focusNext.current = null;
  }, [mode]);

  const update = <K extends RegistrationField>(field: K, value: RegistrationInput[K]) =>
    setFields((current) => ({ ...current, [field]: value }));

  function showIssue(field: RegistrationField, key: MessageKey) {
    setInvalid(field);
    setFeedback({ tone: "error", key });
    document.getElementById(fieldId(field))?.focus();
  }

  /** Runs a backend call with every control disabled; `after` decides what happens on the outcome. */
  async function run(call: () => Promise<AuthOutcome>, after: (outcome: AuthOutcome) => boolean | void) {
    setInvalid(null);
    setFeedback(null);
    setBusy(true);
    const outcome = await call();
    setCaptchaRound((round) => round + 1);
    setFeedback(outcome.feedback);
    // `after` returns true while a navigation is under way: the form stays disabled until the page goes.
    if (!after(outcome)) setBusy(false);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || verifying) return;
    const issue = mode === "register" ? validateRegistration(fields) : validateLogin(fields);
    if (issue) return showIssue(issue.field, issue.key);
    if (mode === "login") {
      void run(
        () => logIn(fields.email, fields.password, captchaToken ?? undefined),
        ({ ok }) => {
          if (!ok) return false;
          // A full navigation, so the server renders the next page with the new session cookies.
          const next = safeNextPath(new URLSearchParams(window.location.search).get("next"));
          setTimeout(() => window.location.assign(next ?? localizedPath(locale, "/dashboard")), LOGIN_REDIRECT_DELAY_MS);
          return true;
        },
      );
    } else {
      const confirmUrl = `${window.location.origin}${localizedPath(locale, "/auth")}`;
      void run(
        () => register(fields, confirmUrl, captchaToken ?? undefined),
        ({ ok }) => {
          if (!ok) return;
          // Back to login with the e-mail kept: the team only types its password to sign in.
          setFields({ ...EMPTY, email: fields.email });
          focusNext.current = "password";
          setMode("login");
        },
      );
    }
  }

  function onForgotPassword() {
    if (!hasEmail(fields.email)) return showIssue("email", "enterEmailFirst");
    const resetUrl = `${window.location.origin}${localizedPath(locale, "/reset")}`;
    void run(
      () => sendResetEmail(fields.email, resetUrl, captchaToken ?? undefined),
      () => undefined,
    );
  }

  function toggleMode() {
    const next = mode === "login" ? "register" : "login";
    focusNext.current = next === "register" ? "teamName" : "email";
    setAnnouncement(next === "register" ? t("registerTitle") : t("loginTitle"));
    setMode(next);
    setInvalid(null);
    setFeedback(null);
  }

  const registering = mode === "register";
  const fieldProps = (field: RegistrationField) => ({ id: fieldId(field), invalid: invalid === field, messageId: MESSAGE_ID });

  return (
    <div className={styles.card}>
      <h1 className={styles.title}>{registering ? t("registerTitle") : t("loginTitle")}</h1>
      <p className={styles.intro}>{registering ? registerIntro : t("loginIntro")}</p>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      <form noValidate onSubmit={onSubmit} className={styles.form}>
        <fieldset disabled={busy || verifying} className={styles.fieldset}>
          {registering && <TeamFields fields={fields} update={update} fieldProps={fieldProps} countries={countries} />}
          <TextField
            {...fieldProps("email")}
            label={t("email")}
            type="email"
            name="email"
            autoComplete="email"
            required
            value={fields.email}
            onChange={(e) => update("email", e.target.value)}
          />
          <PasswordField
            {...fieldProps("password")}
            label={t("password")}
            name="password"
            autoComplete={registering ? "new-password" : "current-password"}
            value={fields.password}
            onChange={(e) => update("password", e.target.value)}
          />
          {registering && <ConfirmFields fields={fields} update={update} fieldProps={fieldProps} termsHref={termsHref} />}
          <Captcha onToken={setCaptchaToken} round={captchaRound} />
          <StatusMessage
            id={MESSAGE_ID}
            tone={verifying && !feedback ? "info" : (feedback?.tone ?? null)}
            text={verifying && !feedback ? t("confirmingEmail") : feedback ? feedbackText(feedback, locale, t, te) : null}
          />
          <button type="submit" className={styles.primary}>
            {busy ? t("loading") : registering ? t("register") : t("login")}
          </button>
          <div className={styles.secondaryActions}>
            {!registering && (
              <button type="button" className={styles.linkButton} onClick={onForgotPassword}>
                {t("forgotPassword")}
              </button>
            )}
            <button type="button" className={styles.linkButton} onClick={toggleMode}>
              {registering ? t("toLogin") : t("toRegister")}
            </button>
          </div>
        </fieldset>
      </form>
    </div>
  );
}
