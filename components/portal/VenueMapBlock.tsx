import { getTranslations } from "next-intl/server";
import { venueAddress, venueMapUrls } from "@/lib/content/contact";
import { PortalBlock } from "./PortalBlock";
import { VenueMap } from "./VenueMap";
import styles from "./VenueMapBlock.module.css";

/** The venue's map, with its address wherever the map does not show (VenueMap), and a link to open it. */
export async function VenueMapBlock() {
  const t = await getTranslations("Portal.venue");
  const place = await getTranslations("Places");
  const venue = place("venue");
  const map = venueMapUrls(venue);
  return (
    <div className={styles.wide}>
      <PortalBlock id="venue" title={t("title")} text={t("text", { venue })}>
        <VenueMap className={styles.map} embed={map.embed} title={t("mapTitle", { venue })}>
          <address className={styles.address}>
            <strong>{venue}</strong>
            <span>{venueAddress.street}</span>
            <span>
              {venueAddress.postalCode} {place("city")}, {place("country")}
            </span>
          </address>
        </VenueMap>
        <a href={map.search} target="_blank" rel="noopener noreferrer">
          {t("openMap")}
          <span className="visually-hidden"> ({t("newTab")})</span>
        </a>
      </PortalBlock>
    </div>
  );
}
