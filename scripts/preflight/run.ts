import {
  authSettingsFindings,
  localAddressFindings,
  redirectFindings,
  securityHeaderFindings,
  userCountFindings,
  type Finding,
} from "./checks";
import { discover, PAGES, readPage, type Page } from "./discover";
import type { Fetch } from "./http";

export type Options = { supabaseUrl?: string; publishableKey?: string };

/** Every check of a deployment seen from outside (docs/deploy.md §9). Never throws: problems are findings. */
export async function preflight(siteUrl: string, options: Options = {}, fetchImpl: Fetch = fetch): Promise<Finding[]> {
  let site: URL;
  try {
    site = new URL(siteUrl);
  } catch {
    return [{ check: "site", ok: false, message: `"${siteUrl}" is not an address: give the site's URL, e.g. https://portoboxcup.pt.` }];
  }
  const pages: Page[] = [];
  const findings: Finding[] = [];
  for (const path of PAGES) {
    const page = await readPage(fetchImpl, site, path);
    if (typeof page === "string") findings.push({ check: "site", ok: false, message: page });
    else if (page.status !== 200)
      findings.push({ check: "site", ok: false, message: `${new URL(path, site).href} answered ${page.status}, not the page.` });
    else pages.push(page);
  }
  if (findings.length) return findings;
  findings.push({ check: "site", ok: true, message: `${PAGES.map((p) => new URL(p, site).href).join(" and ")} answer 200.` });

  const found = await discover(fetchImpl, site, pages);
  const supabaseUrl = options.supabaseUrl ?? found.supabaseUrl;
  const key = options.publishableKey ?? found.publishableKey;
  if (!supabaseUrl || !key) {
    const missing = [!supabaseUrl && "the Supabase URL (--supabase-url)", !key && "the publishable key (--publishable-key)"]
      .filter(Boolean)
      .join(" and ");
    return [
      ...findings,
      { check: "supabase", ok: false, message: `The site's pages do not reveal ${missing}; pass it on the command line.` },
    ];
  }
  const target = { site, supabaseUrl: new URL(supabaseUrl), key };
  findings.push({
    check: "supabase",
    ok: true,
    message: `The site talks to ${target.supabaseUrl.origin} with the key ${key.slice(0, 20)}….`,
  });

  findings.push(...securityHeaderFindings(site, pages), ...localAddressFindings(target, pages));
  findings.push(...(await authSettingsFindings(fetchImpl, target)));
  findings.push(...(await userCountFindings(fetchImpl, target)));
  findings.push(...(await redirectFindings(fetchImpl, target)));
  return findings;
}
