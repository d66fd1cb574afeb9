import type { Metadata } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { getLocale } from "@/i18n/locale";
import { countryOptions } from "@/components/auth/country-options";
import { EntryForm, type WeightLabels } from "@/components/entries/EntryForm";
import { entryDates } from "@/components/entries/dates";
import { EntryList } from "@/components/entries/EntryList";
import { TeamDraws } from "@/components/entries/TeamDraws";
import { TeamWeighIns } from "@/components/entries/TeamWeighIns";
import { WithdrawForm } from "@/components/entries/WithdrawForm";
import { NotificationSettingsForm } from "@/components/notifications/NotificationSettingsForm";
import { PageHero } from "@/components/layout/PageHero";
import { LiveView } from "@/components/live/LiveView";
import { localizedPath } from "@/i18n/paths";
import { intlTag } from "@/i18n/routing";
import { bracketSize, categories, type CategoryKey } from "@/lib/content/categories";
import { contactEmail } from "@/lib/content/contact";
import { edition } from "@/lib/content/edition";
import { bracketOffers, type Offer } from "@/lib/cup/bracket-offer";
import { categoriesForBirthYear } from "@/lib/cup/category";
import { bracketKey, groupByBracket, type BracketGroup, type Entry } from "@/lib/cup/entries";
import { SEXES, weightClassesFor } from "@/lib/cup/weight-classes";
import { currentCalendar } from "@/lib/calendar/current";
import { entriesOpen } from "@/lib/calendar/phase";
import { toZonedIso } from "@/lib/format/zoned-time";
import { renderedVersion } from "@/lib/live/rendered-version";
import { readPromotions, readTeamEntries } from "@/lib/supabase/entries";
import { readNotificationSettings } from "@/lib/supabase/notifications";
import { EMPTY_ENTRY, type EntryInput } from "@/lib/validation/entry";
import { addEntryAction, updateEntryAction, withdrawEntryAction } from "./actions";
import { NOTICE_PARAMS } from "./form-state";
import { saveNotificationsAction } from "./notification-actions";
import styles from "./entries.module.css";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Entries");
  return { title: t("metaTitle"), robots: { index: false, follow: false } };
}

const one = (value: string | string[] | undefined) => (typeof value === "string" ? value : null);

const inputOf = (entry: Entry): EntryInput => ({
  firstName: entry.firstName,
  lastName: entry.lastName,
  sex: entry.sex,
  birthDate: entry.birthDate,
  // Empty where the birth year decides alone, so a changed date of birth takes its own category.
  category: categoriesForBirthYear(Number(entry.birthDate.slice(0, 4))).length > 1 ? entry.category : "",
  weightClass: entry.weightClass,
  recordBook: entry.recordBook,
  club: entry.club,
  nationality: entry.nationality,
});

/**
 * The team's entries (docs/cup.md): rendered per team on the server with the team's own session, so row-level
 * security shows it its own boxers only; proxy.ts guards it and marks it private, no-store. Its forms post to
 * server actions and work without JavaScript. After the deadline it is read-only and says so.
 */
