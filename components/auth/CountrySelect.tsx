import type { CountryOption } from "./country-options";
import styles from "./field.shared.module.css";

type Props = {
  id: string;
  label: string;
  placeholder: string;
  options: CountryOption[];
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  messageId: string;
};

export function CountrySelect({ id, label, placeholder, options, value, onChange, invalid, messageId }: Props) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name="country"
        autoComplete="country-name"
        required
        className={styles.input}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? messageId : undefined}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
