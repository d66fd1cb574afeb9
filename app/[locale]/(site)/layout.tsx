import { SiteFooter } from "@/components/layout/SiteFooter";

// Every page in this shell shows the cup's phase (the footer's deadline card; the landing and the portal more),
// so each is regenerated at most 15 s after a request finds it older, and never served more than 30 s old
// (`expireTime` in next.config.ts): a running server follows a phase change within 30 s, with no rebuild
// (docs/decisions.md D46). The pages are still prerendered at build time and served from the cache.
export const revalidate = 15;

/** The content pages: the page inside the skip link's <main>, then the site footer (the header is the locale layout's). */
export default function SiteLayout({ children }: LayoutProps<"/[locale]">) {
  return (
    <>
      <main id="main">{children}</main>
      <SiteFooter />
    </>
  );
}
