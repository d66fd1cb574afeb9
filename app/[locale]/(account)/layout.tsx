import styles from "./account.module.css";

/** The /auth and /reset screens: one centred card on the site's dark ring backdrop, no footer. */
export default function AccountLayout({ children }: LayoutProps<"/[locale]">) {
  return (
    <main id="main" className={styles.main}>
      {children}
    </main>
  );
}
