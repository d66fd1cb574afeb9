import { getTranslations } from "next-intl/server";
import { categoriesForBirthYear, birthYearOf } from "@/lib/cup/category";
import { weightClassesFor } from "@/lib/cup/weight-classes";
import { fullName, type DeskEntry } from "@/lib/desk/model";
import styles from "./EntryActions.module.css";
import shared from "./desk.shared.module.css";

type Props = {
  entry: DeskEntry;
  back: string;
  withdrawAction: (form: FormData) => Promise<void>;
  moveAction: (form: FormData) => Promise<void>;
};

/**
 * Withdraw or move one boxer on the team's behalf. Each opens first (a disclosure), so nothing happens on a
 * single click; the forms post to server actions and work without JavaScript.
 */
export async function EntryActions({ entry, back, withdrawAction, moveAction }: Props) {
  const t = await getTranslations("Desk");
  const names = await getTranslations("Categories.cards");
  const year = birthYearOf(entry.birthDate);
  const targets = (year === null ? [] : categoriesForBirthYear(year)).flatMap((category) =>
    weightClassesFor(category.key, entry.sex)
      .filter((w) => `${category.key}/${entry.sex}/${w.code}` !== entry.bracketId)
      .map((w) => ({ value: `${category.key}/${w.code}`, label: `${names(`${category.key}.name`)} · ${w.label} kg` })),
  );
  const name = fullName(entry);
  return (
    <>
      <details className={styles.action}>
        <summary>{t("actions.withdraw")}</summary>
        <form action={withdrawAction} className={styles.form}>
          <input type="hidden" name="entry" value={entry.id} />
          <input type="hidden" name="back" value={back} />
          <button type="submit" className={`${shared.button} ${shared.primary}`}>
            {t("actions.confirmWithdraw", { name })}
          </button>
        </form>
      </details>
      {targets.length > 0 ? (
        <details className={styles.action}>
          <summary>{t("actions.move")}</summary>
          <form action={moveAction} className={styles.form}>
            <input type="hidden" name="entry" value={entry.id} />
            <input type="hidden" name="back" value={back} />
            <label>
              <span className="visually-hidden">{t("actions.moveTo", { name })}</span>
              <select name="to" required defaultValue="">
                <option value="" disabled>
                  {t("actions.moveTo", { name })}
                </option>
                {targets.map((target) => (
                  <option key={target.value} value={target.value}>
                    {target.label}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" className={shared.button}>
              {t("actions.moveButton")}
            </button>
          </form>
        </details>
      ) : null}
    </>
  );
}
