import { buildConsent } from "./consent.mjs";
import { buildRegulation } from "./regulation.mjs";
import { buildResults } from "./results.mjs";

export async function buildPdfs(root) {
  for (const lang of ["pt", "en", "es"]) await buildRegulation(root, lang);
  for (const lang of ["pt", "en", "es"]) await buildConsent(root, lang);
  for (const year of ["2024", "2025"]) await buildResults(root, year);
}
