import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { formatWeight } from "@/lib/weigh-in/weight";
import type { ScaleBoxer } from "@/lib/weigh-in/day";
import shared from "@/components/desk/desk.shared.module.css";
import styles from "./scale.module.css";

export type ScaleRowProps = {
  boxer: ScaleBoxer;
  name: string;
  team: string;
  bout: string;
  locale: string;
  /** Hidden inputs every form of the page carries (day, the way back). */
  hidden: ReactNode;
  /** A fresh idempotency key for this render's forms: a double tap sends the same one. */
  writeKey: string;
  /** What was typed before a refusal for this boxer, and its sentence. */
  kept: { typed: string; note: string; reason: string; error: string | null } | null;
  recordedAt: string | null;
  weighAction: (form: FormData) => Promise<void>;
  correctAction: (form: FormData) => Promise<void>;
};

/**
 * One boxer at the scale: the class limit, and either the form (weight, then Fit or Unfit: two taps and the weight)
 * or the recorded result with its verdict and a correction form. Server actions: works without JavaScript.
 */
export async function ScaleRow({
  boxer,
  name,
  team,
  bout,
  locale,
  hidden,
  writeKey,
  kept,
  recordedAt,
  weighAction,
  correctAction,
}: ScaleRowProps) {
  const t = await getTranslations("Desk.weighIn");
  const w = boxer.weighIn;
  const id = `boxer-${boxer.entry}`;
  const limit = boxer.limit === null ? t("noLimit") : t("limit", { kg: formatWeight(boxer.limit, locale) });
  const fields = (
    <>
      {hidden}
      <input type="hidden" name="entry" value={boxer.entry} />
      <input type="hidden" name="key" value={writeKey} />
    </>
  );
  const weightField = (defaultValue: string) => (
    <label className={styles.weight}>
      {t("weight")}
      <input
        type="text"
        name="weight"
        inputMode="decimal"
        autoComplete="off"
        placeholder={formatWeight(63.4, locale)}
        defaultValue={defaultValue}
        aria-invalid={kept?.error ? true : undefined}
        aria-describedby={kept?.error ? `${id}-error` : undefined}
        required
      />
    </label>
  );
  return (
    <li id={id} className={styles.row}>
      <div className={styles.who}>
        <strong>{name}</strong> <span className={shared.muted}>{team}</span>
        <br />
        <span>{bout}</span> · <span>{limit}</span>
      </div>
      {kept?.error ? (
        <p id={`${id}-error`} role="alert" className={styles.error}>
          {kept.error}
        </p>
      ) : null}
      {w ? (
        <div>
          <p className={styles.result}>
            {w.absent ? null : <strong>{formatWeight(Number(w.weight_kg), locale)} kg</strong>}{" "}
            <span className={`${styles.verdict} ${styles[boxer.verdict ?? "within"]}`}>{t(`verdicts.${boxer.verdict ?? "within"}`)}</span>
            {w.note ? <span className={shared.muted}> · {w.note}</span> : null}
            {recordedAt ? <span className={shared.muted}> · {recordedAt}</span> : null}
          </p>
          <details open={!!kept?.error}>
            <summary>{t("correct")}</summary>
            <form action={correctAction} className={styles.form} data-outbox="weigh-in-correction">
              {fields}
              {/* Queued offline like a weigh-in, with the revision below and the reason (D108). */}
              <input type="hidden" name="outbox" value="weigh-in-correction" />
              <input type="hidden" name="outbox-label" value={name} />
              {/* The revision this page shows: a correction typed against it is refused if another came first. */}
              <input type="hidden" name="revision" value={w.revision} />
              {weightField(kept?.typed ?? (w.weight_kg === null ? "" : formatWeight(Number(w.weight_kg), locale)))}
              <label>
                {t("note")}
                <input type="text" name="note" defaultValue={kept?.note ?? w.note ?? ""} maxLength={500} />
              </label>
              <label>
                {t("reason")}
                <input type="text" name="correction" defaultValue={kept?.reason ?? ""} required maxLength={200} />
              </label>
              <div className={styles.buttons}>
                <button type="submit" name="fit" value="yes" className={shared.button}>
                  {t("correctFit")}
                </button>
                <button type="submit" name="fit" value="no" className={shared.button}>
                  {t("correctUnfit")}
                </button>
              </div>
            </form>
          </details>
        </div>
      ) : (
        <form action={weighAction} className={styles.form} data-outbox="weigh-in">
          {fields}
          {/* What the desk's outbox reads to queue this weigh-in offline, in the page or in its worker (D100, D105). */}
          <input type="hidden" name="outbox" value="weigh-in" />
          <input type="hidden" name="outbox-label" value={name} />
          {weightField(kept?.typed ?? "")}
          <label>
            {t("note")}
            <input type="text" name="note" defaultValue={kept?.note ?? ""} maxLength={500} />
          </label>
          <div className={styles.buttons}>
            <button type="submit" name="fit" value="yes" className={`${shared.button} ${shared.primary}`}>
              {t("fit")}
            </button>
            <button type="submit" name="fit" value="no" className={shared.button}>
              {t("unfit")}
            </button>
          </div>
        </form>
      )}
    </li>
  );
}
