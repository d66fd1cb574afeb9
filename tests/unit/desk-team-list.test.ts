import assert from "node:assert/strict";
import { registerHooks } from "node:module";
import { test } from "node:test";
import { renderToString } from "react-dom/server";
import type { DeskEntry, DeskTeam } from "../../lib/desk/model";
import type { BracketView } from "../../lib/desk/views";

// The list as the server renders it, in English with each message's key for its words: CSS Modules stand for their
// class names, and next-intl's request-scoped lookups answer with the key (the page's own text is not under test).
const stubs: Record<string, string> = {
  "next-intl/server":
    "export const getTranslations = async () => (key, values) => values ? `${key}(${Object.values(values).join()})` : key;",
  "@/i18n/locale": 'export const getLocale = async () => "en";',
};
registerHooks({
  resolve(specifier, context, next) {
    if (specifier in stubs) return { url: `stub:${specifier}`, shortCircuit: true };
    return next(specifier, context);
  },
  load(url, context, next) {
    if (url.startsWith("stub:")) return { format: "module", source: stubs[url.slice(5)], shortCircuit: true };
    if (url.endsWith(".css"))
      return { format: "module", source: "export default new Proxy({}, { get: (_, name) => name });", shortCircuit: true };
    return next(url, context);
  },
});
const { TeamList } = await import("../../components/desk/TeamList");

const team: DeskTeam = { id: "t1", name: "Clube Atlântico", country: "PT", email: "club@example.test" };
const entry = (id: string, status: DeskEntry["status"]): DeskEntry => ({
  id,
  teamId: team.id,
  firstName: "Ana",
  lastName: "Silva",
  sex: "F",
  birthDate: "2008-05-01",
  category: "junior",
  weightLabel: "-57 kg",
  weightOrder: 4,
  bracketId: "junior-women-57kg",
  recordBook: `PT-${id}`,
  club: team.name,
  nationality: "PT",
  status,
  waitingPosition: status === "waiting" ? 2 : null,
});

test("a team and its rows render each text as one node, with none of React's <!-- --> separators to build and hydrate", async () => {
  // /desk/teams lists 80 rows a page: `{a} · {b} · {c}` in a cell was five text nodes and four comments a row.
  const html = renderToString(await TeamList({ teams: [{ team, entries: [entry("1", "entered"), entry("2", "waiting")] }] }));
  assert.equal(html.match(/<tr>/g)?.length, 3);
  assert.match(html, /<td>junior\.name · documents\.sexes\.F · -57 kg<\/td>/);
  assert.match(html, /<span class="muted">PT · teams\.boxers\(2\)<\/span>/);
  assert.match(html, /club@example\.test<\/a> · <a /);
  assert.deepEqual(html.match(/<!--.*?-->/g) ?? [], []);
});

test("a bracket's card renders each text as one node too", async () => {
  // /desk/brackets lists 80 boxers a page in 15-30 cards: `{team} · {record book}` was two comments a row.
  const { BracketCard } = await import("../../components/desk/BracketCard");
  const [ana, rita] = [entry("1", "entered"), { ...entry("2", "waiting"), firstName: "Rita" }];
  const bracket: BracketView = {
    id: "junior-women-57kg",
    category: "junior",
    sex: "F",
    weightLabel: "-57 kg",
    entered: [ana],
    waiting: [rita],
  };
  const html = renderToString(
    await BracketCard({
      bracket,
      size: 8,
      shown: new Set(["1", "2"]),
      teams: new Map([[team.id, team]]),
      csvHref: "/desk/export/entries?bracket=junior-women-57kg",
      entryHref: (e) => `/desk/entries/${e.id}`,
    }),
  );
  assert.match(html, /<h3 id="bracket-junior-women-57kg">junior\.name · documents\.sexes\.F · -57 kg<\/h3>/);
  assert.match(html, /<p class="places">brackets\.places\(1,8\) · brackets\.waitingCount\(1\)<\/p>/);
  assert.match(html, /<span class="muted">Clube Atlântico · PT-1<\/span>/);
  assert.deepEqual(html.match(/<!--.*?-->/g) ?? [], []);
});
