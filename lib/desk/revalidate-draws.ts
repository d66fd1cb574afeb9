import "server-only";
import { revalidatePath, updateTag } from "next/cache";
import { routing } from "../../i18n/routing";
import { edition } from "../content/edition";
import { bracketSlug, type BracketKey } from "../cup/bracket-slug";
import { PUBLISHED_TAG } from "../cup/published";

/**
 * After a change visitors may see (a publication, a result, a correction), from a server action: the public pages
 * are refreshed at once rather than within their 15 s (D60): the published data's cache tag, the index and each
 * changed bracket's page in every language, the portal (its results block lists the edition's results once every
 * final is recorded), the results PDF and the sitemap.
 */
export function revalidatePublished(brackets: readonly BracketKey[]): void {
  updateTag(PUBLISHED_TAG);
  for (const locale of routing.locales) {
    revalidatePath(`/${locale}/draw`);
    for (const bracket of brackets) revalidatePath(`/${locale}/draw/${bracketSlug(bracket)}`);
    revalidatePath(`/${locale}/dashboard`);
    revalidatePath(`/${locale}/results/${edition.year}`);
    // The day's "today" page shows each ring's results and moves its estimates with them.
    revalidatePath(`/${locale}/today`);
  }
  revalidatePath("/sitemap.xml");
}
