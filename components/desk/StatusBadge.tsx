import type { EntryStatus } from "@/lib/desk/model";
import styles from "./desk.shared.module.css";

export function StatusBadge({ status, label }: { status: EntryStatus; label: string }) {
  return <span className={`${styles.status} ${styles[status]}`}>{label}</span>;
}
