/**
 * One run of the sender: claim a batch (a lease on each mail), read what each says, send each through the provider
 * with the mail's id as its idempotency key and Message-ID, and report every attempt. A mail that fails is reported
 * and the batch goes on, so one bouncing address blocks nobody else's; a sender killed mid-batch leaves its unreported
 * mails leased, and the next run after the lease sends them again under the same id, which the provider delivers once.
 */
import { compose, type Mail, type Outgoing } from "./compose.ts";

export type Claim = { maxMails: number; leaseSeconds: number; settleSeconds: number };

/** The database, through its table endpoints (./rest-store.ts). */
export interface Store {
  claim(claim: Claim): Promise<string[]>;
  outgoing(ids: string[]): Promise<Outgoing[]>;
  report(mailId: string, error: string | null): Promise<void>;
}

/** Hands one mail to the provider; throws why it was refused. */
export type Deliver = (mail: Mail) => Promise<void>;

export type SenderConfig = Claim & {
  site: string;
  from: { address: string; domain: string };
  /** The provider's rate (mails a second): the sender never starts two sends closer than this allows. */
  perSecond: number;
};

export type RunResult = { claimed: number; sent: number; failed: number };

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function sendBatch(store: Store, deliver: Deliver, config: SenderConfig): Promise<RunResult> {
  const ids = await store.claim(config);
  if (ids.length === 0) return { claimed: 0, sent: 0, failed: 0 };
  const mails = await store.outgoing(ids);
  const spacing = 1000 / config.perSecond;
  let sent = 0;
  let failed = 0;
  let last = 0;
  for (const outgoing of mails) {
    const wait = last + spacing - Date.now();
    if (wait > 0) await pause(wait);
    last = Date.now();
    let error: string | null = null;
    try {
      await deliver(compose(outgoing, config.site, config.from));
    } catch (e) {
      error = (e instanceof Error ? e.message : String(e)).slice(0, 500) || "unknown error";
    }
    await store.report(outgoing.id, error);
    if (error) failed++;
    else sent++;
  }
  return { claimed: ids.length, sent, failed };
}
