import type { MetadataRoute } from "next";
import { routing } from "@/i18n/routing";
import { currentCalendar } from "@/lib/calendar/current";
import { phaseBoundaries } from "@/lib/calendar/phase";
import { edition } from "@/lib/content/edition";
import { bracketSlug } from "@/lib/cup/bracket-slug";
import { loadPublishedOrNone } from "@/lib/cup/published";
import { languageAlternates } from "@/lib/seo/alternates";
import { calendarLastModified, publicPages } from "@/lib/seo/pages";
import { localizedPath } from "@/i18n/paths";
import { absoluteUrl } from "@/lib/seo/site";

// Next writes these strings into the XML as they are (next.js#66167 and its code: no escaping), and
// `/terms&conditions` carries a bare `&` that would make the whole sitemap unparsable.
function xmlEscape(url: string): string {
  return url.replace(/&/g, "&amp;");
}

// lastmod follows the cup's calendar, so the sitemap is regenerated like the pages (docs/decisions.md D46).
export const revalidate = 15;

/**
 * One entry per page and language, each listing every language version plus x-default (hreflang return links),
 * with the instant the page last changed with the cup's calendar once entries have closed; and each published
 * bracket's draw-and-results page, from its publication on.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const calendar = currentCalendar();
  const { entriesClose } = phaseBoundaries(edition);
  const brackets = (await loadPublishedOrNone()).map((b) => ({ path: `/draw/${bracketSlug(b)}`, since: new Date(b.publishedAt) }));
  const pages = [...publicPages.map((path) => ({ path, since: undefined })), ...brackets];
  return pages.flatMap(({ path, since }) => {
    const lastModified = since ?? calendarLastModified(path, calendar, entriesClose);
    const languages = Object.fromEntries(Object.entries(languageAlternates(path)).map(([lang, url]) => [lang, xmlEscape(url)]));
    return routing.locales.map((locale) => ({
      url: xmlEscape(absoluteUrl(localizedPath(locale, path))),
      ...(lastModified ? { lastModified } : {}),
      changeFrequency: "monthly" as const,
      priority: path === "/" ? 1 : 0.6,
      alternates: { languages },
    }));
  });
}
