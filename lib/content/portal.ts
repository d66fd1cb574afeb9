/**
 * Edition data of the teams portal; the sentences around it live in messages (Portal namespace). The results
 * PDFs are placeholders until the organisers supply them (lib/content/placeholders.ts).
 */
import { placeholders } from "./placeholders";

/**
 * The organisers' external team-entry form, when an edition takes entries outside the portal (docs/product.md §2
 * "submit-team block": it opens in a new tab). Null: teams enter their boxers in the portal's entries page.
 */
export const teamEntryFormUrl: string | null = null;

export const yearlyResults = placeholders.resultsPdfs.value;
