import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { GalleryFolderLinks } from "@/components/gallery/GalleryFolderLinks";
import { GalleryHero } from "@/components/gallery/GalleryHero";
import empty from "@/components/ui/empty.shared.module.css";
import styles from "./gallery.module.css";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Gallery");
  return { title: t("metaTitleUnknown"), description: t("metaDescriptionUnknown") };
}

/** docs/product.md §2: opened without a chosen edition, the gallery shows the year Unknown and no images. */
export default async function GalleryWithoutYearPage() {
  const t = await getTranslations("Gallery");
  return (
    <>
      <GalleryHero year={null} imageCount={0} />
      <div className={styles.body}>
        <p className={empty.empty}>{t("empty")}</p>
        <GalleryFolderLinks currentYear={null} />
      </div>
    </>
  );
}
