import { categories } from "../content/categories";
import { FIELD_MAX, type EntryField, type EntryInput } from "../validation/entry";
import { birthYearOf, categoriesForBirthYear } from "./category";
import { REFUSALS, type RefusalKey } from "./refusals";

/**
 * What a refusal's sentence may quote, from what was sent (never from what the form holds since): the year of
 * birth sent, the edition's birth years, the team limit of the category the boxer was sent in, and the length and
 * bound of the field refused.
 */
export function refusalValues(key: RefusalKey, sent: EntryInput | null) {
  const year = sent ? birthYearOf(sent.birthDate) : null;
  const field: EntryField | null = REFUSALS[key];
  const category = categories.find((c) => c.key === sent?.category) ?? (year === null ? undefined : categoriesForBirthYear(year)[0]);
  return {
    year: year ?? "",
    from: Math.min(...categories.map((c) => c.bornFrom)),
    to: Math.max(...categories.map((c) => c.bornTo)),
    limit: category?.teamLimit ?? 0,
    length: sent && field ? [...sent[field].trim()].length : 0,
    max: field && Object.hasOwn(FIELD_MAX, field) ? FIELD_MAX[field as keyof typeof FIELD_MAX] : 0,
  };
}
