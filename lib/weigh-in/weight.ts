/**
 * A weight as typed at the scale, in the page's language: "63.4" in English, "63,4" in Portuguese and Spanish (the
 * other separator is refused rather than guessed: "63.4" on a Portuguese page could be a slip). Kilograms to one
 * decimal at most, between 20 and 200 kg, the bounds the database holds (docs/cup.md §13). Pure: the server action
 * parses what was sent with it, and the page's own check uses it too.
 */
export const WEIGHT_MIN_KG = 20;
export const WEIGHT_MAX_KG = 200;

export type WeightError = "weight_empty" | "weight_format" | "weight_out_of_range" | "weight_precision";
export type ParsedWeight = { ok: true; kg: number } | { ok: false; error: WeightError };

/** The decimal separator of a language: the comma in pt and esp, the point in en. */
export const decimalSeparator = (locale: string): "," | "." => (locale === "en" ? "." : ",");

export function parseWeight(typed: string, locale: string): ParsedWeight {
  const text = typed.trim();
  if (text === "") return { ok: false, error: "weight_empty" };
  const separator = decimalSeparator(locale);
  const match = /^(\d{1,3})(?:([.,])(\d+))?$/.exec(text);
  if (!match || (match[2] !== undefined && match[2] !== separator)) return { ok: false, error: "weight_format" };
  const decimals = match[3] ?? "";
  if (decimals.length > 1) return { ok: false, error: "weight_precision" };
  const tenths = Number(match[1]) * 10 + Number(decimals || "0");
  if (tenths < WEIGHT_MIN_KG * 10 || tenths > WEIGHT_MAX_KG * 10) return { ok: false, error: "weight_out_of_range" };
  return { ok: true, kg: tenths / 10 };
}

/** A weight as the page's language writes it: one decimal, its separator. */
export function formatWeight(kg: number, locale: string): string {
  return kg.toFixed(1).replace(".", decimalSeparator(locale));
}
