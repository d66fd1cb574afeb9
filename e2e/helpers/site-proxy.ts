import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A second address in front of the running site, for a service worker's update path: the browser's own check of a
 * registered worker's script does not go through Playwright's routes, so a "new deployment" has to be served by a
 * real server. Every request is passed on to the site unchanged (the same host name, `localhost`, so the session's
 * cookies hold); after `deploy()`, the worker's script comes back with different bytes, as after a new build.
 * The proxy's origin is its own: its pages have their own worker registration and their own IndexedDB.
 */
export type SiteProxy = { origin: string; deploy: () => void; close: () => Promise<void> };

export async function siteProxy(site: string, workerPath: string): Promise<SiteProxy> {
  const upstream = new URL(site);
  let deployment = 0;
  const server = http.createServer((request, response) => {
    const changed = deployment > 0 && request.url === workerPath;
    const headers = { ...request.headers };
    if (changed) {
      // The whole script, uncompressed, so bytes can be added: never a 304 for the old one.
      headers["accept-encoding"] = "identity";
      delete headers["if-none-match"];
      delete headers["if-modified-since"];
    }
    const forward = http.request(
      { host: upstream.hostname, port: upstream.port, method: request.method, path: request.url, headers },
      (answer) => {
        if (!changed) {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () => {
          const body = Buffer.concat([...chunks, Buffer.from(`\n// deployment ${deployment}\n`)]);
          const kept = { ...answer.headers, "content-length": String(body.length) };
          delete kept.etag;
          delete kept["last-modified"];
          response.writeHead(answer.statusCode ?? 502, kept);
          response.end(body);
        });
      },
    );
    forward.on("error", () => response.destroy());
    request.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, upstream.hostname, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://${upstream.hostname}:${port}`,
    deploy: () => {
      deployment += 1;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
