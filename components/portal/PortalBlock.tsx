import styles from "./PortalBlock.module.css";

type Props = { id: string; title: string; text?: string; children: React.ReactNode };

/** One titled card of the teams portal; the heading labels the region for screen readers. */
export function PortalBlock({ id, title, text, children }: Props) {
  return (
    <section className={styles.block} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.blockTitle}>
        {title}
      </h2>
      {text ? <p className={styles.blockText}>{text}</p> : null}
      {children}
    </section>
  );
}
