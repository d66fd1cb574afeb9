"use client";

import { useTranslations } from "next-intl";
import { startTransition, useActionState, useEffect, useRef, useState, type FormEvent } from "react";
import { NOTICE_PARAMS, type EntryFormState } from "@/app/[locale]/(site)/dashboard/entries/form-state";
import { categories, type CategoryKey } from "@/lib/content/categories";
import { birthYearOf, categoriesForBirthYear } from "@/lib/cup/category";
import { bracketKey } from "@/lib/cup/entries";
import { SEXES, weightClassesFor, type Sex } from "@/lib/cup/weight-classes";
import type { EntryField, EntryInput } from "@/lib/validation/entry";
import type { CountryOption } from "@/components/auth/country-options";
import fieldStyles from "@/components/auth/field.shared.module.css";
import buttons from "./buttons.shared.module.css";
import styles from "./EntryForm.module.css";

/**
 * Each weight class's option text by bracket key, with the bracket's places and the team's own count
 * ("57 kg (3 places left · your team: 1 of 2)"), or why it is closed ("75 kg (full for your team: 2 of 2)").
 */
export type WeightLabels = Record<string, string>;

type Props = {
  action: (state: EntryFormState, form: FormData) => Promise<EntryFormState>;
  initial: EntryInput;
  /** "add", or the name of the boxer being edited. */
  editing: string | null;
  cancelHref: string | null;
  locale: string;
  countries: CountryOption[];
  categoryNames: Record<CategoryKey, string>;
  /**
   * Each category's option with its birth years ("Junior (2010–2011)"), formatted on the server: it was the only
   * ICU message with arguments the form formatted while hydrating, and the browser's first such message costs a
   * locale resolution (`Intl.NumberFormat.supportedLocalesOf`), 35 ms of a 4×-slowed CPU (docs/benchmarks.md).
   */
  categoryOptions: Record<CategoryKey, string>;
  /**
   * Formatted on the server: the list offers every class of every category (about 130) until the sex and
   * category are known, and formatting two ICU messages per option in the browser cost the page its
   * hydration budget (docs/benchmarks.md, the entries page under the applied lens).
   */
  weightLabels: WeightLabels;
  /** The bracket keys not offered to this boxer: the team's limit reached there, or the draw published. */
  closed: readonly string[];
  /** What the last save did ("… is entered in …"), until the next refusal; null when there is nothing to say. */
  notice: string | null;
};

const MESSAGE_ID = "entry-form-message";
const id = (field: EntryField) => `entry-${field}`;
const bornYears = categories.flatMap((c) => [c.bornFrom, c.bornTo]);
const earliest = `${Math.min(...bornYears)}-01-01`;
const latest = `${Math.max(...bornYears)}-12-31`;

/**
 * Adding or editing a boxer. The form posts to a server action, so it works before JavaScript loads; with it,
 * the category appears as the date of birth is typed, and the weight classes offered follow the category and
 * sex, each with its bracket's places. A refusal (the database's or the form's own check) comes back with
 * every field as typed and its sentence, written on the server from what was sent; the field it is about stays
 * marked until it is changed. Nothing typed is cut: the texts have no maxlength, and a longer one is refused with
 * its limit.
 */
