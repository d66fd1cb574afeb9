import { getTranslations } from "next-intl/server";
import type { BracketKey } from "./bracket-slug";
import { weightClassesFor } from "./weight-classes";

/** "Junior · Women · 46–48 kg" in the page's language: how every page names a bracket. */
export async function bracketTitle(): Promise<(bracket: BracketKey) => string> {
  const names = await getTranslations("Categories.cards");
  const sexes = await getTranslations("Desk.documents.sexes");
  return ({ category, sex, code }) => {
    const label = weightClassesFor(category, sex).find((w) => w.code === code)?.label ?? code;
    return `${names(`${category}.name`)} · ${sexes(sex)} · ${label} kg`;
  };
}
