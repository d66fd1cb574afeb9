import { SiteFooter } from "@/components/layout/SiteFooter";

/** The content pages: the page inside the skip link's <main>, then the site footer (the header is the locale layout's). */
export default function SiteLayout({ children }: LayoutProps<"/[locale]">) {
  return (
    <>
      <main id="main">{children}</main>
      <SiteFooter />
    </>
  );
}
