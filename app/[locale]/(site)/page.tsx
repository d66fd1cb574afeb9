import type { Metadata } from "next";
import { Categories } from "@/components/landing/Categories";
import { DrawSectionsForJumps } from "@/components/landing/DrawSectionsForJumps";
import { Hero } from "@/components/landing/Hero";
import { Info } from "@/components/landing/Info";
import { Registrations } from "@/components/landing/Registrations";
import { Shop } from "@/components/landing/Shop";
import { Sponsors } from "@/components/landing/Sponsors";
import { Stats } from "@/components/landing/Stats";
import { EventJsonLd } from "@/components/seo/EventJsonLd";
import { publicPageMetadata } from "@/lib/seo/metadata";

/** The site's own title and description, plus this page's canonical, hreflang set and social card. */
export function generateMetadata(): Promise<Metadata> {
  return publicPageMetadata("/");
}

// Prerendered for every locale at build time (the layout's generateStaticParams); nothing here reads
// cookies or headers, and the parts that depend on the visitor are client islands.
export default function LandingPage() {
  return (
    <>
      <EventJsonLd />
      <Hero />
      <Info />
      <Stats />
      <Categories />
      <Registrations />
      <Shop />
      <Sponsors />
      <DrawSectionsForJumps />
    </>
  );
}
