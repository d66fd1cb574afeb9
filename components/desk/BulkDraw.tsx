import { getLocale, getTranslations } from "next-intl/server";
import { localizedPath } from "@/i18n/paths";
import type { Locale } from "@/i18n/routing";
import { currentCalendar } from "@/lib/calendar/current";
import { entriesOpen } from "@/lib/calendar/phase";
import { DrawScopeForm } from "./DrawScope";

type Props = { action: (form: FormData) => Promise<void>; waiting: number };

/**
 * The bulk step on the draw's index: draw every undrawn bracket of a choice at once, then review them on one page
 * (`/desk/draw/review`). Not offered while teams may still enter boxers: the database refuses a draw before entries
 * close, and a choice the organiser cannot use is not offered.
 */
export async function BulkDraw({ action, waiting }: Props) {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations("Desk.draw.bulk");
  const review = localizedPath(locale, "/desk/draw/review");
  return (
    <section aria-labelledby="bulk-title">
      <h3 id="bulk-title">{t("title")}</h3>
      {entriesOpen(currentCalendar().phase) ? (
        <p>{t("entriesOpen")}</p>
      ) : (
        <DrawScopeForm action={action} scope={{}} submit={t("draw")} text={t("text")}>
          <input type="hidden" name="back" value={review} />
        </DrawScopeForm>
      )}
      {waiting > 0 ? (
        <p>
          <a href={review}>{t("reviewLink", { count: waiting })}</a>
        </p>
      ) : null}
    </section>
  );
}
