import { getTranslations } from "next-intl/server";
import { venue } from "@/lib/content/portal";
import { PortalBlock } from "./PortalBlock";
import styles from "./Portal.module.css";

export async function VenueMapBlock() {
  const t = await getTranslations("Portal.venue");
  return (
    <div className={styles.wide}>
      <PortalBlock id="venue" title={t("title")} text={t("text", { venue: venue.name })}>
        <iframe
          className={styles.map}
          src={venue.mapEmbedUrl}
          title={t("mapTitle", { venue: venue.name })}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
        />
        <a href={venue.mapLinkUrl} target="_blank" rel="noopener noreferrer">
          {t("openMap")}
          <span className="visually-hidden"> ({t("newTab")})</span>
        </a>
      </PortalBlock>
    </div>
  );
}
