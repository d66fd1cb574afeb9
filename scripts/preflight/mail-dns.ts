import type { Finding } from "./checks";

/** The two look-ups the check needs (node:dns/promises in `npm run preflight`, a table in the tests). */
export type MailResolver = {
  resolveMx(host: string): Promise<{ exchange: string; priority: number }[]>;
  resolveTxt(host: string): Promise<string[][]>;
};

/** The DKIM selector each SMTP provider publishes its key under, for the providers docs/deploy.md names. */
const DKIM_SELECTORS: Record<string, string> = { "smtp.resend.com": "resend" };

const domainOf = (address: string) => address.slice(address.lastIndexOf("@") + 1).toLowerCase();

async function txt(resolver: MailResolver, host: string): Promise<string[]> {
  try {
    return (await resolver.resolveTxt(host)).map((chunks) => chunks.join(""));
  } catch {
    return [];
  }
}

export type MailSetup = {
  /** The addresses the site shows visitors (they must receive mail). */
  shown: readonly string[];
  /** config.toml's [auth.email.smtp]: who GoTrue sends as, and through which host. */
  sender: string;
  smtpHost: string;
};

/**
 * Mail to the addresses the site shows must be delivered (an MX record per domain), and mail the project
 * sends must pass SPF, DKIM and DMARC, or reset mails land in spam or are refused (docs/deploy.md §11).
 */
export async function mailDnsFindings(resolver: MailResolver, setup: MailSetup): Promise<Finding[]> {
  const check = "mail DNS";
  const problems: string[] = [];
  for (const domain of new Set(setup.shown.map(domainOf))) {
    const mx = await resolver.resolveMx(domain).catch(() => []);
    if (mx.length === 0) {
      const addresses = setup.shown.filter((a) => domainOf(a) === domain).join(", ");
      problems.push(
        `${domain} has no MX record, so mail to ${addresses} is refused: add the mailbox provider's MX records, or a forwarding service's.`,
      );
    }
  }
  const sending = domainOf(setup.sender);
  if (!(await txt(resolver, sending)).some((record) => /^v=spf1\s/i.test(record)))
    problems.push(`${sending} (the sender ${setup.sender}) has no SPF record (TXT "v=spf1 …"): add the one the SMTP provider gives.`);
  const selector = DKIM_SELECTORS[setup.smtpHost];
  if (selector && !(await txt(resolver, `${selector}._domainkey.${sending}`)).some((record) => /p=/.test(record)))
    problems.push(`${selector}._domainkey.${sending} has no DKIM key: add the TXT record the SMTP provider gives.`);
  const dmarcHosts = [...new Set([`_dmarc.${sending}`, `_dmarc.${sending.split(".").slice(-2).join(".")}`])];
  const dmarc = (await Promise.all(dmarcHosts.map((host) => txt(resolver, host)))).flat();
  if (!dmarc.some((record) => /^v=DMARC1/i.test(record)))
    problems.push(
      `No DMARC policy at ${dmarcHosts.join(" or ")}: add a TXT record "v=DMARC1; p=quarantine; rua=mailto:<an address you read>".`,
    );
  if (problems.length) return problems.map((message) => ({ check, ok: false, message: `${message} (docs/deploy.md §11)` }));
  const dkim = selector ? ", DKIM" : " (DKIM not checked: no known selector for this provider)";
  return [{ check, ok: true, message: `The shown addresses have MX records; ${sending} has SPF${dkim} and a DMARC policy.` }];
}
