import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/** A PDF's text as pdftotext (poppler-utils) reads it, white space folded: what a reader copies out of it. */
export function pdfText(bytes: Buffer): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "pbc-pdf-"));
  try {
    writeFileSync(path.join(dir, "doc.pdf"), bytes);
    return execFileSync("pdftotext", [path.join(dir, "doc.pdf"), "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
