import { getTranslations } from "next-intl/server";
import { getLocale } from "@/i18n/locale";
import { localizedPath } from "@/i18n/paths";
import { intlTag } from "@/i18n/routing";
import { ROUNDS } from "@/lib/cup/fight-days";
import { weighInWindow } from "@/lib/desk/weigh-in-window";

/** The three fight mornings, each with its weigh-in window: the way to the scale's page of each. */
export default async function WeighInPage() {
  const locale = await getLocale();
  const t = await getTranslations("Desk.weighIn");
  const days = await getTranslations("Info.schedule.days");
  return (
    <section aria-labelledby="weigh-in-title">
      <h2 id="weigh-in-title">{t("title")}</h2>
      <p>{t("text")}</p>
      <ul>
        {ROUNDS.map((day) => (
          <li key={day}>
            <a href={localizedPath(locale, `/desk/weigh-in/${day}`)}>{days(`${day}.title`)}</a> · {weighInWindow(day, intlTag[locale])}
          </li>
        ))}
      </ul>
    </section>
  );
}
