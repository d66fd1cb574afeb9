/**
 * pdfkit breaks text into words and has fontkit lay out each word on its own; fontkit puts a right-to-left word
 * (Hebrew, Arabic) in visual order, but the words themselves are still placed left to right, so "דוד לוי" would
 * print with its words swapped. A text written only in right-to-left letters is therefore joined with no-break
 * spaces: it is laid out as one run, which fontkit reverses whole. Text that mixes directions keeps its spaces,
 * so each word at least reads correctly (a full bidi algorithm is more than names need).
 */
const RTL_LETTER = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/u;
const LTR_LETTER = /(?![\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff])\p{L}/u;

export function forLayout(text: string): string {
  return RTL_LETTER.test(text) && !LTR_LETTER.test(text) ? text.replace(/ /g, "\u00a0") : text;
}