export function EntryForm({
  action,
  initial,
  editing,
  cancelHref,
  locale,
  countries,
  categoryNames,
  categoryOptions,
  weightLabels,
  closed,
  notice,
}: Props) {
  const t = useTranslations("Entries.form");
  const [state, formAction, pending] = useActionState(action, { values: initial, refusal: null });
  const [fields, setFields] = useState(state.values);
  const formRef = useRef<HTMLFormElement>(null);

  // The notice is said once: a reload of the page must not say it again, so its parameter leaves the address.
  useEffect(() => {
    if (!notice) return;
    const url = new URL(window.location.href);
    for (const name of NOTICE_PARAMS) url.searchParams.delete(name);
    window.history.replaceState(null, "", url);
  }, [notice]);

  // A refusal keeps every field as typed (before JavaScript loads, the server renders them from the state the
  // action answered); the keyboard goes to the field the refusal is about.
  useEffect(() => {
    if (!state.refusal) return;
    const target = state.refusal.field ? formRef.current?.querySelector<HTMLElement>(`[name="${state.refusal.field}"]`) : null;
    (target ?? document.getElementById(MESSAGE_ID))?.focus();
  }, [state]);

  // Sent from here rather than through the form's own action, after which React resets the form: the radio
  // buttons and the selects would lose what was chosen (measured: sex, category and weight class came back empty
  // after a refusal). The action attribute stays, for the form to work before JavaScript loads.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    startTransition(() => formAction(data));
  };

  const set = (field: EntryField) => (event: { target: { value: string } }) => setFields((f) => ({ ...f, [field]: event.target.value }));
  // The refusal is about what was sent: once the field is changed, it is no longer marked invalid.
  const invalid = (field: EntryField) => state.refusal?.field === field && fields[field] === state.values[field];
  const describedBy = (field: EntryField, hint?: string) =>
    [invalid(field) ? MESSAGE_ID : null, hint].filter(Boolean).join(" ") || undefined;

  const year = birthYearOf(fields.birthDate);
  const choices = year === null ? null : categoriesForBirthYear(year);
  const resolved = choices?.length === 1 ? choices[0].key : choices?.some((c) => c.key === fields.category) ? fields.category : null;
  const sex = fields.sex === "F" || fields.sex === "M" ? (fields.sex as Sex) : null;
  const category = categories.find((c) => c.key === resolved) ?? null;
  const sexName = (s: Sex) => t(`sexGroup.${s}`);
  const offered = category && sex ? weightClassesFor(category.key, sex) : null;
  // A class of another category or sex is not kept selected once the category or sex changes.
  const weightValue = offered && !offered.some((w) => w.code === fields.weightClass) ? "" : fields.weightClass;

  const message = state.refusal?.message ?? null;
  const weightOption = (key: { category: string; sex: Sex; code: string }) => (
    <option key={key.code} value={key.code} disabled={closed.includes(bracketKey(key))}>
      {weightLabels[bracketKey(key)]}
    </option>
  );

  return (
    <form
      ref={formRef}
      action={formAction}
      onSubmit={submit}
      className={styles.form}
      noValidate
      aria-describedby={message ? MESSAGE_ID : undefined}
    >
      <input type="hidden" name="locale" value={locale} />
      {/* The last save's notice gives way to the first refusal after it. */}
      <p role="status" className={notice && !message ? styles.saved : styles.silent}>
        {message ? null : notice}
      </p>
      <p id={MESSAGE_ID} role="alert" tabIndex={-1} className={message ? styles.refusal : styles.empty}>
        {message}
      </p>

      <div className={fieldStyles.field}>
        <label htmlFor={id("firstName")}>{t("firstName")}</label>
        <input
          id={id("firstName")}
          name="firstName"
          className={fieldStyles.input}
          value={fields.firstName}
          onChange={set("firstName")}
          autoComplete="off"
          aria-invalid={invalid("firstName") || undefined}
          aria-describedby={describedBy("firstName")}
        />
      </div>
      <div className={fieldStyles.field}>
        <label htmlFor={id("lastName")}>{t("lastName")}</label>
        <input
          id={id("lastName")}
          name="lastName"
          className={fieldStyles.input}
          value={fields.lastName}
          onChange={set("lastName")}
          autoComplete="off"
          aria-invalid={invalid("lastName") || undefined}
          aria-describedby={describedBy("lastName")}
        />
      </div>

      <fieldset
        className={styles.choices}
        role="radiogroup"
        aria-invalid={invalid("sex") || undefined}
        aria-describedby={describedBy("sex")}
      >
        <legend>{t("sex")}</legend>
        {SEXES.map((s) => (
          <label key={s} className={styles.choice}>
            <input type="radio" name="sex" value={s} checked={fields.sex === s} onChange={set("sex")} />
            {t(`sexOption.${s}`)}
          </label>
        ))}
      </fieldset>

      <div className={fieldStyles.field}>
        <label htmlFor={id("birthDate")}>{t("birthDate")}</label>
        <input
          id={id("birthDate")}
          name="birthDate"
          type="date"
          className={`${fieldStyles.input} ${styles.date}`}
          value={fields.birthDate}
          onChange={set("birthDate")}
          min={earliest}
          max={latest}
          aria-invalid={invalid("birthDate") || undefined}
          aria-describedby={describedBy("birthDate", "entry-category-status")}
        />
      </div>

      <div className={fieldStyles.field}>
        {choices && choices.length > 1 ? (
          <fieldset
            className={styles.choices}
            role="radiogroup"
            aria-invalid={invalid("category") || undefined}
            aria-describedby={describedBy("category", "entry-category-status")}
          >
            <legend>{t("category")}</legend>
            {choices.map((c) => (
              <label key={c.key} className={styles.choice}>
                <input type="radio" name="category" value={c.key} checked={fields.category === c.key} onChange={set("category")} />
                {categoryNames[c.key]}
              </label>
            ))}
          </fieldset>
        ) : choices ? (
          <input type="hidden" name="category" value="" />
        ) : (
          <>
            <label htmlFor={id("category")}>{t("category")}</label>
            <select
              id={id("category")}
              name="category"
              className={fieldStyles.input}
              value={fields.category}
              onChange={set("category")}
              aria-invalid={invalid("category") || undefined}
              aria-describedby={describedBy("category", "entry-category-status")}
            >
              <option value="">{t("categoryAuto")}</option>
              {categories.map((c) => (
                <option key={c.key} value={c.key}>
                  {categoryOptions[c.key]}
                </option>
              ))}
            </select>
          </>
        )}
        <p id="entry-category-status" className={choices?.length === 1 ? styles.resolved : styles.hint} aria-live="polite">
          {year === null
            ? t("categoryPending")
            : choices?.length === 0
              ? t("categoryNone", { year })
              : choices?.length === 1
                ? t("categoryIs", { category: categoryNames[choices[0].key], from: choices[0].bornFrom, to: choices[0].bornTo })
                : t("categoryChoose", { year })}
        </p>
        {category?.minor ? <p className={styles.notice}>{t("minor")}</p> : null}
      </div>

      <div className={fieldStyles.field}>
        <label htmlFor={id("weightClass")}>{t("weightClass")}</label>
        <select
          id={id("weightClass")}
          name="weightClass"
          className={fieldStyles.input}
          value={weightValue}
          onChange={set("weightClass")}
          aria-invalid={invalid("weightClass") || undefined}
          aria-describedby={describedBy("weightClass")}
        >
          <option value="">{t("weightPlaceholder")}</option>
          {offered && category && sex
            ? offered.map((w) => weightOption({ category: category.key, sex, code: w.code }))
            : categories.flatMap((c) =>
                SEXES.map((s) => (
                  <optgroup key={`${c.key}/${s}`} label={`${categoryNames[c.key]} · ${sexName(s)}`}>
                    {weightClassesFor(c.key, s).map((w) => weightOption({ category: c.key, sex: s, code: w.code }))}
                  </optgroup>
                )),
              )}
        </select>
      </div>

      <div className={fieldStyles.field}>
        <label htmlFor={id("recordBook")}>{t("recordBook")}</label>
        <input
          id={id("recordBook")}
          name="recordBook"
          className={fieldStyles.input}
          value={fields.recordBook}
          onChange={set("recordBook")}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={invalid("recordBook") || undefined}
          aria-describedby={describedBy("recordBook", "entry-recordBook-hint")}
        />
        <p id="entry-recordBook-hint" className={styles.hint}>
          {t("recordBookHint")}
        </p>
      </div>
      <div className={fieldStyles.field}>
        <label htmlFor={id("club")}>{t("club")}</label>
        <input
          id={id("club")}
          name="club"
          className={fieldStyles.input}
          value={fields.club}
          onChange={set("club")}
          aria-invalid={invalid("club") || undefined}
          aria-describedby={describedBy("club", "entry-club-hint")}
        />
        <p id="entry-club-hint" className={styles.hint}>
          {t("clubHint")}
        </p>
      </div>
      <div className={fieldStyles.field}>
        <label htmlFor={id("nationality")}>{t("nationality")}</label>
        <select
          id={id("nationality")}
          name="nationality"
          className={fieldStyles.input}
          value={fields.nationality}
          onChange={set("nationality")}
          aria-invalid={invalid("nationality") || undefined}
          aria-describedby={describedBy("nationality")}
        >
          <option value="">{t("nationalityPlaceholder")}</option>
          {countries.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      </div>

      <div className={styles.actions}>
        <button type="submit" className={buttons.primary} disabled={pending} aria-disabled={pending || undefined}>
          {pending ? t("saving") : editing ? t("submitEdit") : t("submitAdd")}
        </button>
        {cancelHref ? (
          <a href={cancelHref} className={buttons.secondary}>
            {t("cancel")}
          </a>
        ) : null}
      </div>
    </form>
  );
}
