/**
 * The notifications' mails are written by an Edge Function deployed on its own (supabase/functions/send-notifications),
 * so its words and addresses are its own copies: held here to the site's. Each bracket's link is the site's public
 * page of that bracket; the three languages say the same things, with the site's category names.
 */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { categories } from "../../lib/content/categories";
import { allBrackets, bracketSlug } from "../../lib/cup/bracket-slug";
import { edition } from "../../lib/content/edition";
import { COPY, TIME_ZONE } from "../../supabase/functions/send-notifications/copy";
import { bracketSlug as mailSlug, PREFIX } from "../../supabase/functions/send-notifications/links";
import { localePrefix } from "../../i18n/routing";
import en from "../../messages/en.json";
import pt from "../../messages/pt.json";
import esp from "../../messages/esp.json";

describe("the notifications' mails", () => {
  it("link each bracket to the site's page of it, under each language's prefix", () => {
    for (const b of allBrackets()) assert.equal(mailSlug(b.category, b.sex, b.code), bracketSlug(b));
    assert.deepEqual(PREFIX, localePrefix);
    assert.equal(TIME_ZONE, edition.timeZone, "a bout's estimated time, at the venue");
  });

  it("say the same things in the three languages, with the site's category names", () => {
    const keys = (copy: object) => Object.keys(copy).sort();
    assert.deepEqual(keys(COPY.pt), keys(COPY.en));
    assert.deepEqual(keys(COPY.es), keys(COPY.en));
    for (const [locale, messages] of [
      ["en", en],
      ["pt", pt],
      ["es", esp],
    ] as const)
      for (const c of categories)
        assert.equal(
          COPY[locale].categories[c.key],
          (messages.Categories.cards as Record<string, { name: string }>)[c.key].name,
          `${locale} ${c.key}`,
        );
  });
});
