import assert from "node:assert/strict";
import { registerHooks } from "node:module";
import { test } from "node:test";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

// CSS Modules are Next's to compile: here each class name stands for itself.
registerHooks({
  load(url, context, next) {
    if (url.endsWith(".css"))
      return { format: "module", source: "export default new Proxy({}, { get: (_, name) => name });", shortCircuit: true };
    return next(url, context);
  },
});
const { SubmitTeamAction } = await import("../../components/portal/SubmitTeamAction");

const labels = { externalButton: "Open the team entry form", newTab: "opens in a new tab" };
const entriesLink = createElement("a", { href: "/pt/dashboard/entries" }, "Inscrever os atletas");
const render = (externalForm: string | null) =>
  renderToStaticMarkup(createElement(SubmitTeamAction, { externalForm, labels }, entriesLink));

test("with no external form in the edition data, the submit-team block leads to the entries page", () => {
  assert.equal(render(null), '<a href="/pt/dashboard/entries">Inscrever os atletas</a>');
});

test("when the edition data names an external form, the block opens it in a new tab and says so", () => {
  const html = render("https://forms.example.org/teams");
  assert.match(html, /^<a class="button" href="https:\/\/forms\.example\.org\/teams" target="_blank" rel="noopener noreferrer">/);
  assert.match(html, /Open the team entry form<span class="visually-hidden"> \(opens in a new tab\)<\/span>/);
  assert.doesNotMatch(html, /dashboard\/entries/);
});
