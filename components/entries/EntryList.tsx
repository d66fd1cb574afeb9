import { getTranslations } from "next-intl/server";
import { bracketSize, categories, type CategoryKey } from "@/lib/content/categories";
import type { Offer } from "@/lib/cup/bracket-offer";
import { bracketKey, type BracketGroup, type Entry } from "@/lib/cup/entries";
import styles from "./EntryList.module.css";

type Props = {
  groups: BracketGroup[];
  /** A date of birth as this page writes dates. */
  born: (isoDate: string) => string;
  /** How each bracket is named on this page ("Junior · Women · 48 kg"). */
  bracketLabel: (group: BracketGroup) => string;
  /** The bracket's places and the team's own count against its limit. */
  offerOf: (group: BracketGroup) => Offer;
  countryName: (english: string) => string;
  /** Where an entry's Edit and Withdraw links lead, or null after the deadline (read-only). */
  actions: { edit: (entry: Entry) => string; withdraw: (entry: Entry) => string } | null;
  /** The day an entered boxer moved up from the waiting list, as this page writes dates, or null. */
  promotedOn?: (entry: Entry) => string | null;
};

const isMinor = (category: CategoryKey) => categories.find((c) => c.key === category)?.minor ?? false;

/** The team's boxers by category and weight class, each with its status, and each bracket's places and team count. */
export async function EntryList({ groups, born, bracketLabel, offerOf, countryName, actions, promotedOn = () => null }: Props) {
  const t = await getTranslations("Entries.list");
  const active = groups.flatMap((g) => g.entries).filter((e) => e.status !== "withdrawn");

  return (
    <section aria-labelledby="entries-list-title" className={styles.list}>
      <h2 id="entries-list-title" className={styles.title}>
        {t("title")}
      </h2>
      <p className={styles.summary}>
        {t("summary", {
          entered: active.filter((e) => e.status === "entered").length,
          waiting: active.filter((e) => e.status === "waiting").length,
        })}
      </p>
      {groups.map((group) => {
        const key = bracketKey(group.bracket).replace(/[^a-z0-9]/gi, "-");
        const offer = offerOf(group);
        return (
          <section key={key} aria-labelledby={`bracket-${key}`} className={styles.bracket}>
            <div className={styles.bracketHead}>
              <h3 id={`bracket-${key}`} className={styles.bracketTitle}>
                {bracketLabel(group)}
              </h3>
              <p className={styles.places}>
                {offer.state === "drawn" ? t("drawn") : t("places", { left: offer.left, size: bracketSize, waiting: offer.waiting })}
                {offer.team > 0 ? ` · ${t("teamCount", { count: offer.team, limit: offer.limit })}` : null}
              </p>
            </div>
            <ul className={styles.entries}>
              {group.entries.map((entry) => {
                const name = `${entry.firstName} ${entry.lastName}`;
                const promoted = entry.status === "entered" ? promotedOn(entry) : null;
                return (
                  <li
                    key={entry.id}
                    id={`entry-${entry.id}`}
                    className={`${styles.entry} ${entry.status === "withdrawn" ? styles.withdrawn : ""}`}
                  >
                    <div className={styles.who}>
                      <p className={styles.name}>{name}</p>
                      <p className={`${styles.status} ${styles[entry.status]}`}>
                        {t(`status.${entry.status}`, { position: entry.waitingPosition ?? 0 })}
                      </p>
                    </div>
                    {promoted ? <p className={styles.promoted}>{t("promoted", { date: promoted })}</p> : null}
                    <dl className={styles.facts}>
                      <div>
                        <dt>{t("born")}</dt>
                        <dd>{born(entry.birthDate)}</dd>
                      </div>
                      <div>
                        <dt>{t("recordBook")}</dt>
                        <dd>{entry.recordBook}</dd>
                      </div>
                      <div>
                        <dt>{t("club")}</dt>
                        <dd>{entry.club}</dd>
                      </div>
                      <div>
                        <dt>{t("nationality")}</dt>
                        <dd>{countryName(entry.nationality)}</dd>
                      </div>
                    </dl>
                    {isMinor(entry.category) && entry.status !== "withdrawn" ? <p className={styles.minor}>{t("minor")}</p> : null}
                    {actions && entry.status !== "withdrawn" ? (
                      <p className={styles.actions}>
                        <a href={actions.edit(entry)} aria-label={t("editLabel", { name })}>
                          {t("edit")}
                        </a>
                        <a href={actions.withdraw(entry)} aria-label={t("withdrawLabel", { name })}>
                          {t("withdraw")}
                        </a>
                      </p>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </section>
  );
}
