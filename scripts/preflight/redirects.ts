import type { Finding } from "./checks";
import { request, type Fetch } from "./http";

const PERMANENT = new Set([301, 308]);

/**
 * Where `from` ends, following at most three redirects and stopping at `want`; each redirect must be permanent
 * (a search engine moves its index only for those).
 */
async function follow(fetchImpl: Fetch, from: URL, want: URL): Promise<{ to: URL } | { problem: string }> {
  let at = from;
  for (let hop = 0; hop < 3; hop++) {
    if (hop > 0 && at.href === want.href) return { to: at };
    const answer = await request(fetchImpl, at.href, { method: "GET" });
    if (!answer.ok) return { problem: answer.reason };
    const { status } = answer.response;
    const location = answer.response.headers.get("location");
    if (status < 300 || status > 399 || !location)
      return hop === 0 ? { problem: `${at.href} answered ${status}, not a redirect.` } : { to: at };
    if (!PERMANENT.has(status)) return { problem: `${at.href} redirects with ${status}, a temporary redirect: use 301 or 308.` };
    at = new URL(location, at);
  }
  return { to: at };
}

/**
 * One canonical host over https (docs/deploy.md §11): http://<host>, https://www.<host> and http://www.<host>
 * all lead, path kept, to https://<host>.
 */
export async function redirectFindings(fetchImpl: Fetch, publicOrigin: URL): Promise<Finding[]> {
  const check = "redirects";
  const path = "/pt";
  const want = new URL(path, publicOrigin);
  const www = publicOrigin.hostname.startsWith("www.") ? null : `www.${publicOrigin.hostname}`;
  const starts = [`http://${publicOrigin.host}${path}`, ...(www ? [`https://${www}${path}`, `http://${www}${path}`] : [])];
  const problems: string[] = [];
  for (const start of starts) {
    const end = await follow(fetchImpl, new URL(start), want);
    if ("problem" in end) problems.push(`${start} should redirect to ${want.href}: ${end.problem}`);
    else if (end.to.href !== want.href) problems.push(`${start} leads to ${end.to.href}, not ${want.href}.`);
  }
  if (problems.length) return problems.map((message) => ({ check, ok: false, message: `${message} (docs/deploy.md §11)` }));
  return [{ check, ok: true, message: `${starts.join(", ")} redirect permanently to ${want.href}.` }];
}
