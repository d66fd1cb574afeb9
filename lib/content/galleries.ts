/**
 * Award-winner galleries of past editions (docs/product.md §3: a folder has an id, a year and images as
 * [image path, caption] pairs). Captions are message keys under Gallery.captions, so they are translated.
 */

export type AwardCaptionKey =
  | "bestEliteFemale"
  | "bestEliteMale"
  | "bestTeam"
  | "bestTeamMedals"
  | "bestTeamPoints"
  | "bestProspectFemale"
  | "bestProspectMale";

export type GalleryImage = readonly [path: string, captionKey: AwardCaptionKey];

export type GalleryFolder = {
  id: string;
  year: number;
  images: readonly GalleryImage[];
};

/** Every gallery photo is exported at this size by the asset script. */
export const galleryImageSize = { width: 1200, height: 900 } as const;

export const galleries = [
  {
    id: "awards-2024",
    year: 2024,
    images: [
      ["/images/gallery/2024/01.webp", "bestEliteFemale"],
      ["/images/gallery/2024/02.webp", "bestEliteMale"],
      ["/images/gallery/2024/03.webp", "bestTeamMedals"],
      ["/images/gallery/2024/04.webp", "bestTeamPoints"],
      ["/images/gallery/2024/05.webp", "bestProspectMale"],
      ["/images/gallery/2024/06.webp", "bestProspectFemale"],
    ],
  },
  {
    id: "awards-2025",
    year: 2025,
    images: [
      ["/images/gallery/2025/01.webp", "bestEliteFemale"],
      ["/images/gallery/2025/02.webp", "bestEliteMale"],
      ["/images/gallery/2025/03.webp", "bestTeam"],
      ["/images/gallery/2025/04.webp", "bestProspectFemale"],
      ["/images/gallery/2025/05.webp", "bestProspectMale"],
    ],
  },
] as const satisfies readonly GalleryFolder[];

export type GalleryYear = (typeof galleries)[number]["year"];

/** The page of one folder, without locale prefix: wrap it in `localizedPath(locale, …)`. */
export function galleryPath(year: GalleryYear): `/gallery-view/${GalleryYear}` {
  return `/gallery-view/${year}`;
}

export function findGalleryFolder(year: string): GalleryFolder | undefined {
  return galleries.find((folder) => String(folder.year) === year);
}
