import { getTranslations } from "next-intl/server";
import { edition } from "@/lib/content/edition";
import { sponsorTilt } from "@/lib/content/sponsors";
import { Section } from "./Section";
import { SponsorCard } from "./SponsorCard";
import { SponsorTiltGroup } from "./SponsorTiltGroup";
import styles from "./Sponsors.module.css";

export async function Sponsors() {
  const t = await getTranslations("Sponsors");
  const tl = await getTranslations("Landing");
  return (
    <Section id="sponsors" title={t("title")} intro={t("intro")}>
      <SponsorTiltGroup className={styles.grid} hoverScale={sponsorTilt.hoverScale} amplitude={sponsorTilt.amplitudeDeg}>
        {edition.sponsors.map((s) => (
          <li key={s.slug}>
            <SponsorCard
              image={s.image}
              alt={t("logoAlt", { name: s.name })}
              caption={`${s.name} · ${t(`kinds.${s.kind}`)}`}
              href={s.href}
              newTabLabel={tl("newTab")}
              width={s.width}
              height={s.height}
              objectFit={s.objectFit}
            />
          </li>
        ))}
      </SponsorTiltGroup>
    </Section>
  );
}
