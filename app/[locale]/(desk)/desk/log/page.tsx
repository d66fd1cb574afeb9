import { getTranslations } from "next-intl/server";
import { getLocale } from "@/i18n/locale";
import { ChangeLog } from "@/components/desk/ChangeLog";
import { localizedPath } from "@/i18n/paths";
import { deskData } from "@/lib/desk/page-data";
import { LOG_PAGE, loadChanges } from "@/lib/desk/reads";

export default async function DeskLogPage({ searchParams }: PageProps<"/[locale]/desk/log">) {
  const locale = await getLocale();
  const t = await getTranslations("Desk.log");
  const before = Number((await searchParams).before);
  const cursor = Number.isSafeInteger(before) && before > 0 ? before : null;
  const { client, accounts } = await deskData();
  const changes = await loadChanges(client, { before: cursor });
  const page = localizedPath(locale, "/desk/log");
  return (
    <section aria-labelledby="log-title">
      <h2 id="log-title">{t("title")}</h2>
      <p>{t("text")}</p>
      {changes.length === 0 ? <p>{t("none")}</p> : <ChangeLog changes={changes} accounts={new Map(accounts.map((a) => [a.id, a]))} />}
      <p>
        {cursor !== null ? <a href={page}>{t("newest")}</a> : null}{" "}
        {changes.length === LOG_PAGE ? <a href={`${page}?before=${changes.at(-1)!.id}`}>{t("older")}</a> : null}
      </p>
    </section>
  );
}
