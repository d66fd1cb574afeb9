import { routing } from "@/i18n/routing";
import { galleries, galleryPath } from "@/lib/content/galleries";
import { localizedPath } from "@/i18n/paths";

/** Every indexable page, without its locale prefix: the sitemap lists each of them in every language. */
export const publicPages: readonly string[] = ["/", "/terms&conditions", ...galleries.map((folder) => galleryPath(folder.year))];

/** Team-only and account screens: nothing there is useful in a search result. */
const privatePages = ["/dashboard", "/auth", "/reset"] as const;

/** The private pages in every locale's URL form (`/auth`, `/pt/auth`, `/esp/auth`, …). */
export const privatePaths: readonly string[] = privatePages.flatMap((path) => routing.locales.map((locale) => localizedPath(locale, path)));
