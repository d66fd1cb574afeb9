import { getImageProps } from "next/image";
import { preload } from "react-dom";
import { getLocale, getTranslations } from "next-intl/server";
import { edition } from "@/lib/content/edition";
import { PrefetchLink } from "@/components/ui/PrefetchLink";
import { landingFormat, toLocale } from "./format";
import buttons from "./buttons.module.css";
import styles from "./Hero.module.css";

type Props = {
  /** When given (pages other than the landing), a back button to this route replaces register-now. */
  backRoute?: string;
};

const MOBILE_MEDIA = "(max-width: 47.99rem)";
const DESKTOP_MEDIA = "(min-width: 48rem)";

export async function Hero({ backRoute }: Props) {
  const locale = toLocale(await getLocale());
  const t = await getTranslations("Hero");
  const fmt = landingFormat(locale);

  // Art direction: a portrait crop for phones, the wide arena elsewhere. Each variant is preloaded only
  // for its own media query, so a phone never downloads the desktop picture (and vice versa).
  // Eager and high priority, like next/image's `preload`, which getImageProps does not apply by itself.
  const common = { alt: t("imageAlt"), sizes: "100vw", loading: "eager", fetchPriority: "high" } as const;
  const { props: wide } = getImageProps({ ...common, src: "/images/hero-ring.webp", width: 1920, height: 1080 });
  const { props: tall } = getImageProps({ ...common, src: "/images/hero-ring-mobile.webp", width: 800, height: 1000 });
  preload(tall.src, { as: "image", imageSrcSet: tall.srcSet, imageSizes: "100vw", fetchPriority: "high", media: MOBILE_MEDIA });
  preload(wide.src, { as: "image", imageSrcSet: wide.srcSet, imageSizes: "100vw", fetchPriority: "high", media: DESKTOP_MEDIA });

  return (
    <section id="home" aria-labelledby="home-title" className={styles.hero}>
      <picture className={styles.art}>
        <source media={MOBILE_MEDIA} srcSet={tall.srcSet} sizes="100vw" width={800} height={1000} />
        {/* The img carries alt, size and priority; the <source> above only swaps the file on phones. */}
        <img {...wide} className={styles.image} alt={wide.alt} />
      </picture>
      <div className={styles.content}>
        <p className={styles.eyebrow}>{t("eyebrow", { year: edition.year })}</p>
        <h1 id="home-title" className={styles.title}>
          {edition.name}
        </h1>
        <dl className={styles.facts}>
          <div>
            <dt>{t("datesLabel")}</dt>
            <dd>{fmt.dateRange(edition.startDate, edition.endDate)}</dd>
          </div>
          <div>
            <dt>{t("locationLabel")}</dt>
            <dd>
              {edition.venue.city}, {edition.venue.country}
            </dd>
          </div>
        </dl>
        <p className={styles.experience}>
          {t("experience", { days: edition.fightDays, fighters: edition.expectedFighters, countries: edition.expectedCountries })}
        </p>
        <div className={buttons.row}>
          {backRoute ? (
            <PrefetchLink href={backRoute} className={buttons.secondary}>
              <span aria-hidden="true">←</span> {t("back")}
            </PrefetchLink>
          ) : (
            <a href="#registrations" className={buttons.primary}>
              {t("registerNow")}
            </a>
          )}
        </div>
      </div>
    </section>
  );
}
