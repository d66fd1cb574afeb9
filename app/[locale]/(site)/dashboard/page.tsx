import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PortalHero } from "@/components/portal/PortalHero";
import { SubmitTeamBlock } from "@/components/portal/SubmitTeamBlock";
import { ResultsBlock } from "@/components/portal/ResultsBlock";
import { GalleryFoldersBlock } from "@/components/portal/GalleryFoldersBlock";
import { VenueMapBlock } from "@/components/portal/VenueMapBlock";
import styles from "./dashboard.module.css";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Portal");
  return { title: t("metaTitle"), robots: { index: false, follow: false } };
}

/**
 * The portal is the same for every team, so it is prerendered like the public pages: proxy.ts serves it only
 * after verifying the session (getClaims) and marks that response private. The team's name is the one
 * personal detail, read in the browser by <TeamName>. Rendering per request cost ~28 ms of server CPU a view.
 */
export default function DashboardPage() {
  return (
    <>
      <PortalHero />
      <div className={styles.grid}>
        <SubmitTeamBlock />
        <ResultsBlock />
        <GalleryFoldersBlock />
        <VenueMapBlock />
      </div>
    </>
  );
}
