// The site's languages as the pictures and PDFs name them (the regulation's codes en, pt, es), with the messages
// file each one's words come from and its Intl tag: the site's own (i18n/routing.ts), so a picture formats a date
// or a price as the page around it does.
import { readFile } from "node:fs/promises";
import path from "node:path";

export const LANGUAGES = {
  en: { messages: "en.json", intl: "en-GB" },
  pt: { messages: "pt.json", intl: "pt-PT" },
  es: { messages: "esp.json", intl: "es-ES" },
};

export async function loadMessages(root, lang) {
  const language = LANGUAGES[lang];
  if (!language) throw new Error(`no messages for language "${lang}"`);
  return JSON.parse(await readFile(path.join(root, "messages", language.messages), "utf8"));
}
