import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { PortalHero } from "@/components/portal/PortalHero";
import { SubmitTeamBlock } from "@/components/portal/SubmitTeamBlock";
import { ResultsBlock } from "@/components/portal/ResultsBlock";
import { GalleryFoldersBlock } from "@/components/portal/GalleryFoldersBlock";
import { VenueMapBlock } from "@/components/portal/VenueMapBlock";
import { SiteFooter } from "@/components/layout/SiteFooter";
import { localizedPath } from "@/lib/i18n/paths";
import { getSignedInTeam } from "@/lib/supabase/team";
import styles from "@/components/portal/Portal.module.css";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Portal");
  return { title: t("metaTitle"), robots: { index: false, follow: false } };
}

export default async function DashboardPage() {
  const locale = await getLocale();
  const team = await getSignedInTeam();
  // proxy.ts already sends visitors without a session to /auth; this also covers a session that is
  // present but no longer valid (expired, revoked, tampered).
  if (!team) {
    const dashboard = localizedPath(locale, "/dashboard");
    redirect(`${localizedPath(locale, "/auth")}?next=${encodeURIComponent(dashboard)}`);
  }

  return (
    <>
      <main id="main">
        <PortalHero teamName={team.teamName ?? team.email ?? ""} />
        <div className={styles.grid}>
          <SubmitTeamBlock />
          <ResultsBlock />
          <GalleryFoldersBlock />
          <VenueMapBlock />
        </div>
      </main>
      <SiteFooter />
    </>
  );
}
