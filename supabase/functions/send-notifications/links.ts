/**
 * Where each notification sends the coach: the page that shows the detail, in the mail's language. Pure functions
 * (no Deno API), so the site's tests hold the bracket's address to the site's own (tests/unit/notification-mail.test.ts
 * against lib/cup/bracket-slug.ts).
 */

export type Locale = "en" | "pt" | "es";

/** The site's URL prefix of each language (i18n/routing.ts: Spanish is served under /esp). */
export const PREFIX: Record<Locale, string> = { en: "", pt: "/pt", es: "/esp" };

/** A bracket's public page name: `junior-women-48kg`, `elite-men-over-92kg` (lib/cup/bracket-slug.ts). */
export function bracketSlug(category: string, sex: string, weightClass: string): string {
  const over = weightClass.startsWith("+");
  const kg = `${weightClass.replace(/^\+/, "").replace(".", "-")}kg`;
  return `${category}-${sex === "F" ? "women" : "men"}-${over ? `over-${kg}` : kg}`;
}

export type Item = {
  kind: "promoted" | "entry_changed" | "draw" | "schedule" | "weigh_in_failed" | "weigh_in" | "result";
  event: string;
  day: string | null;
  category: string | null;
  sex: string | null;
  weight_class: string | null;
  node: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  boxers: { id: string; name: string }[] | null;
};

/**
 * The page of an item: the team's entries for an entry's news and a weigh-in failed (where the team sees its boxers'
 * weigh-ins), the bracket's page for everything about its bouts.
 */
export function linkOf(site: string, locale: Locale, item: Item): string {
  const base = `${site.replace(/\/$/, "")}${PREFIX[locale]}`;
  if (
    item.kind === "promoted" ||
    item.kind === "entry_changed" ||
    item.kind === "weigh_in_failed" ||
    !item.category ||
    !item.sex ||
    !item.weight_class
  ) {
    return `${base}/dashboard/entries`;
  }
  return `${base}/draw/${bracketSlug(item.category, item.sex, item.weight_class)}`;
}
