import styles from "./Section.module.css";

type Props = {
  id: string;
  title: string;
  /** A short line under the heading. */
  intro?: React.ReactNode;
  tone?: "dark" | "raised";
  children: React.ReactNode;
};

/** One landing section: the in-page anchor, its h2 and the content column every section shares. */
export function Section({ id, title, intro, tone = "dark", children }: Props) {
  const headingId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={headingId} className={`${styles.section} ${tone === "raised" ? styles.raised : ""}`}>
      <div className={styles.inner}>
        <header className={styles.head}>
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
          {intro ? <p className={styles.intro}>{intro}</p> : null}
        </header>
        {children}
      </div>
    </section>
  );
}
