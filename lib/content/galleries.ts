/**
 * Award-winner galleries of past editions (docs/product.md §3: a folder has an id, a year and images as
 * [image path, caption] pairs). Captions are message keys under Gallery.captions, so they are translated.
 * Each image also says what it shows, as scripts/assets/gallery.json draws it (the prize and the boxers'
 * silhouettes), so its alt text (message Gallery.imageAlt) describes that picture and not another.
 */

export type AwardCaptionKey =
  "bestEliteFemale" | "bestEliteMale" | "bestTeam" | "bestTeamMedals" | "bestTeamPoints" | "bestProspectFemale" | "bestProspectMale";

export type AwardPrize = "belt" | "trophy" | "medal";
export type Figure = "female" | "male";

export type GalleryImage = readonly [path: string, captionKey: AwardCaptionKey, prize: AwardPrize, figures: readonly Figure[]];

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
      ["/images/gallery/2024/01.webp", "bestEliteFemale", "belt", ["female"]],
      ["/images/gallery/2024/02.webp", "bestEliteMale", "belt", ["male"]],
      ["/images/gallery/2024/03.webp", "bestTeamMedals", "trophy", ["male", "female", "male"]],
      ["/images/gallery/2024/04.webp", "bestTeamPoints", "trophy", ["female", "male", "male"]],
      ["/images/gallery/2024/05.webp", "bestProspectMale", "medal", ["male"]],
      ["/images/gallery/2024/06.webp", "bestProspectFemale", "medal", ["female"]],
    ],
  },
  {
    id: "awards-2025",
    year: 2025,
    images: [
      ["/images/gallery/2025/01.webp", "bestEliteFemale", "belt", ["female"]],
      ["/images/gallery/2025/02.webp", "bestEliteMale", "belt", ["male"]],
      ["/images/gallery/2025/03.webp", "bestTeam", "trophy", ["male", "female", "male"]],
      ["/images/gallery/2025/04.webp", "bestProspectFemale", "medal", ["female"]],
      ["/images/gallery/2025/05.webp", "bestProspectMale", "medal", ["male"]],
    ],
  },
] as const satisfies readonly GalleryFolder[];

/**
 * The ICU arguments of Gallery.imageAlt that describe the picture: its prize, how many boxers it shows and
 * whether they are women, men or both (a mixed team).
 */
export function gallerySceneArguments([, , prize, figures]: GalleryImage) {
  const gender = figures.every((f) => f === "female") ? "female" : figures.every((f) => f === "male") ? "male" : "mixed";
  return { prize, figures: figures.length, gender };
}

export type GalleryYear = (typeof galleries)[number]["year"];

/** The page of one folder, without locale prefix: wrap it in `localizedPath(locale, …)`. */
export function galleryPath(year: GalleryYear): `/gallery-view/${GalleryYear}` {
  return `/gallery-view/${year}`;
}

export function findGalleryFolder(year: string): GalleryFolder | undefined {
  return galleries.find((folder) => String(folder.year) === year);
}
