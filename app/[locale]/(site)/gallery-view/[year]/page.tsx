import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { GalleryFolderLinks } from "@/components/gallery/GalleryFolderLinks";
import { GalleryGrid } from "@/components/gallery/GalleryGrid";
import { GalleryHero } from "@/components/gallery/GalleryHero";
import { findGalleryFolder, galleries } from "@/lib/content/galleries";
import { publicPageMetadata } from "@/lib/seo/metadata";
import styles from "../gallery.module.css";

// Only the editions in lib/content/galleries.ts exist; any other year is a 404 rather than a runtime render.
export const dynamicParams = false;

export function generateStaticParams() {
  return galleries.map((folder) => ({ year: String(folder.year) }));
}

export async function generateMetadata({ params }: PageProps<"/[locale]/gallery-view/[year]">): Promise<Metadata> {
  const { year } = await params;
  const t = await getTranslations("Gallery");
  return publicPageMetadata(`/gallery-view/${year}`, { title: t("metaTitle", { year }), description: t("metaDescription", { year }) });
}

export default async function GalleryYearPage({ params }: PageProps<"/[locale]/gallery-view/[year]">) {
  const folder = findGalleryFolder((await params).year);
  if (!folder) notFound();
  return (
    <>
      <GalleryHero year={folder.year} imageCount={folder.images.length} />
      <div className={styles.body}>
        <GalleryGrid folder={folder} />
        <GalleryFolderLinks currentYear={folder.year} />
      </div>
    </>
  );
}
