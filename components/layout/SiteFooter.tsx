import { getLocale, getTranslations } from "next-intl/server";
import { PrefetchLink } from "@/components/ui/PrefetchLink";
import {
  contactEmail,
  developerProfile,
  editionYear,
  formatDayMonthYear,
  registrationDeadline,
  socialLinks,
  venueAddress,
} from "@/lib/content/contact";
import { localizedPath } from "@/i18n/paths";
import { SocialIcon } from "./footer/SocialIcon";
import styles from "./SiteFooter.module.css";

export async function SiteFooter() {
  const locale = await getLocale();
  const t = await getTranslations("Footer");
  const place = await getTranslations("Places");
  const newTab = t("newTab");

  return (
    <footer id="footer" className={styles.footer}>
      <div className={styles.grid}>
        <div className={styles.brand}>
          <p className={styles.logo}>
            Porto <span className={styles.logoAccent}>Box</span> Cup
          </p>
          <p className={styles.muted}>{t("description")}</p>
          <ul className={styles.social} aria-label={t("socialHeading")}>
            {socialLinks.map(({ network, url }) => (
              <li key={network}>
                <a
                  href={url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={styles.socialLink}
                  aria-label={`${t(`networks.${network}`)} ${newTab}`}
                >
                  <SocialIcon network={network} />
                </a>
              </li>
            ))}
          </ul>
        </div>

        <div>
          <h2 className={styles.heading}>{t("contactHeading")}</h2>
          <address className={styles.address}>
            <span className={styles.venue}>{place("venue")}</span>
            <span>{venueAddress.street}</span>
            <span>
              {venueAddress.postalCode} {place("city")}, {place("country")}
            </span>
            <span className={styles.email}>
              {t("emailLabel")}: <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
            </span>
          </address>
        </div>

        <div className={styles.deadline}>
          <h2 className={styles.deadlineHeading}>{t("deadlineHeading")}</h2>
          <p className={styles.deadlineDate}>
            <time dateTime={registrationDeadline}>{formatDayMonthYear(registrationDeadline)}</time>
          </p>
          <p className={styles.deadlineText}>{t("deadlineText")}</p>
        </div>
      </div>

      <div className={styles.bottom}>
        <p className={styles.copyright}>{t("copyright", { year: editionYear })}</p>
        <PrefetchLink href={localizedPath(locale, "/terms&conditions")} className={styles.terms}>
          {t("terms")}
        </PrefetchLink>
        <p className={styles.credit}>
          {t("madeBy")}{" "}
          <a href={developerProfile.url} target="_blank" rel="noopener noreferrer">
            {developerProfile.name}
            <span className="visually-hidden"> {newTab}</span>
          </a>
        </p>
      </div>
    </footer>
  );
}
