import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getLocale } from "@/i18n/locale";
import { ChangeLog } from "@/components/desk/ChangeLog";
import { EntryActions } from "@/components/desk/EntryActions";
import { EntryDetails } from "@/components/desk/EntryDetails";
import { Notice } from "@/components/desk/Notice";
import { localizedPath } from "@/i18n/paths";
import { fullName } from "@/lib/desk/model";
import { deskData } from "@/lib/desk/page-data";
import { loadChanges } from "@/lib/desk/reads";
import { moveEntry, withdrawEntry } from "./actions";
import styles from "./entry.module.css";

/** One entry: its details, the withdrawal and the move an organiser may make for its team, and its own change log. */
export default async function DeskEntryPage({ params, searchParams }: PageProps<"/[locale]/desk/entries/[id]">) {
  const locale = await getLocale();
  const t = await getTranslations("Desk.entry");
  const { id } = await params;
  const { client, entries, accounts } = await deskData();
  const entry = entries.find((e) => e.id === id);
  if (!entry) notFound();
  const team = accounts.find((a) => a.id === entry.teamId);
  const changes = await loadChanges(client, { entry: entry.id });
  const here = localizedPath(locale, `/desk/entries/${entry.id}`);
  return (
    <section aria-labelledby="entry-title">
      <p>
        <a href={localizedPath(locale, "/desk/brackets")}>{t("back")}</a>
      </p>
      <h2 id="entry-title">{fullName(entry)}</h2>
      <Notice params={await searchParams} entries={entries} />
      <EntryDetails entry={entry} team={team} />
      {entry.status !== "withdrawn" ? (
        <div role="group" aria-label={t("actions")} className={styles.actions}>
          <EntryActions entry={entry} back={here} withdrawAction={withdrawEntry} moveAction={moveEntry} />
        </div>
      ) : null}
      <h3>{t("history")}</h3>
      <ChangeLog changes={changes} accounts={new Map(accounts.map((a) => [a.id, a]))} />
    </section>
  );
}
