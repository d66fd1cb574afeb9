import { useTranslations } from "next-intl";
import styles from "./TermsCheckbox.module.css";

type Props = {
  id: string;
  termsHref: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  invalid: boolean;
  messageId: string;
};

/** The terms open in a new tab so a half-filled registration is not lost. */
export function TermsCheckbox({ id, termsHref, checked, onChange, invalid, messageId }: Props) {
  const t = useTranslations("Auth");
  return (
    <div className={styles.checkboxField}>
      <input
        id={id}
        type="checkbox"
        name="terms"
        required
        className={styles.checkbox}
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? messageId : undefined}
      />
      <label htmlFor={id}>
        {t.rich("acceptTerms", {
          terms: (chunks) => (
            <a href={termsHref} target="_blank" rel="noopener">
              {chunks}
              <span className="visually-hidden"> {t("newTab")}</span>
            </a>
          ),
        })}
      </label>
    </div>
  );
}
