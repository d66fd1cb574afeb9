import { getTranslations } from "next-intl/server";
import { getLocale } from "@/i18n/locale";
import { PrefetchLink } from "@/components/ui/PrefetchLink";
import { currentCalendar } from "@/lib/calendar/current";
import { entriesOpen } from "@/lib/calendar/phase";
import { contactEmail, developerProfile, formatDayMonthYear, socialLinks, venueAddress } from "@/lib/content/contact";
import { edition } from "@/lib/content/edition";
import { localizedPath } from "@/i18n/paths";
import { SocialIcon } from "./footer/SocialIcon";
import styles from "./SiteFooter.module.css";

export async function SiteFooter() {
  const locale = await getLocale();
  const t = await getTranslations("Footer");
  const place = await getTranslations("Places");
  const newTab = t("newTab");
  const { registrationDeadline, year } = edition;
  const open = entriesOpen(currentCalendar().phase);

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
            {open ? null : <span className={styles.deadlineClosed}>{t("deadlineClosed")}</span>}
          </p>
          <p className={styles.deadlineText}>{open ? t("deadlineText") : t("deadlineClosedText", { year })}</p>
        </div>
      </div>

      <div className={styles.bottom}>
        <p className={styles.copyright}>{t("copyright", { year })}</p>
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
