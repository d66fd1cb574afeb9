/**
 * Reads the commands, files and tables an operator's guide shows (docs/deploy.md, docs/operations.md), so that
 * the tests run exactly what the guide says rather than a copy of it that could drift.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..", "..");

export type Section = { number: string; title: string; text: string };

/** The `## N. Title` sections of docs/<file>, with their subsections inside. */
export function readSections(file: string): Section[] {
  const markdown = readFileSync(path.join(ROOT, "docs", file), "utf8");
  const parts = markdown.split(/^(?=## \d+\. )/m).slice(1);
  return parts.map((text) => {
    const [, number, title] = /^## (\d+)\. (.*)$/m.exec(text)!;
    return { number, title, text };
  });
}

export function section(sections: Section[], number: string): Section {
  const found = sections.find((s) => s.number === number);
  if (!found) throw new Error(`no section §${number}`);
  return found;
}

/** The fenced code blocks of a text in document order, with their language. */
export function codeBlocks(text: string): { lang: string; code: string }[] {
  return [...text.matchAll(/^( *)```(\w*)\n([\s\S]*?)^\1```$/gm)].map(([, indent, lang, code]) => ({
    lang,
    code: code
      .split("\n")
      .map((line) => line.slice(indent.length))
      .join("\n"),
  }));
}

/**
 * The commands of a shell block: one per line (a trailing `\` joins the next), without comments (`#` after a
 * space, outside quotes) or blank lines.
 */
export function shellCommands(code: string): string[] {
  const joined = code.replace(/\\\n\s*/g, " ");
  const commands: string[] = [];
  for (const line of joined.split("\n")) {
    let quote: string | null = null;
    let end = line.length;
    for (let i = 0; i < line.length; i++) {
      const c = line[i];
      if (quote) {
        if (c === quote) quote = null;
      } else if (c === "'" || c === '"') quote = c;
      else if (c === "#" && (i === 0 || /\s/.test(line[i - 1]))) {
        end = i;
        break;
      }
    }
    const command = line.slice(0, end).trim();
    if (command) commands.push(command);
  }
  return commands;
}

/** The body rows of the markdown tables in a text, each as its cells (trimmed), keyed by the header's names. */
export function tableRows(text: string): Record<string, string>[] {
  const rows: Record<string, string>[] = [];
  const cells = (line: string) =>
    line
      .trim()
      .replace(/^\||\|$/g, "")
      .split("|")
      .map((cell) => cell.trim());
  const lines = text.split("\n");
  for (let i = 0; i + 1 < lines.length; i++) {
    if (!lines[i].trim().startsWith("|") || !/^\s*\|[\s|:-]+\|\s*$/.test(lines[i + 1])) continue;
    const header = cells(lines[i]);
    for (let j = i + 2; j < lines.length && lines[j].trim().startsWith("|"); j++) {
      const row = cells(lines[j]);
      rows.push(Object.fromEntries(header.map((name, k) => [name, row[k] ?? ""])));
    }
  }
  return rows;
}

/** The `code spans` of a cell, in order. */
export const codeSpans = (cell: string): string[] => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]);
