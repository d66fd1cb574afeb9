import type { StoredMessage } from "./store";

const escape = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

function linksOf(message: StoredMessage): string[] {
  return [...message.HTML.matchAll(/href="([^"]+)"/g)].map((m) => m[1].replace(/&amp;|&#38;/g, "&"));
}

/** The inbox's small web page: newest first, each message's links clickable. */
export function inboxPage(messages: StoredMessage[]): string {
  const items = messages
    .map((m) => {
      const links = linksOf(m)
        .map((href) => `<li><a href="${escape(href)}">${escape(href)}</a></li>`)
        .join("");
      return `<article><h2>${escape(m.Subject)}</h2><p>To ${escape(m.To[0]?.Address ?? "")} · ${escape(
        new Date(m.Created).toLocaleString("en-GB"),
      )}</p><ul>${links}</ul><details><summary>Message</summary><pre>${escape(m.Text)}</pre></details></article>`;
    })
    .join("\n");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local inbox</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#111}
article{border:1px solid #ccc;border-radius:.5rem;padding:1rem;margin:1rem 0}h2{margin:0;font-size:1.1rem}
a{color:#0645ad;word-break:break-all}p{color:#555;margin:.25rem 0}</style></head>
<body><h1>Local inbox</h1><p>E-mail sent by the local backend is caught here; nothing leaves this machine.
<a href="/">Refresh</a></p>${items || "<p>No messages yet.</p>"}</body></html>`;
}

export function printableLinks(message: StoredMessage): string[] {
  return linksOf(message);
}
