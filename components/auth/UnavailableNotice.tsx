"use client";

import { useTranslations } from "next-intl";
import { useSyncExternalStore } from "react";
import { StatusMessage } from "./StatusMessage";

const noSubscription = () => () => {};
const fromAddress = () => new URLSearchParams(window.location.search).get("reason") === "unavailable";

/**
 * proxy.ts sends a visitor here with `?reason=unavailable` when the backend could not check their session;
 * without this notice they would see a bare login form and think they were signed out. The page is static,
 * so the address is read in the browser only (the server snapshot shows nothing).
 */
export function UnavailableNotice() {
  const t = useTranslations("Auth");
  const unavailable = useSyncExternalStore(noSubscription, fromAddress, () => false);
  if (!unavailable) return null;
  return <StatusMessage id="auth-unavailable" tone="error" text={t("backendUnavailable")} />;
}
