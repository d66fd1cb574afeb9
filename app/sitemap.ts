import type { MetadataRoute } from "next";
import { routing } from "@/i18n/routing";
import { languageAlternates } from "@/lib/seo/alternates";
import { publicPages } from "@/lib/seo/pages";
import { localizedPath } from "@/i18n/paths";
import { absoluteUrl } from "@/lib/seo/site";

// Next writes these strings into the XML as they are (next.js#66167 and its code: no escaping), and
// `/terms&conditions` carries a bare `&` that would make the whole sitemap unparsable.
function xmlEscape(url: string): string {
  return url.replace(/&/g, "&amp;");
}

/** One entry per page and language, each listing every language version plus x-default (hreflang return links). */
export default function sitemap(): MetadataRoute.Sitemap {
  return publicPages.flatMap((path) => {
    const languages = Object.fromEntries(Object.entries(languageAlternates(path)).map(([lang, url]) => [lang, xmlEscape(url)]));
    return routing.locales.map((locale) => ({
      url: xmlEscape(absoluteUrl(localizedPath(locale, path))),
      changeFrequency: "monthly" as const,
      priority: path === "/" ? 1 : 0.6,
      alternates: { languages },
    }));
  });
}
