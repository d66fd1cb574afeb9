/**
 * A simulated open page that follows the live contract of docs/decisions.md D91 exactly, for the propagation benchmark
 * (scripts/bench/live.ts) and the reliability tests (tests/reliability/live-*.test.ts): it asks `/live` every
 * `intervalMs` with the ETag of the last document it read, and when its scope's version is higher than what its page
 * shows, it fetches the page again. When the version source fails (a 503, a refused connection) it waits twice as long
 * each time, up to `maxBackoffMs`, and goes back to its interval at the first answer. Plain fetches: no browser.
 */
import type { VersionDocument } from "../../lib/live/version-document";

export type ViewerOptions = {
  /** The document's address (`http://localhost:3000/live`). */
  url: string;
  /** The version of the page's scope in a document: the edition, a day or a bracket. */
  scopeOf: (document: VersionDocument) => number;
  intervalMs: number;
  /** When the first poll goes out, so that a crowd spreads over the interval as real pages do. */
  offsetMs: number;
  maxBackoffMs: number;
  /**
   * Fetches the page again because `wanted` is newer than what it shows; resolves with the version the fetched page
   * really shows (lower than `wanted` when the page was still an older rendering: the viewer then fetches it again at
   * its next poll).
   */
  refetch: (wanted: number) => Promise<number>;
  /** The page's version when it opened. */
  shown?: number;
};

export type ViewerStats = {
  polls: number;
  notModified: number;
  fresh: number;
  failures: number;
  /** Failures whose answer carried a Cache-Control other than `no-store` (a 503 a cache could keep). */
  cacheableFailures: number;
  refetches: number;
  /** Page fetches that did not show the version the document promised yet. */
  staleRefetches: number;
  /** The longest wait between two polls, in ms (the back-off at work while the source is down). */
  longestWaitMs: number;
  /** Each poll's time to answer, in ms. */
  pollMs: number[];
  /** Bytes of the answers' status lines, headers and bodies, as received. */
  bytes: number;
};

export class LiveViewer {
  /** The newest version of the scope the documents have said. */
  latest = 0;
  /** The version the page shows. */
  shown: number;
  /** Every edition version the documents gave, in the order they came (a document never goes back: D90). */
  readonly editionVersions: number[] = [];
  readonly stats: ViewerStats = {
    polls: 0,
    notModified: 0,
    fresh: 0,
    failures: 0,
    cacheableFailures: 0,
    refetches: 0,
    staleRefetches: 0,
    longestWaitMs: 0,
    pollMs: [],
    bytes: 0,
  };
  private etag: string | null = null;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  private failuresInARow = 0;
  private running: Promise<void> = Promise.resolve();

  constructor(private readonly options: ViewerOptions) {
    this.shown = options.shown ?? 0;
  }

  start(): void {
    this.schedule(this.options.offsetMs);
  }

  /** Stops polling, waiting for a poll under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  private schedule(waitMs: number): void {
    if (this.stopped) return;
    this.stats.longestWaitMs = Math.max(this.stats.longestWaitMs, waitMs);
    this.timer = setTimeout(() => {
      this.running = this.poll().then((next) => this.schedule(next));
    }, waitMs);
  }

  /** One poll (and the page's fetch it calls for); resolves with the wait before the next. */
  async poll(): Promise<number> {
    const { url, intervalMs } = this.options;
    this.stats.polls++;
    const started = performance.now();
    try {
      const response = await fetch(url, { headers: this.etag ? { "If-None-Match": this.etag } : {}, signal: AbortSignal.timeout(10_000) });
      const body = await response.text();
      this.stats.pollMs.push(performance.now() - started);
      this.stats.bytes += answerBytes(response, body);
      if (response.status === 304) this.stats.notModified++;
      else if (response.status === 200) {
        this.stats.fresh++;
        this.etag = response.headers.get("etag");
        const document = JSON.parse(body) as VersionDocument;
        this.editionVersions.push(document.version);
        this.latest = Math.max(this.latest, this.options.scopeOf(document));
      } else {
        if (response.headers.get("cache-control") !== "no-store") this.stats.cacheableFailures++;
        return this.failed();
      }
    } catch {
      this.stats.pollMs.push(performance.now() - started);
      return this.failed();
    }
    this.failuresInARow = 0;
    if (this.latest > this.shown) {
      this.stats.refetches++;
      const shows = await this.options.refetch(this.latest).catch(() => this.shown);
      if (shows < this.latest) this.stats.staleRefetches++;
      this.shown = Math.max(this.shown, shows);
    }
    return intervalMs;
  }

  private failed(): number {
    this.stats.failures++;
    this.failuresInARow++;
    return Math.min(this.options.intervalMs * 2 ** this.failuresInARow, this.options.maxBackoffMs);
  }
}

/** What an answer weighs on the wire, near enough: the status line, each header line and the body. */
export function answerBytes(response: Response, body: string): number {
  let bytes = `HTTP/1.1 ${response.status} ${response.statusText}\r\n`.length + 2;
  response.headers.forEach((value, name) => (bytes += name.length + value.length + 4));
  return bytes + Buffer.byteLength(body);
}
