import assert from "node:assert/strict";
import { test } from "node:test";
import { createTranslator } from "next-intl";
import { requestConfig } from "../../i18n/request-config";
import { routing, type Locale } from "../../i18n/routing";

/**
 * Every ICU plural of every language, formatted at 0, 1 and 2 as the site formats it: with the locale and messages
 * i18n/request-config.ts gives next-intl. The rule is written here, not read from Intl: in British English, European
 * Portuguese and Spanish only 1 takes the singular ("0 atletas inscritos"), while Brazilian Portuguese, the rules of
 * the bare `pt`, also puts 0 in the singular ("0 atleta inscrito"). An explicit `=n` branch wins over both.
 */
const expectedBranch = (n: number, branches: readonly string[]) =>
  branches.includes(`=${n}`) ? `=${n}` : n === 1 && branches.includes("one") ? "one" : "other";

/** A translator called with keys and values chosen at run time. */
type Say = (key: string, values?: Record<string, string | number>) => string;
type Tree = { [key: string]: Tree } | string;
function flatten(tree: Tree, prefix = ""): [string, string][] {
  if (typeof tree === "string") return [[prefix, tree]];
  return Object.entries(tree).flatMap(([key, value]) => flatten(value, prefix ? `${prefix}.${key}` : key));
}

function closing(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === "{") depth++;
    else if (text[i] === "}" && --depth === 0) return i;
  }
  throw new Error(`unbalanced braces in: ${text}`);
}

type Argument = { name: string; type: string };

/**
 * The message with each plural branch replaced by a marker naming the plural and the branch (`⟦0:one⟧`), so the
 * formatted text says which branch was chosen; select branches are kept and marked inside. Also lists the arguments.
 */
function marked(message: string, args: Map<string, Argument>, plurals: string[][]): string {
  let out = "";
  let at = 0;
  for (let open = message.indexOf("{"); open !== -1; open = message.indexOf("{", at)) {
    const end = closing(message, open);
    out += message.slice(at, open);
    const [, name, type = "", options = ""] = /^\s*(\w+)\s*(?:,\s*(\w+)\s*(?:,([\s\S]*))?)?$/.exec(message.slice(open + 1, end))!;
    args.set(name, { name, type });
    if (type === "plural" || type === "select") {
      const branches: string[] = [];
      let rewritten = "";
      for (let i = 0; i < options.length;) {
        const key = /\s*(=?\w+)\s*\{/y;
        key.lastIndex = i;
        const match = key.exec(options);
        if (!match) break;
        const branchEnd = closing(options, key.lastIndex - 1);
        branches.push(match[1]);
        const body = type === "plural" ? `⟦${plurals.length}:${match[1]}⟧` : marked(options.slice(key.lastIndex, branchEnd), args, plurals);
        rewritten += ` ${match[1]} {${body}}`;
        i = branchEnd + 1;
      }
      if (type === "plural") plurals.push(branches);
      out += `{${name}, ${type},${rewritten}}`;
    } else out += message.slice(open, end + 1);
    at = end + 1;
  }
  return out + message.slice(at);
}

for (const locale of routing.locales) {
  test(`${locale}: every plural takes the singular for 1 only, formatted with the locale the site gives next-intl`, async () => {
    const config = await requestConfig(locale as Locale);
    const checked: string[] = [];
    for (const [key, message] of flatten(config.messages as Tree)) {
      if (!/,\s*plural\s*,/.test(message)) continue;
      const args = new Map<string, Argument>();
      const plurals: string[][] = [];
      const probe = marked(message, args, plurals);
      for (const n of [0, 1, 2]) {
        const values = Object.fromEntries(
          [...args.values()].map((a) => [a.name, a.type === "plural" ? n : a.type === "select" ? "other" : "x"]),
        );
        const t = createTranslator({
          locale: config.locale,
          messages: { probe },
          onError: (error) => assert.fail(`${key}: ${error.message}`),
        });
        const chosen = [...(t as unknown as Say)("probe", values).matchAll(/⟦(\d+):(=?\w+)⟧/g)].map(
          ([, index, branch]) => [Number(index), branch] as const,
        );
        const expected = chosen.map(([index]) => [index, expectedBranch(n, plurals[index])] as const);
        assert.ok(chosen.length > 0, `${key}: no plural branch chosen at ${n}`);
        assert.deepEqual(chosen, expected, `${key} at ${n}`);
      }
      checked.push(key);
    }
    assert.ok(checked.length >= 10, `only ${checked.length} plural messages found`);
  });
}

test("pt: the entries page counts 0 boxers in the plural (European Portuguese)", async () => {
  const config = await requestConfig("pt");
  const t = createTranslator({ locale: config.locale, messages: config.messages as never, namespace: "Entries.list" as never });
  const say = t as unknown as Say;
  assert.equal(say("summary", { entered: 0, waiting: 0 }), "0 atletas inscritos, nenhum em espera.");
  assert.equal(say("summary", { entered: 1, waiting: 2 }), "1 atleta inscrito, 2 em espera.");
});
