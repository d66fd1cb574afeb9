import assert from "node:assert/strict";
import path from "node:path";
import { describe, it } from "node:test";
import * as fontkit from "fontkit";
import { forLayout } from "../../lib/pdf/bidi";

// What the page shows is fontkit's glyph order for the run pdfkit hands it: read it back as characters.
const font = fontkit.openSync(path.join("node_modules", "dejavu-fonts-ttf", "ttf", "DejaVuSans.ttf")) as fontkit.Font;
const visual = (text: string) =>
  text
    .split(/(?<= )/)
    .map((word) =>
      font
        .layout(word)
        .glyphs.map((g) => String.fromCodePoint(...g.codePoints))
        .join(""),
    )
    .join("");

describe("right-to-left names in the desk's PDFs", () => {
  it("prints a Hebrew or Arabic name in visual order, the first word on the right", () => {
    assert.equal(visual(forLayout("דוד לוי")), "יול\u00a0דוד");
    assert.equal(visual(forLayout("علي محمد")).replace(/\u00a0/, " "), "دمحم يلع");
  });

  it("without it the words would come out swapped", () => {
    assert.equal(visual("דוד לוי"), " דודיול");
  });

  it("leaves left-to-right and mixed text as it is", () => {
    for (const text of ["João Gonçalves", "Олег Шевченко", "Ana דוד"]) assert.equal(forLayout(text), text);
  });
});
