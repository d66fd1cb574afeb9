import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { countryIn, countryLabel } from "../../lib/content/country-name";

// The database keeps the English names of the fixed list; pages and documents name them in their language.
describe("a stored country in the reader's language", () => {
  it("keeps the stored English name in English, where Intl's differs (Czechia)", () => {
    assert.equal(countryIn("en-GB", "Czech Republic"), "Czech Republic");
    assert.equal(countryLabel("Czech Republic", "en"), "Czech Republic");
  });

  it("names a country in Portuguese and Spanish from its ISO code", () => {
    assert.equal(countryIn("pt-PT", "Greece"), "Grécia");
    assert.equal(countryIn("es-ES", "Germany"), "Alemania");
    assert.equal(countryLabel("Spain", "pt"), "Espanha");
  });

  it("shows a name outside the list as stored", () => {
    assert.equal(countryIn("pt-PT", "Atlantis"), "Atlantis");
  });
});
