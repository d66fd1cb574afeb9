import { PrefetchLink } from "@/components/ui/PrefetchLink";
import styles from "./PageHero.module.css";

type Props = {
  /** Localized path of the back link every inner page has (docs/product.md §2). */
  backHref: string;
  backLabel: string;
  /** Which colour leads the banner: red (the hero's own look) for the site's pages, gold for trophies. */
  tone?: "red" | "gold";
  children: React.ReactNode;
};

/** The banner of inner pages (terms, galleries, portal): a back link, then the page's own title block. */
export function PageHero({ backHref, backLabel, tone = "red", children }: Props) {
  return (
    <header className={tone === "gold" ? `${styles.hero} ${styles.gold}` : styles.hero}>
      <div className={styles.inner}>
        <PrefetchLink href={backHref} className={styles.back}>
          <span aria-hidden="true">←</span> {backLabel}
        </PrefetchLink>
        {children}
      </div>
    </header>
  );
}
