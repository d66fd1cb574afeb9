"use client";

import { useTranslations } from "next-intl";
import { useActionState, useEffect, useRef } from "react";
import type { WithdrawState } from "@/app/[locale]/(site)/dashboard/entries/form-state";
import buttons from "./buttons.shared.module.css";
import styles from "./WithdrawForm.module.css";

type Props = {
  action: (state: WithdrawState, form: FormData) => Promise<WithdrawState>;
  name: string;
  bracket: string;
  locale: string;
  cancelHref: string;
};

/**
 * The confirmation a withdrawal asks for (it is final): reached from the entry's Withdraw link, so it works
 * without JavaScript; the keyboard lands on its heading.
 */
export function WithdrawForm({ action, name, bracket, locale, cancelHref }: Props) {
  const t = useTranslations("Entries.withdraw");
  const [state, formAction, pending] = useActionState(action, { refusal: null });
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <section className={styles.confirm} aria-labelledby="withdraw-title">
      <h2 id="withdraw-title" ref={heading} tabIndex={-1} className={styles.title}>
        {t("title", { name })}
      </h2>
      <p>{t("text", { name, bracket })}</p>
      <p role="alert" className={state.refusal ? styles.refusal : undefined}>
        {state.refusal?.message}
      </p>
      <form action={formAction} className={styles.actions}>
        <input type="hidden" name="locale" value={locale} />
        <button type="submit" className={buttons.primary} disabled={pending}>
          {t("confirm", { name })}
        </button>
        <a href={cancelHref} className={buttons.secondary}>
          {t("cancel", { name })}
        </a>
      </form>
    </section>
  );
}
