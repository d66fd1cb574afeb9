import { writeFileSync } from "node:fs";
import { chromium } from "@playwright/test";
import { LOCAL_SUPABASE_URL } from "./lib/supabase/keys";
import { DEMO_ORGANISER } from "./local-supabase/seed";

import { signedInCookies, cookieHeader } from "./tests/support/session-cookies";

const OUT = "/work/wt/shots/i25";
const SITE = "http://localhost:3000";
const t0 = performance.now();
// seeded by bench:desk
console.log(`seeded in ${Math.round(performance.now() - t0)} ms`);
const jar = await signedInCookies(LOCAL_SUPABASE_URL, DEMO_ORGANISER.email, DEMO_ORGANISER.password);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
for (const width of [1280, 390]) {
  const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 } });
  await context.addCookies([...jar].map(([name, value]) => ({ name, value, url: SITE })));
  const page = await context.newPage();
  for (const prefix of ["", "/pt", "/esp"]) {
    for (const section of ["", "/brackets", "/teams", "/log", "/documents"]) {
      if (width === 390 && section === "/documents" && prefix !== "") continue;
      const started = performance.now();
      const response = await page.goto(`${SITE}${prefix}/desk${section}`);
      const ms = Math.round(performance.now() - started);
      const name = `${width}${prefix.replace("/", "-") || "-en"}-desk${section.replace("/", "-")}`;
      await page.screenshot({ path: `${OUT}/${name}.png`, fullPage: false });
      console.log(name, response?.status(), `${ms} ms`);
    }
  }
  await context.close();
}
const cookie = cookieHeader(jar);
for (const path of ["/desk/export/entries", "/pt/desk/export/entries", "/esp/desk/export/entries", "/pt/desk/documents/entries-check", "/desk/documents/weigh-in/quarterFinals", "/esp/desk/documents/weigh-in/semiFinals"]) {
  const started = performance.now();
  const res = await fetch(`${SITE}${path}`, { headers: { cookie } });
  const body = Buffer.from(await res.arrayBuffer());
  console.log(path, res.status, res.headers.get("content-type"), res.headers.get("cache-control"), `${body.length} bytes`, `${Math.round(performance.now() - started)} ms`);
  writeFileSync(`${OUT}/${path.replace(/\//g, "_")}.${path.includes("export") ? "csv" : "pdf"}`, body);
}
await browser.close();
