import { readFileSync } from "node:fs";
import { parse } from "smol-toml";
import { edition } from "../../lib/content/edition";
import { contactEmail } from "../../lib/content/contact";
import {
  authSettingsFindings,
  localAddressFindings,
  redirectFindings as resetRedirectFindings,
  securityHeaderFindings,
  userCountFindings,
  type Finding,
  type Target,
} from "./checks";
import { discover, PAGES, readPage, type Page } from "./discover";
import { isLoopback, type Fetch } from "./http";
import { mailDnsFindings, type MailResolver } from "./mail-dns";
import { placeholderFindings } from "./placeholders";
import { redirectFindings } from "./redirects";
import { publishedUrls, siteUrlFindings } from "./site-url";

export type Options = {
  /** The origin the site should publish, when preflight reaches it at another address (its host, before DNS). */
  publicUrl?: string;
  supabaseUrl?: string;
  publishableKey?: string;
};

/** The network preflight talks through: HTTP, and the DNS look-ups of the mail check. */
export type Network = { fetch: Fetch; resolver: MailResolver };

/** Who the project's mail comes from (config.toml's [auth.email.smtp]), for the mail DNS check. */
function smtpSender(): { sender: string; smtpHost: string } {
  const config = parse(readFileSync(new URL("../../supabase/config.toml", import.meta.url), "utf8")) as {
    auth?: { email?: { smtp?: { admin_email?: string; host?: string } } };
  };
  const smtp = config.auth?.email?.smtp ?? {};
  return { sender: smtp.admin_email ?? "", smtpHost: smtp.host ?? "" };
}

const fail = (check: string, message: string): Finding => ({ check, ok: false, message });
const pass = (check: string, message: string): Finding => ({ check, ok: true, message });
const short = (key: string) => `${key.slice(0, 20)}…`;

/** Every check of a deployment seen from outside (docs/deploy.md §9). Never throws: problems are findings. */
export async function preflight(siteUrl: string, options: Options, network: Network): Promise<Finding[]> {
  let site: URL;
  let declared: URL | null = null;
  try {
    site = new URL(siteUrl);
    if (options.publicUrl) declared = new URL(options.publicUrl);
  } catch {
    return [fail("site", `"${siteUrl}" or --public-url is not an address: give the site's URL, e.g. https://portoboxcup.pt.`)];
  }
  const pages: Page[] = [];
  const findings: Finding[] = [];
  for (const path of PAGES) {
    const page = await readPage(network.fetch, site, path);
    if (typeof page === "string") findings.push(fail("site", page));
    else if (page.status !== 200) findings.push(fail("site", `${new URL(path, site).href} answered ${page.status}, not the page.`));
    else pages.push(page);
  }
  if (findings.length) return findings;
  findings.push(pass("site", `${PAGES.map((p) => new URL(p, site).href).join(" and ")} answer 200.`));

  // What the site's own pages say, cross-checked with what the operator says they should say.
  const found = await discover(network.fetch, site, pages);
  const supabaseUrl = found.supabaseUrl ?? options.supabaseUrl;
  const key = found.publishableKey ?? options.publishableKey;
  if (!supabaseUrl || !key) {
    const missing = [!supabaseUrl && "the Supabase URL (--supabase-url)", !key && "the publishable key (--publishable-key)"]
      .filter(Boolean)
      .join(" and ");
    return [...findings, fail("supabase", `The site's pages do not reveal ${missing}; pass it on the command line.`)];
  }
  const mismatches = [
    options.supabaseUrl &&
      found.supabaseUrl &&
      new URL(options.supabaseUrl).origin !== new URL(found.supabaseUrl).origin &&
      `The site talks to ${found.supabaseUrl}, not to ${options.supabaseUrl}: it was built with another NEXT_PUBLIC_SUPABASE_URL.`,
    options.publishableKey &&
      found.publishableKey &&
      options.publishableKey !== found.publishableKey &&
      `The site's pages carry the key ${short(found.publishableKey)}, not ${short(options.publishableKey)}: it was built with another NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY (the checks below use the site's).`,
  ].filter((m): m is string => Boolean(m));
  findings.push(
    ...(mismatches.length
      ? mismatches.map((m) => fail("supabase", m))
      : [pass("supabase", `The site talks to ${new URL(supabaseUrl).origin} with the key ${short(key)}.`)]),
  );

  const supabase = new URL(supabaseUrl);
  const staging = isLoopback(site) && isLoopback(supabase);
  // The origin the build should publish: given, or the site's own address unless that is this machine's
  // loopback while the build is for a hosted project (a production build checked on its host).
  const expected = declared ?? (staging || !isLoopback(site) ? site : null);
  const urls = await publishedUrls(network.fetch, site, pages);
  const canonical = urls.urls.find((u) => u.where.includes("canonical"))?.url;
  const publicOrigin = expected ?? (canonical && !isLoopback(new URL(canonical)) ? new URL(new URL(canonical).origin) : site);
  const target: Target = { site, publicOrigin, supabaseUrl: supabase, key, staging };

  findings.push(...securityHeaderFindings(publicOrigin, pages), ...localAddressFindings(target, pages), ...siteUrlFindings(expected, urls));
  const reachedAtPublicAddress = site.origin === publicOrigin.origin;
  if (staging || isLoopback(publicOrigin) || publicOrigin.protocol !== "https:")
    findings.push(pass("redirects", `Not checked for ${publicOrigin.origin}: http→https and www→apex are for the public https site.`));
  else if (!reachedAtPublicAddress)
    findings.push(
      pass(
        "redirects",
        `Not checked: the site was reached at ${site.origin}; run preflight against ${publicOrigin.origin} once DNS points at it.`,
      ),
    );
  else findings.push(...(await redirectFindings(network.fetch, publicOrigin)));
  findings.push(...(await authSettingsFindings(network.fetch, target)));
  findings.push(...(await userCountFindings(network.fetch, target)));
  findings.push(...(await resetRedirectFindings(network.fetch, target)));
  if (staging) findings.push(pass("mail DNS", "Not checked for a local staging: the addresses are the production ones."));
  else {
    const shown = [contactEmail, edition.contacts.registrationEmail, edition.contacts.logisticsEmail];
    findings.push(...(await mailDnsFindings(network.resolver, { shown, ...smtpSender() })));
  }
  findings.push(...placeholderFindings());
  return findings;
}
