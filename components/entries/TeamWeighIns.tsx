import { getTranslations } from "next-intl/server";
import { getLocale } from "@/i18n/locale";
import { intlTag } from "@/i18n/routing";
import { edition } from "@/lib/content/edition";
import type { Entry } from "@/lib/cup/entries";
import { ROUNDS } from "@/lib/cup/fight-days";
import { createServerSupabase } from "@/lib/supabase/server";
import { limitOf, verdictOf, type WeighInRow } from "@/lib/weigh-in/day";
import { formatWeight } from "@/lib/weigh-in/weight";
import styles from "./TeamDraws.module.css";

/**
 * The team's boxers' weigh-ins as the organisers record them (docs/cup.md §13): per fight day, the weight against
 * the class limit and the medical verdict. Read with the team's own session: row-level security shows a team only its
 * own boxers' rows. Nothing until a first weigh-in is recorded.
 */
export async function TeamWeighIns({ entries }: { entries: readonly Entry[] }) {
  const supabase = await createServerSupabase();
  const { data, error } = await supabase
    .from("weigh_ins")
    .select("entry_id, day, node, absent, weight_kg, fit, note, scale, revision, recorded_at, recorded_by")
    .eq("edition", edition.year);
  const rows = error ? [] : (data as WeighInRow[]);
  if (rows.length === 0) return null;
  const locale = await getLocale();
  const t = await getTranslations("Draw.weighIn");
  const days = await getTranslations("Info.schedule.days");
  const byId = new Map(entries.map((e) => [e.id, e]));
  const time = new Intl.DateTimeFormat(intlTag[locale], { timeStyle: "short", timeZone: edition.timeZone });
  const sorted = [...rows].sort((a, b) => ROUNDS.indexOf(a.day) - ROUNDS.indexOf(b.day) || a.recorded_at.localeCompare(b.recorded_at));
  return (
    <section aria-labelledby="team-weigh-ins-title" className={styles.draws}>
      <h2 id="team-weigh-ins-title">{t("title")}</h2>
      <ul>
        {sorted.map((w) => {
          const e = byId.get(w.entry_id);
          if (!e) return null;
          const limit = limitOf(`${e.category}/${e.sex}/${e.weightClass}`);
          const verdict = verdictOf(w, limit);
          return (
            <li key={`${w.entry_id}-${w.day}`}>
              <strong>
                {e.firstName} {e.lastName}
              </strong>{" "}
              · {days(`${w.day}.title`)} ·{" "}
              {w.absent
                ? t("absent")
                : t("result", {
                    kg: formatWeight(Number(w.weight_kg), locale),
                    limit: limit === null ? "—" : formatWeight(limit, locale),
                  })}{" "}
              · <strong>{t(`verdicts.${verdict}`)}</strong> · {time.format(new Date(w.recorded_at))}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
