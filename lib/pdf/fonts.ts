import path from "node:path";
import { openSync, type Font } from "fontkit";

/**
 * The fonts a document is set in. The regulation and results PDFs use pdfkit's built-in Helvetica, whose
 * WinAnsi encoding covers the Latin letters of their fixed texts. Documents that print names people typed use
 * DejaVu Sans, embedded (only the glyphs used): Latin with every diacritic (Vietnamese included), Greek,
 * Cyrillic, Armenian, Georgian, Hebrew and Arabic (docs/decisions.md D55). Headings use the site's display
 * font, Oswald, in both.
 */
export type FontSet = { body: string; bold: string; italic: string; files: Record<string, string> };

// From the repository root, where every npm script and `next start` run: the same files in the scripts and the
// app's server, and a path Next's output tracing can list (next.config.ts).
const modules = path.join(process.cwd(), "node_modules");
const dejavu = (file: string) => path.join(modules, "dejavu-fonts-ttf", "ttf", file);
const oswald = (weight: number) => path.join(modules, "@fontsource", "oswald", "files", `oswald-latin-${weight}-normal.woff`);

export const DISPLAY_FONTS = { Display: oswald(700), DisplayMed: oswald(500) };

export const STANDARD_FONTS: FontSet = { body: "Helvetica", bold: "Helvetica-Bold", italic: "Helvetica-Oblique", files: {} };

export const UNICODE_FONTS: FontSet = {
  body: "Body",
  bold: "BodyBold",
  italic: "BodyItalic",
  files: { Body: dejavu("DejaVuSans.ttf"), BodyBold: dejavu("DejaVuSans-Bold.ttf"), BodyItalic: dejavu("DejaVuSans-Oblique.ttf") },
};

let display: Font | null = null;

/** Whether the display font (Oswald, Latin only) can draw every letter of `text`; headings fall back to bold. */
export function displayCovers(text: string): boolean {
  display ??= openSync(DISPLAY_FONTS.Display);
  const font = display;
  return [...text].every((char) => /\s/.test(char) || font.hasGlyphForCodePoint(char.codePointAt(0)!));
}
