"use client";

import { useTranslations } from "next-intl";
import { useLocale } from "@/i18n/use-locale";
import { useEffect, useState, type FormEvent } from "react";
import { localizedPath } from "@/i18n/paths";
import { validateReset, type ResetField, type ResetIssueKey } from "@/lib/validation/reset";
import { feedbackText, type Feedback } from "./feedback";
import { checkResetLink, readResetLink, updatePassword, type LinkCheck, type ResetMessageKey } from "./reset-actions";
import { StatusMessage } from "./StatusMessage";
import { useSearch } from "./use-search";
import { PasswordField } from "./TextField";
import styles from "./card.shared.module.css";

/** docs/product.md §9: the pause between "Password updated successfully!" and the home page. */
const REDIRECT_DELAY_MS = 2000;
const MESSAGE_ID = "reset-message";

/** "checking" is docs/product.md §4's verifying state when the address carries a link, else the signed-in-user check. */
type Phase = "checking" | "verified" | "failed" | "updating" | "updated";

/** One check per address: tokens are single-use and React runs effects twice in development. */
let pending: { search: string; check: Promise<LinkCheck> } | null = null;
function checkOnce(search: string): Promise<LinkCheck> {
  if (pending?.search !== search) pending = { search, check: checkResetLink(readResetLink(search)) };
  return pending.check;
}

/** A reload must not replay a used token; other query parameters stay. */
function forgetToken() {
  const url = new URL(window.location.href);
  url.searchParams.delete("token_hash");
  url.searchParams.delete("type");
  window.history.replaceState(window.history.state, "", url);
}

export function ResetForm() {
  const t = useTranslations("Reset");
  const te = useTranslations("AuthErrors");
  const locale = useLocale();
  const [phase, setPhase] = useState<Phase>("checking");
  const [feedback, setFeedback] = useState<Feedback<ResetMessageKey | ResetIssueKey> | null>(null);
  const [password, setPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const [invalid, setInvalid] = useState<ResetField | null>(null);
  const search = useSearch();
  const verifying = phase === "checking" && search !== null && readResetLink(search) !== null;

  useEffect(() => {
    let active = true;
    const search = window.location.search;
    checkOnce(search).then((result) => {
      if (readResetLink(search)) forgetToken();
      if (!active) return;
      setPhase(result.verified ? "verified" : "failed");
      setFeedback(result.feedback);
    });
    return () => {
      active = false;
    };
  }, []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (phase === "updating" || phase === "updated") return;
    const issue = validateReset({ verified: phase === "verified", password, confirmPassword });
    if (issue) {
      setInvalid(issue.field);
      setFeedback({ tone: "error", key: issue.key });
      if (issue.field) document.getElementById(`reset-${issue.field}`)?.focus();
      return;
    }
    setInvalid(null);
    setFeedback(null);
    setPhase("updating");
    const outcome = await updatePassword(password);
    setFeedback(outcome.feedback);
    if (!outcome.ok) return setPhase("verified");
    setPhase("updated");
    // A full navigation, so the home page's header reads the session the reset link created.
    setTimeout(() => window.location.assign(localizedPath(locale, "/")), REDIRECT_DELAY_MS);
  }

  const showForm = phase === "verified" || phase === "updating";
  const fieldProps = (field: ResetField) => ({ id: `reset-${field}`, invalid: invalid === field, messageId: MESSAGE_ID });
  const message = verifying ? t("verifying") : feedback ? feedbackText(feedback, locale, t, te) : null;

  return (
    <div className={styles.card}>
      <h1 className={styles.title}>{t("title")}</h1>
      <StatusMessage id={MESSAGE_ID} tone={verifying ? "info" : (feedback?.tone ?? null)} text={message} />
      {phase === "updated" && <p className={styles.intro}>{t("redirecting")}</p>}
      {phase === "failed" && (
        <a className={styles.linkButton} href={localizedPath(locale, "/auth")}>
          {t("requestNewLink")}
        </a>
      )}
      {showForm && (
        <form noValidate onSubmit={onSubmit} className={styles.form}>
          <fieldset disabled={phase !== "verified"} className={styles.fieldset}>
            <PasswordField
              {...fieldProps("password")}
              label={t("newPassword")}
              name="password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <PasswordField
              {...fieldProps("confirmPassword")}
              label={t("confirmPassword")}
              name="confirmPassword"
              autoComplete="new-password"
              value={confirmPassword}
              onChange={(e) => setConfirmPassword(e.target.value)}
            />
            <button type="submit" className={styles.primary}>
              {phase === "updating" ? t("loading") : t("submit")}
            </button>
          </fieldset>
        </form>
      )}
    </div>
  );
}
