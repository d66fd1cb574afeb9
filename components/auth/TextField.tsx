import type { InputHTMLAttributes } from "react";
import styles from "./Auth.module.css";

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "aria-invalid" | "aria-describedby"> & {
  id: string;
  label: string;
  /** The field the current message is about: marked invalid and described by that message. */
  invalid: boolean;
  messageId: string;
};

export function TextField({ id, label, invalid, messageId, ...input }: Props) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className={styles.input}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? messageId : undefined}
        {...input}
      />
    </div>
  );
}
