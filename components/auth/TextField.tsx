import type { InputHTMLAttributes } from "react";
import { MIN_PASSWORD_LENGTH } from "@/lib/validation/password";
import styles from "./field.shared.module.css";

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

type PasswordProps = Omit<Props, "type" | "required" | "minLength" | "autoComplete"> & {
  autoComplete: "new-password" | "current-password";
};

/** docs/product.md §5: every password input is required, of type password, and at least MIN_PASSWORD_LENGTH long. */
export function PasswordField(props: PasswordProps) {
  return <TextField {...props} type="password" required minLength={MIN_PASSWORD_LENGTH} />;
}
