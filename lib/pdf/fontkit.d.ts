// The part of fontkit (pdfkit's font engine, which ships no types) that lib/pdf reads: glyph coverage and layout.
declare module "fontkit" {
  export interface Glyph {
    codePoints: number[];
  }
  export interface Font {
    hasGlyphForCodePoint(codePoint: number): boolean;
    layout(text: string): { glyphs: Glyph[]; direction: "ltr" | "rtl" };
  }
  export function openSync(file: string): Font;
}
