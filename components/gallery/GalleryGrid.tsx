import { getTranslations } from "next-intl/server";
import { StaticImage } from "@/components/ui/StaticImage";
import { galleryImageSize, gallerySceneArguments, type GalleryFolder } from "@/lib/content/galleries";
import styles from "./GalleryGrid.module.css";

// Phones show one photo per row, wider screens two or three. Only the first photo can be above the fold,
// so it loads eagerly at high priority and every other one stays lazy (next/image's default).
const SIZES = "(min-width: 72rem) 22rem, (min-width: 40rem) 45vw, 92vw";

export async function GalleryGrid({ folder }: { folder: GalleryFolder }) {
  const t = await getTranslations("Gallery");
  return (
    <ul className={styles.grid}>
      {folder.images.map((image, index) => {
        const [src, captionKey] = image;
        const award = t(`captions.${captionKey}`);
        return (
          <li key={src}>
            <figure className={styles.figure}>
              <StaticImage
                src={src}
                alt={t("imageAlt", { award, year: folder.year, ...gallerySceneArguments(image) })}
                width={galleryImageSize.width}
                height={galleryImageSize.height}
                sizes={SIZES}
                loading={index === 0 ? "eager" : "lazy"}
                fetchPriority={index === 0 ? "high" : "auto"}
                className={styles.image}
              />
              <figcaption className={styles.caption}>{award}</figcaption>
            </figure>
          </li>
        );
      })}
    </ul>
  );
}
