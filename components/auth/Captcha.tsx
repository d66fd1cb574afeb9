"use client";

import { useEffect, useRef } from "react";
import { captchaSiteKey, TURNSTILE_SCRIPT } from "@/lib/captcha/turnstile";
import styles from "./Captcha.module.css";

/** The part of Turnstile's browser API the form uses (developers.cloudflare.com/turnstile, explicit rendering). */
type Turnstile = {
  render(container: HTMLElement, options: Record<string, unknown>): string;
  reset(widgetId: string): void;
  remove(widgetId: string): void;
};

declare global {
  interface Window {
    turnstile?: Turnstile;
  }
}

let loading: Promise<Turnstile> | null = null;

/** Loads Cloudflare's script once per page; a failed load is forgotten, so the next use tries again. */
function loadTurnstile(): Promise<Turnstile> {
  loading ??= new Promise<Turnstile>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = TURNSTILE_SCRIPT;
    script.async = true;
    script.onload = () => (window.turnstile ? resolve(window.turnstile) : reject(new Error("Turnstile did not start")));
    script.onerror = () => reject(new Error("Turnstile did not load"));
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

type Props = {
  /** Each new token, and null when it expires or the widget fails (a request then goes without one). */
  onToken: (token: string | null) => void;
  /** Changes after every request: a token is spent once, so the widget starts again. */
  round: number;
};

/**
 * Cloudflare Turnstile, in builds with a site key (NEXT_PUBLIC_CAPTCHA_SITE_KEY; none locally and in the tests'
 * main build). Its script loads the first time the form is used, not with the page, so visitors who only look
 * at /auth download nothing from Cloudflare. Supabase Auth verifies the token (docs/decisions.md D35).
 */
export function Captcha({ onToken, round }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const widget = useRef<{ turnstile: Turnstile; id: string } | null>(null);
  const report = useRef(onToken);
  useEffect(() => {
    report.current = onToken;
  }, [onToken]);

  useEffect(() => {
    const form = box.current?.closest("form");
    if (!captchaSiteKey || !form) return;
    let active = true;
    const start = () => {
      form.removeEventListener("focusin", start);
      form.removeEventListener("pointerdown", start);
      loadTurnstile().then(
        (turnstile) => {
          if (!active || !box.current) return;
          const id = turnstile.render(box.current, {
            sitekey: captchaSiteKey,
            callback: (token: string) => report.current(token),
            "expired-callback": () => report.current(null),
            "error-callback": () => report.current(null),
          });
          widget.current = { turnstile, id };
        },
        () => report.current(null),
      );
    };
    form.addEventListener("focusin", start);
    form.addEventListener("pointerdown", start);
    return () => {
      active = false;
      form.removeEventListener("focusin", start);
      form.removeEventListener("pointerdown", start);
      if (widget.current) widget.current.turnstile.remove(widget.current.id);
      widget.current = null;
    };
  }, []);

  useEffect(() => {
    if (round === 0 || !widget.current) return;
    report.current(null);
    widget.current.turnstile.reset(widget.current.id);
  }, [round]);

  return captchaSiteKey ? <div ref={box} className={styles.widget} /> : null;
}
