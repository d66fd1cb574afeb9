import { getLocale, getTranslations } from "next-intl/server";
import { localizedPath } from "@/i18n/paths";
import type { Locale } from "@/i18n/routing";
import { teamEntryFormUrl } from "@/lib/content/portal";
import { PrefetchLink } from "@/components/ui/PrefetchLink";
import { PortalBlock } from "./PortalBlock";
import { SubmitTeamAction } from "./SubmitTeamAction";
import styles from "./SubmitTeamBlock.module.css";

/**
 * The portal's submit-team block: it leads to the team's entries page, or, when the edition data names an
 * external entry form (lib/content/portal.ts), opens that form in a new tab as the spec's portal did.
 */
export async function SubmitTeamBlock() {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations("Portal.submit");
  return (
    <PortalBlock id="submit-team" title={t("title")} text={teamEntryFormUrl ? t("externalText") : t("text")}>
      <SubmitTeamAction externalForm={teamEntryFormUrl} labels={{ externalButton: t("externalButton"), newTab: t("newTab") }}>
        <PrefetchLink className={styles.button} href={localizedPath(locale, "/dashboard/entries")}>
          {t("button")}
          <span aria-hidden="true">→</span>
        </PrefetchLink>
      </SubmitTeamAction>
    </PortalBlock>
  );
}
