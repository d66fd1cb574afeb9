import type { MetadataRoute } from "next";
import { privatePaths } from "@/lib/seo/pages";
import { absoluteUrl } from "@/lib/seo/site";

/** Keeps the account screens and the teams portal out of search engines; everything else is public. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: "*", allow: "/", disallow: [...privatePaths] },
    sitemap: absoluteUrl("/sitemap.xml"),
  };
}
