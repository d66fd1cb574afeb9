import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { renderGoTemplate } from "../../local-supabase/auth/go-template";

/** Expected outputs are what Go's html/template prints for the same template and data. */
describe("Go html/template subset used by supabase/templates", () => {
  it("escapes values in HTML text as htmlEscaper does", () => {
    assert.equal(renderGoTemplate("<p>{{ .Email }}</p>", { Email: `a<b>&"'+` }), "<p>a&lt;b&gt;&amp;&#34;&#39;&#43;</p>");
  });

  it("filters a URL attribute's scheme and normalises it; a later query value is fully escaped", () => {
    const tpl = '<a href="{{ .RedirectTo }}?token_hash={{ .TokenHash }}&type=recovery">x</a>';
    assert.equal(
      renderGoTemplate(tpl, { RedirectTo: "javascript:alert(1)", TokenHash: "ab" }),
      '<a href="#ZgotmplZ?token_hash=ab&type=recovery">x</a>',
    );
    assert.equal(
      renderGoTemplate(tpl, { RedirectTo: "http://localhost:3000/pt/reset o'", TokenHash: "a&b c" }),
      '<a href="http://localhost:3000/pt/reset%20o%27?token_hash=a%26b%20c&type=recovery">x</a>',
    );
  });

  it("chooses if / else if / else by eq on .Data, a missing key being unequal", () => {
    const tpl = '{{ if eq .Data.locale "pt" }}Olá{{ else if eq .Data.locale "es" }}Hola{{ else }}Hello{{ end }}';
    assert.equal(renderGoTemplate(tpl, { Data: { locale: "pt" } }), "Olá");
    assert.equal(renderGoTemplate(tpl, { Data: { locale: "es" } }), "Hola");
    assert.equal(renderGoTemplate(tpl, { Data: {} }), "Hello");
    assert.equal(renderGoTemplate("{{ if .Data.team_name }}{{ .Data.team_name }}{{ end }}", { Data: { team_name: "Porto" } }), "Porto");
  });

  it("refuses what it does not implement instead of sending a different mail", () => {
    assert.throws(() => renderGoTemplate("{{ .Email | upper }}", {}), /unsupported template expression/);
    assert.throws(() => renderGoTemplate("{{ if .X }}open", {}), /without \{\{ end \}\}/);
  });
});
