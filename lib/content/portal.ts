/**
 * Edition data of the teams portal; the sentences around it live in messages (Portal namespace). The entry form
 * and the results PDFs are placeholders until the organisers supply them (lib/content/placeholders.ts).
 */
import { placeholders } from "./placeholders";

/** The organisers' external team-entry form (docs/product.md §2 "submit-team block"). */
export const teamRegistrationUrl = placeholders.teamEntryForm.value;

export const yearlyResults = placeholders.resultsPdfs.value;
