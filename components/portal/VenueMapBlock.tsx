import { getTranslations } from "next-intl/server";
import { venueMapUrls } from "@/lib/content/contact";
import { PortalBlock } from "./PortalBlock";
import styles from "./VenueMapBlock.module.css";

export async function VenueMapBlock() {
  const t = await getTranslations("Portal.venue");
  const venue = (await getTranslations("Places"))("venue");
  const map = venueMapUrls(venue);
  return (
    <div className={styles.wide}>
      <PortalBlock id="venue" title={t("title")} text={t("text", { venue })}>
        <iframe
          className={styles.map}
          src={map.embed}
          title={t("mapTitle", { venue })}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
        />
        <a href={map.search} target="_blank" rel="noopener noreferrer">
          {t("openMap")}
          <span className="visually-hidden"> ({t("newTab")})</span>
        </a>
      </PortalBlock>
    </div>
  );
}
