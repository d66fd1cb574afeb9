import { getTranslations } from "next-intl/server";
import { getLocale } from "@/i18n/locale";
import { localizedPath } from "@/i18n/paths";
import { currentCalendar } from "@/lib/calendar/current";
import { entriesOpen } from "@/lib/calendar/phase";
import { DrawScopeForm } from "./DrawScope";

type Props = { action: (form: FormData) => Promise<void>; waiting: number };

/**
 * The bulk step on the draw's index: draw every undrawn bracket of a choice at once, then review them on one page
 * (`/desk/draw/review`). Not offered while teams may still enter boxers: the database refuses a draw before entries
 * close (`entries_still_open`), and a choice the organiser cannot use is not offered.
 */
export async function BulkDraw({ action, waiting }: Props) {
  const locale = await getLocale();
  const t = await getTranslations("Desk.draw.bulk");
  const review = localizedPath(locale, "/desk/draw/review");
  const open = entriesOpen(currentCalendar().phase);
  // The index says above it that entries are still open; with nothing to draw and nothing to review, nothing to show.
  if (open && waiting === 0) return null;
  return (
    <section aria-labelledby="bulk-title">
      <h3 id="bulk-title">{t("title")}</h3>
      {open ? null : (
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
