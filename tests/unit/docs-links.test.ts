import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";

// The repository explains itself: comments and docs cite docs/<file> §N, never documents a clone lacks.
const root = new URL("../..", import.meta.url).pathname;
const BINARY = /\.(png|jpe?g|avif|webp|gif|ico|pdf|woff2?|ttf)$/i;

const trackedTextFiles = execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8" })
  .split("\0")
  .filter((file) => file && !BINARY.test(file) && file !== "package-lock.json" && existsSync(join(root, file)));

const read = (file: string) => readFileSync(join(root, file), "utf8");

// This file names the forbidden citations, so it is the one file not scanned for them.
const SELF = "tests/unit/docs-links.test.ts";
const FORBIDDEN: { label: string; pattern: RegExp }[] = [
  // The steering folder beside the clone, spelled so this file does not cite it itself.
  { label: "the folder outside the clone", pattern: new RegExp(["\\.\\.", "sha" + "red"].join("/")) },
  { label: "SPEC §", pattern: /SPEC\s*§/ },
  { label: "DESIGN.md", pattern: /DESIGN\.md/ },
  { label: "protocol reference", pattern: /protocol reference/i },
  { label: "toolchain.md outside docs/", pattern: /(?<!docs\/)toolchain\.md/ },
];

/** Every `docs/<file> §N` in a text, with lists such as `§5.2, §5.3` or `§3 and §9` after one file name. */
function citations(text: string): { file: string; section: string }[] {
  const found: { file: string; section: string }[] = [];
  const cite = /docs\/([\w-]+\.md)((?:(?:\s*(?:,|and|\/)\s*|\s+)§\d+[a-z]?(?:\.\d+)*)+)/g;
  for (const match of text.matchAll(cite)) {
    for (const section of match[2].matchAll(/§(\d+[a-z]?(?:\.\d+)*)/g)) found.push({ file: match[1], section: section[1] });
  }
  return found;
}

/** Section numbers of a markdown file: headings that start with `1.`, `5.2`, `2b` … */
function sections(markdown: string): Set<string> {
  const numbers = new Set<string>();
  for (const line of markdown.split("\n")) {
    const heading = /^#{1,6}\s+§?(\d+[a-z]?(?:\.\d+)*)[.\s]/.exec(line);
    if (heading) numbers.add(heading[1]);
  }
  return numbers;
}

test("no tracked file cites a document outside the repository", () => {
  const offenders = trackedTextFiles
    .filter((file) => file !== SELF)
    .flatMap((file) =>
      read(file)
        .split("\n")
        .flatMap((line, i) => FORBIDDEN.filter(({ pattern }) => pattern.test(line)).map(({ label }) => `${file}:${i + 1} cites ${label}`)),
    );
  assert.deepEqual(offenders, []);
});

test("every docs/<file> §N citation names a file and a section that exist", () => {
  const broken: string[] = [];
  for (const file of trackedTextFiles) {
    for (const { file: doc, section } of citations(read(file))) {
      const path = join(root, "docs", doc);
      if (!existsSync(path)) broken.push(`${file}: docs/${doc} does not exist`);
      else if (!sections(read(join("docs", doc))).has(section)) broken.push(`${file}: docs/${doc} has no §${section}`);
    }
  }
  assert.deepEqual(broken, []);
});

test("citations and section numbers are read as written", () => {
  assert.deepEqual(citations("see docs/backend-protocol.md §5.2, §5.3, §5.5 PKCE and docs/product.md §3 and §9"), [
    { file: "backend-protocol.md", section: "5.2" },
    { file: "backend-protocol.md", section: "5.3" },
    { file: "backend-protocol.md", section: "5.5" },
    { file: "product.md", section: "3" },
    { file: "product.md", section: "9" },
  ]);
  assert.deepEqual([...sections("# Title\n## 2b. next-intl\n### 5.2 Sign-in\n## 13. Local\nnot 7. a heading")], ["2b", "5.2", "13"]);
});
