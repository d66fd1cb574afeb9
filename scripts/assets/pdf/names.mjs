// The names of the venue, the city, the categories and the awards come from the site's messages, one source
// per language, so the regulation PDFs can never call a place or a category something the site does not.
// The regulation sources write them as {venue}, {city}, {country}, {category.<key>} and {award.<key>}.
import { loadMessages } from "../lib/messages.mjs";

const PLACEHOLDER = /\{(venue|city|country|category\.\w+|award\.\w+)\}/g;

export async function loadNames(root, lang) {
  const m = await loadMessages(root, lang);
  const names = { venue: m.Places.venue, city: m.Places.city, country: m.Places.country };
  for (const [key, card] of Object.entries(m.Categories.cards)) names[`category.${key}`] = card.name;
  for (const [key, caption] of Object.entries(m.Gallery.captions)) names[`award.${key}`] = caption;
  return names;
}

/** `value` with every name placeholder in every string replaced; an unknown name is an error. */
export function fillNames(value, names) {
  if (typeof value === "string")
    return value.replace(PLACEHOLDER, (_, key) => {
      if (names[key] === undefined) throw new Error(`unknown name {${key}}`);
      return names[key];
    });
  if (Array.isArray(value)) return value.map((item) => fillNames(item, names));
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillNames(v, names)]));
  return value;
}
