import { routing } from "../../i18n/routing";
import { calendarPath } from "../../lib/calendar/path";
import type { Finding } from "./checks";
import type { Page } from "./discover";
import { isLoopback, request, type Fetch } from "./http";

/** One absolute URL the site publishes, and where: these are the ones crawlers, social networks and calendars keep. */
export type PublishedUrl = { where: string; url: string };

const decode = (text: string) => text.replace(/&amp;/g, "&");

/** Canonical, hreflang alternates and the Open Graph URL and picture of each page read. */
function pageUrls(page: Page): PublishedUrl[] {
  const found: PublishedUrl[] = [];
  for (const [tag] of page.html.matchAll(/<(?:link|meta)\b[^>]*>/g)) {
    const attr = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
    const rel = attr("rel");
    const property = attr("property");
    if (rel === "canonical" || rel === "alternate") {
      const href = attr("href");
      if (href && /^https?:/.test(href)) found.push({ where: `${page.path} <link rel="${rel}">`, url: decode(href) });
    } else if (property === "og:url" || property === "og:image") {
      const content = attr("content");
      if (content) found.push({ where: `${page.path} ${property}`, url: decode(content) });
    }
  }
  return found;
}

/** Every absolute URL of the pages read, the sitemap, robots.txt and the English calendar. */
export async function publishedUrls(fetchImpl: Fetch, site: URL, pages: Page[]): Promise<{ urls: PublishedUrl[]; problems: string[] }> {
  const urls = pages.flatMap(pageUrls);
  const problems: string[] = [];
  const read = async (path: string) => {
    const answer = await request(fetchImpl, new URL(path, site).href);
    if (!answer.ok) problems.push(answer.reason);
    else if (answer.response.status !== 200) problems.push(`${path} answered ${answer.response.status}.`);
    else return answer.body;
    return "";
  };
  const sitemap = await read("/sitemap.xml");
  for (const [, loc] of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) urls.push({ where: "/sitemap.xml <loc>", url: decode(loc) });
  for (const [, href] of sitemap.matchAll(/<xhtml:link[^>]*href="([^"]+)"/g))
    urls.push({ where: "/sitemap.xml hreflang", url: decode(href) });
  const robots = await read("/robots.txt");
  for (const [, url] of robots.matchAll(/^Sitemap:\s*(\S+)/gm)) urls.push({ where: "/robots.txt Sitemap", url });
  const ics = calendarPath(routing.defaultLocale);
  const calendar = await read(ics);
  for (const [, url] of calendar.matchAll(/^URL:(\S+)\r?$/gm)) urls.push({ where: `${ics} URL`, url });
  if (!sitemap.includes("<loc>")) problems.push("/sitemap.xml lists no page.");
  return { urls, problems };
}

/**
 * The URLs the build wrote (NEXT_PUBLIC_SITE_URL) must all be on the site's public origin. `expected` is that
 * origin when preflight knows it; reached through this machine's loopback address without `--public-url`,
 * it does not, and then every URL must at least be one https origin that is not this machine.
 */
export function siteUrlFindings(expected: URL | null, found: { urls: PublishedUrl[]; problems: string[] }): Finding[] {
  const check = "site URL";
  const fix = (origin: string) => `build with NEXT_PUBLIC_SITE_URL=${origin} (docs/deploy.md §7).`;
  const problems = [...found.problems];
  const origins = new Set<string>();
  for (const { where, url } of found.urls) {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      problems.push(`${where} is "${url}", not an address.`);
      continue;
    }
    origins.add(parsed.origin);
    if (expected && parsed.origin !== expected.origin)
      problems.push(`${where} is ${url}, not on ${expected.origin}: ${fix(expected.origin)}`);
    if (!expected && (isLoopback(parsed) || parsed.protocol !== "https:"))
      problems.push(`${where} is ${url}: the build has no public https site URL; ${fix("https://portoboxcup.pt")}`);
  }
  if (!expected && origins.size > 1) problems.push(`The site names ${[...origins].join(" and ")}: one origin expected.`);
  if (problems.length) return [...new Set(problems)].map((message) => ({ check, ok: false, message }));
  const origin = expected?.origin ?? [...origins][0];
  const note = expected ? "" : ` Run with --public-url ${origin} to check that it is the right one.`;
  return [
    {
      check,
      ok: true,
      message: `The ${found.urls.length} URLs of the canonical links, Open Graph, sitemap, robots.txt and calendar are on ${origin}.${note}`,
    },
  ];
}
