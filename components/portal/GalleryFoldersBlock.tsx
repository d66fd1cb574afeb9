import { getTranslations } from "next-intl/server";
import { getLocale } from "@/i18n/locale";
import { PrefetchLink } from "@/components/ui/PrefetchLink";
import { galleries, galleryPath } from "@/lib/content/galleries";
import { localizedPath } from "@/i18n/paths";
import { PortalBlock } from "./PortalBlock";
import styles from "./GalleryFoldersBlock.module.css";

function FolderIcon() {
  return (
    <svg className={styles.folderIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M3 6a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6z" />
    </svg>
  );
}

export async function GalleryFoldersBlock() {
  const locale = await getLocale();
  const t = await getTranslations("Portal.galleries");
  return (
    <PortalBlock id="galleries" title={t("title")} text={t("text")}>
      <ul className={styles.folders}>
        {galleries.map((gallery) => (
          <li key={gallery.id}>
            <PrefetchLink className={styles.folder} href={localizedPath(locale, galleryPath(gallery.year))}>
              <FolderIcon />
              {t("folder", { year: gallery.year })}
              <span className={styles.meta}>{t("photos", { count: gallery.images.length })}</span>
            </PrefetchLink>
          </li>
        ))}
      </ul>
    </PortalBlock>
  );
}
