/**
 * How Excel and LibreOffice Calc turn a CSV file's bytes into cells when an organiser opens it, written from
 * their documented behaviour (docs/decisions.md D54), independently of lib/desk/csv.ts:
 * - Excel: a file that starts with the UTF-8 byte-order mark is UTF-8, anything else is the Windows code page
 *   of the user's locale (1252 for English, Portuguese and Spanish); fields are split on the locale's list
 *   separator from the Windows regional settings; a cell whose text starts with = + - or @ is a formula.
 * - LibreOffice: its import dialog detects the byte-order mark (else the system's character set) and splits
 *   on the separators ticked in the dialog, which the user may have left at comma, semicolon or both.
 */
const WINDOWS_LIST_SEPARATOR: Record<string, string> = { "en-GB": ",", "en-US": ",", "pt-PT": ";", "es-ES": ";" };

export type Opened = { cells: string[][]; formulas: string[] };

function decode(bytes: Uint8Array, fallback: "windows-1252" | "utf-8"): string {
  const hasBom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  return hasBom ? new TextDecoder("utf-8").decode(bytes.subarray(3)) : new TextDecoder(fallback).decode(bytes);
}

/** RFC 4180 with a set of separators: quoted fields may hold separators, quotes ("") and line breaks. */
function split(text: string, separators: string[]): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = "";
  };
  const endRow = () => {
    endCell();
    rows.push(row);
    row = [];
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell === "") quoted = true;
    else if (separators.includes(c)) endCell();
    else if (c === "\r" && text[i + 1] === "\n") {
      endRow();
      i++;
    } else if (c === "\n") endRow();
    else cell += c;
  }
  if (cell !== "" || row.length > 0) endRow();
  return rows;
}

const formulasIn = (cells: string[][]) => cells.flat().filter((cell) => /^[=+\-@]/.test(cell));

export function openInExcel(bytes: Uint8Array, windowsLocale: keyof typeof WINDOWS_LIST_SEPARATOR): Opened {
  const cells = split(decode(bytes, "windows-1252"), [WINDOWS_LIST_SEPARATOR[windowsLocale]]);
  return { cells, formulas: formulasIn(cells) };
}

export function openInLibreOffice(bytes: Uint8Array, ticked: string[], systemCharset: "utf-8" | "windows-1252"): Opened {
  const cells = split(decode(bytes, systemCharset), ticked);
  return { cells, formulas: formulasIn(cells) };
}
