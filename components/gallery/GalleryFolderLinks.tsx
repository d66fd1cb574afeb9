import { getTranslations } from "next-intl/server";
import { getLocale } from "@/i18n/locale";
import { PrefetchLink } from "@/components/ui/PrefetchLink";
import { galleries, galleryPath } from "@/lib/content/galleries";
import { localizedPath } from "@/i18n/paths";
import styles from "./GalleryFolderLinks.module.css";

/** Links to every edition's gallery, so a visitor who lands without one (or wants another) can move on. */
export async function GalleryFolderLinks({ currentYear }: { currentYear: number | null }) {
  const locale = await getLocale();
  const t = await getTranslations("Gallery");
  return (
    <nav aria-labelledby="gallery-folders" className={styles.nav}>
      <h2 id="gallery-folders" className={styles.heading}>
        {t("foldersLabel")}
      </h2>
      <ul className={styles.list}>
        {galleries.map((folder) => (
          <li key={folder.id}>
            <PrefetchLink
              href={localizedPath(locale, galleryPath(folder.year))}
              className={styles.folder}
              aria-current={folder.year === currentYear ? "page" : undefined}
            >
              <span className={styles.icon} aria-hidden="true" />
              {t("folderLink", { year: folder.year })}
            </PrefetchLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
