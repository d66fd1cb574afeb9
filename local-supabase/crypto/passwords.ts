import { Worker } from "node:worker_threads";
import { createRequire } from "node:module";
import { availableParallelism } from "node:os";

/** GoTrue's bcrypt cost, the default. */
export const GOTRUE_COST = 10;
/**
 * bcrypt's lowest cost, which test backends use (LOCAL_SUPABASE_PASSWORD_COST=4), as GoTrue's own tests do
 * (`crypto.PasswordHashCost = crypto.QuickHashCost`): a hash costs ~1 ms instead of ~80 ms of pure JS, and the
 * test suite hashes or checks a password thousands of times (docs/decisions.md D109).
 */
export const QUICK_COST = 4;

/**
 * A bcrypt hash at cost 10 that no password matches in practice. An unknown e-mail, or a user without a
 * password, is compared against a hash of the backend's own cost, so a failed login takes as long whether or
 * not the address is registered: the answer time must not tell an attacker which teams exist.
 */
const DUMMY_HASH = "$2b$10$aYlpMvwFNB.KyG2IGbtQf.1rJm6N2VPXtEs3KGo7ruMsn86zCl302";

const BCRYPT_PATH = createRequire(import.meta.url).resolve("bcryptjs");

// bcrypt is deliberately slow (~80 ms per hash in pure JS) and PGlite already occupies the main thread, so
// hashing runs on worker threads; otherwise 200 concurrent sign-ups would queue behind each other here.
const WORKER_SOURCE = `
const { parentPort } = require("node:worker_threads");
const bcrypt = require(${JSON.stringify(BCRYPT_PATH)});
parentPort.on("message", ({ id, op, password, hash, cost }) => {
  try {
    const result = op === "hash" ? bcrypt.hashSync(password, cost) : bcrypt.compareSync(password, hash);
    parentPort.postMessage({ id, result });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error) });
  }
});`;

type Pending = { resolve: (value: string | boolean) => void; reject: (error: Error) => void };

export class PasswordHasher {
  private readonly workers: Worker[];
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;
  private readonly dummyHash: Promise<string>;

  constructor(
    readonly cost = GOTRUE_COST,
    size = Math.max(1, Math.min(4, availableParallelism())),
  ) {
    if (!Number.isInteger(cost) || cost < QUICK_COST || cost > 31)
      throw new Error(`bcrypt's cost must be an integer from 4 to 31, got ${cost}`);
    this.workers = Array.from({ length: size }, () => {
      const worker = new Worker(WORKER_SOURCE, { eval: true });
      worker.on("message", (msg: { id: number; result?: string | boolean; error?: string }) => {
        const job = this.pending.get(msg.id);
        if (!job) return;
        this.pending.delete(msg.id);
        if (msg.error !== undefined) job.reject(new Error(msg.error));
        else job.resolve(msg.result as string | boolean);
      });
      worker.unref();
      return worker;
    });
    this.dummyHash = cost === GOTRUE_COST ? Promise.resolve(DUMMY_HASH) : this.hash(crypto.randomUUID());
  }

  private run(payload: Record<string, unknown>): Promise<string | boolean> {
    const id = this.nextId++;
    const worker = this.workers[id % this.workers.length];
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, ...payload });
    });
  }

  async hash(password: string): Promise<string> {
    return (await this.run({ op: "hash", password, cost: this.cost })) as string;
  }

  /** False for a missing hash too, after the same bcrypt work as a real comparison. */
  async verify(password: string, hash: string | null): Promise<boolean> {
    const matched = (await this.run({ op: "compare", password, hash: hash || (await this.dummyHash) })) === true;
    return matched && !!hash;
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.terminate()));
  }
}