export default async function EntriesPage({ searchParams }: PageProps<"/[locale]/dashboard/entries">) {
  const locale = await getLocale();
  const t = await getTranslations("Entries");
  const names = await getTranslations("Categories.cards");
  const params = await searchParams;
  // Read before the team's data, so the page never claims a version newer than what it shows (D93).
  const version = await renderedVersion({ kind: "edition" }, { cached: false });
  const [data, promotions, mailSettings] = await Promise.all([
    readTeamEntries(edition.year),
    readPromotions(edition.year),
    readNotificationSettings(),
  ]);
  const portal = localizedPath(locale, "/dashboard");
  const here = localizedPath(locale, "/dashboard/entries");
  const dates = entryDates(locale);
  const deadline = dates.long(edition.registrationDeadline);

  const hero = (
    <PageHero backHref={portal} backLabel={t("back")}>
      <h1 className={styles.title}>{t("title")}</h1>
      {data ? <p className={styles.team}>{t("team", { team: data.team.name, year: edition.year })}</p> : null}
    </PageHero>
  );
  if (!data) {
    return (
      <>
        {hero}
        <div className={styles.body}>
          <p role="alert" className={styles.alert}>
            {t("unavailable")}
          </p>
        </div>
      </>
    );
  }

  // The site's phase (lib/clock, lib/calendar) decides whether the page offers its forms; the database decides
  // every write in any case (by cup.now(), which the embedded backend sets to the same chosen date).
  const open = entriesOpen(currentCalendar().phase);
  const categoryNames = Object.fromEntries(categories.map((c) => [c.key, names(`${c.key}.name`)])) as Record<CategoryKey, string>;
  const categoryOptions = Object.fromEntries(
    categories.map((c) => [c.key, t("form.categoryOption", { category: categoryNames[c.key], from: c.bornFrom, to: c.bornTo })]),
  ) as Record<CategoryKey, string>;
  const countries = countryOptions(locale);
  const countryName = (english: string) => countries.find((c) => c.value === english)?.label ?? english;
  const groups = groupByBracket(data.entries, data.brackets);
  const label = (g: BracketGroup) =>
    t("bracket", { category: categoryNames[g.bracket.category], sex: t(`form.sexGroup.${g.bracket.sex}`), weight: g.bracket.label });
  const groupOf = (entry: Entry) => groups.find((g) => g.entries.includes(entry));
  const byId = (id: string | null) => data.entries.find((e) => e.id === id) ?? null;
  const fullName = (e: Entry) => `${e.firstName} ${e.lastName}`;

  const editing = open ? byId(one(params.edit)) : null;
  const withdrawing = open ? byId(one(params.withdraw)) : null;
  // Per bracket: the places left, the team's own count against its limit, and whether the form offers it at all.
  const offers = bracketOffers(data.brackets, data.entries, data.published, editing ? bracketKey(editing) : null);
  const offerText = (offer: Offer) => {
    if (offer.state === "drawn") return t("form.drawn");
    if (offer.state === "teamFull") return t("form.teamFull", { count: offer.team, limit: offer.limit });
    const places = t("form.places", { left: offer.left, waiting: offer.waiting });
    return offer.team > 0 ? `${places} · ${t("form.teamCount", { count: offer.team, limit: offer.limit })}` : places;
  };
  const weightLabels: WeightLabels = {};
  for (const category of categories)
    for (const sex of SEXES)
      for (const w of weightClassesFor(category.key, sex)) {
        const key = bracketKey({ category: category.key, sex, code: w.code });
        weightLabels[key] = t("form.weightOption", { weight: w.label, places: offerText(offers.get(key)!) });
      }
  const closed = [...offers].filter(([, offer]) => offer.disabled).map(([key]) => key);
  // The per-team limits, one sentence per limit, naming the categories it applies to ("… 1 boxer … of Elite.").
  const list = new Intl.ListFormat(intlTag[locale], { type: "conjunction" });
  const teamLimits = [...new Set(categories.map((c) => c.teamLimit))]
    .map((limit) =>
      t("teamLimits", { limit, categories: list.format(categories.filter((c) => c.teamLimit === limit).map((c) => categoryNames[c.key])) }),
    )
    .join(" ");
  // Only the forms' strings reach the browser.
  const { Entries: messages } = await getMessages();
  const clientMessages = { Entries: { form: messages.form, withdraw: messages.withdraw } };

  // What the last save did, keyed by the parameter that says it: a new save gives the form a fresh start.
  const noticeParam = NOTICE_PARAMS.find((name) => one(params[name]));
  const noticeKey = noticeParam ? `${noticeParam}:${one(params[noticeParam])}` : "";
  const notice = (() => {
    const added = byId(one(params.added));
    if (added) {
      const bracket = label(groupOf(added)!);
      return added.status === "waiting"
        ? t("notices.addedWaiting", { name: fullName(added), bracket, position: added.waitingPosition ?? 0 })
        : t("notices.added", { name: fullName(added), bracket });
    }
    const updated = byId(one(params.updated));
    if (updated) return t("notices.updated", { name: fullName(updated), bracket: label(groupOf(updated)!) });
    const withdrawn = byId(one(params.withdrawn));
    if (withdrawn) return t("notices.withdrawn", { name: fullName(withdrawn) });
    return null;
  })();

  return (
    <>
      {hero}
      <div className={styles.body}>
        <LiveView scope={{ kind: "edition" }} version={version} open />
        <p className={open ? styles.phase : styles.closed}>
          {open
            ? `${t("open", { date: deadline, size: bracketSize })} ${teamLimits}`
            : t("closed", { date: deadline, email: contactEmail })}
        </p>
        <p className={styles.links}>
          <a href={localizedPath(locale, "/dashboard/entries/sheet")}>{t("sheetLink")}</a>
        </p>

        {open ? (
          <NextIntlClientProvider messages={clientMessages}>
            {withdrawing ? (
              <WithdrawForm
                action={withdrawEntryAction.bind(null, withdrawing.id)}
                name={fullName(withdrawing)}
                bracket={label(groupOf(withdrawing)!)}
                locale={locale}
                cancelHref={`${here}#entry-${withdrawing.id}`}
              />
            ) : (
              <section aria-labelledby="entry-form-title" className={styles.formCard}>
                <h2 id="entry-form-title" className={styles.formTitle}>
                  {editing ? t("form.editTitle", { name: fullName(editing) }) : t("form.addTitle")}
                </h2>
                <EntryForm
                  // A new form for each entry edited, so its fields start from that entry, and after each save.
                  key={editing?.id ?? `new:${noticeKey}`}
                  action={editing ? updateEntryAction.bind(null, editing.id) : addEntryAction}
                  initial={editing ? inputOf(editing) : { ...EMPTY_ENTRY, club: data.team.name, nationality: data.team.country ?? "" }}
                  editing={editing ? fullName(editing) : null}
                  cancelHref={editing ? `${here}#entry-${editing.id}` : null}
                  locale={locale}
                  countries={countries}
                  categoryNames={categoryNames}
                  categoryOptions={categoryOptions}
                  weightLabels={weightLabels}
                  closed={closed}
                  notice={editing ? null : notice}
                />
              </section>
            )}
          </NextIntlClientProvider>
        ) : null}

        <TeamWeighIns entries={data.entries} />
        <TeamDraws entryIds={new Set(data.entries.map((e) => e.id))} />

        {groups.length === 0 ? (
          <p className={styles.empty}>{t("list.empty")}</p>
        ) : (
          <EntryList
            groups={groups}
            born={dates.long}
            bracketLabel={label}
            offerOf={(g) => offers.get(bracketKey(g.bracket))!}
            countryName={countryName}
            promotedOn={(e) => {
              const at = promotions.get(e.id);
              return at ? dates.long(toZonedIso(at, edition.timeZone).slice(0, 10)) : null;
            }}
            actions={open ? { edit: (e) => `${here}?edit=${e.id}#entry-form-title`, withdraw: (e) => `${here}?withdraw=${e.id}` } : null}
          />
        )}

        <NotificationSettingsForm
          settings={mailSettings}
          locale={locale}
          action={saveNotificationsAction}
          notice={one(params.notifications) === "saved" ? "saved" : one(params.notifications) === "failed" ? "failed" : null}
        />
      </div>
    </>
  );
}
