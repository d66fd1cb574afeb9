import styles from "./StatusMessage.module.css";

type Props = { id: string; tone: "success" | "error" | "info" | null; text: string | null };

/** Always in the DOM, so screen readers announce every new message, including the first one. */
export function StatusMessage({ id, tone, text }: Props) {
  return (
    <p id={id} role="status" aria-live="polite" className={`${styles.message} ${tone ? styles[tone] : ""}`}>
      {text}
    </p>
  );
}
