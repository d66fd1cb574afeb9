import http from "node:http";
import { pathToFileURL } from "node:url";

/**
 * A small caching reverse proxy that keeps the CDN rules of docs/deploy.md §8 and §8.1, so a test can run the
 * production topology (a CDN in front of `next start`) on one machine (docs/decisions.md D103):
 * - a response is kept only when it says `s-maxage` and carries neither `private`, `no-store` nor `Set-Cookie`; it
 *   is fresh for `s-maxage` seconds and served stale for `stale-while-revalidate` more while one request fetches the
 *   next copy (rule 1);
 * - the key is the path and query and the headers the pages name in `Vary` (rule 1), except `/live`, keyed on its
 *   path alone (§8.1 rule 1);
 * - one request per key reaches the origin when a copy is missing or expired; the others wait for it (collapsing,
 *   §8.1 rule 2);
 * - a request whose `If-None-Match` names the copy's ETag gets a 304 without a body (§8.1 rule 3);
 * - anything else is passed through untouched.
 * It is a stand-in, not a product: no size limit, no purge, no range requests.
 * Run: node --import tsx tests/support/cdn-standin.ts <origin URL> <port>; prints `listening` when ready.
 */

const VARY_KEYS = ["rsc", "next-router-state-tree", "next-router-prefetch", "next-router-segment-prefetch"];

type Copy = { status: number; headers: http.OutgoingHttpHeaders; body: Buffer; storedAt: number; fresh: number; stale: number };
type Fetched = Copy & { cacheable: boolean };

export type Counts = { fromCache: number; toOrigin: number };

/** The origin's headers a copy keeps: not those of the hop (the stand-in sends the body whole, with its length). */
function endToEnd(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  const kept: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers))
    if (value !== undefined && !["connection", "keep-alive", "transfer-encoding", "content-length"].includes(name)) kept[name] = value;
  return kept;
}

export function cdnStandIn(origin: string): { server: http.Server; counts: Counts } {
  const target = new URL(origin);
  const copies = new Map<string, Copy>();
  const inFlight = new Map<string, Promise<Fetched>>();
  const counts: Counts = { fromCache: 0, toOrigin: 0 };
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

  const keyOf = (req: http.IncomingMessage) => {
    const url = new URL(req.url ?? "/", "http://x");
    if (url.pathname === "/live") return "/live";
    return [req.url, ...VARY_KEYS.map((h) => req.headers[h] ?? "")].join("\n");
  };

  const fromOrigin = (req: http.IncomingMessage, headers: http.IncomingHttpHeaders): Promise<Fetched> =>
    new Promise((resolve, reject) => {
      counts.toOrigin++;
      const out = http.request(
        {
          hostname: target.hostname,
          port: target.port,
          path: req.url,
          method: req.method,
          headers: { ...headers, host: target.host },
          agent,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("error", reject);
          res.on("end", () => {
            const cc = String(res.headers["cache-control"] ?? "");
            const seconds = (name: string) => Number(new RegExp(`${name}=(\\d+)`).exec(cc)?.[1] ?? 0);
            const cacheable =
              req.method === "GET" &&
              res.statusCode === 200 &&
              /s-maxage=\d+/.test(cc) &&
              !/private|no-store/.test(cc) &&
              res.headers["set-cookie"] === undefined;
            const fresh = seconds("s-maxage") * 1000;
            resolve({
              status: res.statusCode ?? 502,
              headers: endToEnd(res.headers),
              body: Buffer.concat(chunks),
              storedAt: performance.now(),
              fresh,
              stale: fresh + seconds("stale-while-revalidate") * 1000,
              cacheable,
            });
          });
        },
      );
      out.on("error", reject);
      out.end();
    });

  /** One request per key at a time; a cacheable answer replaces the copy. */
  const refresh = (key: string, req: http.IncomingMessage): Promise<Fetched> => {
    const pending = inFlight.get(key);
    if (pending) return pending;
    // The copy's own validators are the CDN's business, not the visitor's: ask for the whole answer.
    const headers = { ...req.headers };
    delete headers["if-none-match"];
    delete headers["if-modified-since"];
    const fetching = fromOrigin(req, headers)
      .then((fetched) => {
        if (fetched.cacheable) copies.set(key, fetched);
        return fetched;
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, fetching);
    return fetching;
  };

  const send = (req: http.IncomingMessage, res: http.ServerResponse, copy: Copy) => {
    const etag = copy.headers.etag;
    if (etag !== undefined && req.headers["if-none-match"] === etag) {
      res.writeHead(304, { etag, "cache-control": copy.headers["cache-control"] });
      res.end();
    } else {
      res.writeHead(copy.status, copy.headers);
      res.end(req.method === "HEAD" ? undefined : copy.body);
    }
  };

  const server = http.createServer((req, res) => {
    const fail = () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    };
    if (req.method !== "GET" && req.method !== "HEAD") {
      // Passed through as a stream (forms, server actions).
      counts.toOrigin++;
      const out = http.request(
        {
          hostname: target.hostname,
          port: target.port,
          path: req.url,
          method: req.method,
          headers: { ...req.headers, host: target.host },
          agent,
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      out.on("error", fail);
      req.pipe(out);
      return;
    }
    const key = keyOf(req);
    const copy = copies.get(key);
    const age = copy ? performance.now() - copy.storedAt : Infinity;
    if (copy && age < copy.stale) {
      counts.fromCache++;
      send(req, res, copy);
      if (age >= copy.fresh) refresh(key, req).catch(() => undefined);
      return;
    }
    refresh(key, req).then((fetched) => send(req, res, fetched), fail);
  });
  return { server, counts };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const [origin, port] = process.argv.slice(2);
  const { server, counts } = cdnStandIn(origin);
  server.keepAliveTimeout = 30_000;
  server.listen(Number(port), "127.0.0.1", () => console.log("listening"));
  // The test asks how many requests reached the origin: one line on stdin, one line of counts back.
  process.stdin.on("data", () => console.log(JSON.stringify(counts)));
  process.stdin.on("end", () => server.close(() => process.exit(0)));
}
