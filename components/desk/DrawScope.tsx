import { getTranslations } from "next-intl/server";
import { categories } from "@/lib/content/categories";
import type { BulkScope } from "@/lib/desk/bulk-draw";
import filter from "./filter-form.shared.module.css";
import styles from "./DrawScope.module.css";
import shared from "./desk.shared.module.css";

type Props = {
  /** A path for a plain GET form (the choice lands in the address), or the server action of a bulk step. */
  action: string | ((form: FormData) => Promise<void>);
  scope: BulkScope;
  submit: string;
  /** What the form does, above its choices. */
  text?: string;
  /** The form's name, when nothing else on the page names it. */
  label?: string;
  /** Hidden fields the action needs. */
  children?: React.ReactNode;
};

/**
 * A bulk step's choice of brackets, a category (or all) and a sex (or both), in the desk's filter form, with one
 * button: the bulk draw posts it to its action, the review page reads it from its address.
 */
export async function DrawScopeForm({ action, scope, submit, text, label, children }: Props) {
  const t = await getTranslations("Desk.draw.bulk");
  const names = await getTranslations("Categories.cards");
  const sexes = await getTranslations("Desk.documents.sexes");
  const get = typeof action === "string";
  return (
    <form method={get ? "get" : undefined} action={action} className={filter.form} aria-label={label}>
      {children}
      {text ? <p className={styles.wide}>{text}</p> : null}
      <label className={filter.field}>
        <span>{t("category")}</span>
        <select name="category" defaultValue={scope.category ?? ""}>
          <option value="">{t("allCategories")}</option>
          {categories.map((c) => (
            <option key={c.key} value={c.key}>
              {names(`${c.key}.name`)}
            </option>
          ))}
        </select>
      </label>
      <label className={filter.field}>
        <span>{t("sex")}</span>
        <select name="sex" defaultValue={scope.sex ?? ""}>
          <option value="">{t("bothSexes")}</option>
          <option value="F">{sexes("F")}</option>
          <option value="M">{sexes("M")}</option>
        </select>
      </label>
      <div className={filter.buttons}>
        <button type="submit" className={`${shared.button} ${get ? "" : shared.primary}`}>
          {submit}
        </button>
      </div>
    </form>
  );
}

/** "Benjamin · Men", "All categories · Women", "All brackets": what a bulk step works on, in words. */
export async function scopeLabel(scope: BulkScope): Promise<string> {
  const t = await getTranslations("Desk.draw.bulk");
  const names = await getTranslations("Categories.cards");
  const sexes = await getTranslations("Desk.documents.sexes");
  if (!scope.category && !scope.sex) return t("allBrackets");
  return [scope.category ? names(`${scope.category}.name`) : t("allCategories"), scope.sex ? sexes(scope.sex) : t("bothSexes")].join(" · ");
}
