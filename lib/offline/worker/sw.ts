/// <reference lib="webworker" />
/**
 * The desk's service worker (docs/decisions.md D99), bundled by @serwist/turbopack (app/serwist/[path]/route.ts) and
 * registered only under the desk's scope (components/offline/DeskWorker.tsx). It precaches the build's scripts and
 * styles, and keeps the last answer of each venue page (HTML and the router's RSC payload), network first: online the
 * page is always fresh, offline it opens as last synced. Writes are not the worker's: the outbox keeps them in
 * IndexedDB (lib/offline/outbox.ts), so a new worker taking over loses nothing; the worker only adds to it a tap the
 * page's JavaScript did not take (./native-post.ts).
 */
import { ExpirationPlugin, NetworkFirst, Serwist, type PrecacheEntry, type SerwistGlobalConfig } from "serwist";
import { isVenuePage } from "../venue-pages";
import { sendOrQueue } from "./native-post";

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}
declare const self: ServiceWorkerGlobalScope;

/** A fight day is three days; a page kept longer than that is of another edition. */
const KEEP_SECONDS = 3 * 24 * 60 * 60;

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  // A new deployment's worker takes over at once: the outbox lives in IndexedDB, not here, so nothing is lost.
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: false,
  runtimeCaching: [
    {
      matcher: ({ request, url, sameOrigin }) => sameOrigin && request.method === "GET" && isVenuePage(url.pathname),
      handler: new NetworkFirst({
        cacheName: "desk-venue-pages",
        // The hall's Wi-Fi that is up but silent: after 4 s the page opens as last synced.
        networkTimeoutSeconds: 4,
        plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: KEEP_SECONDS })],
      }),
    },
    {
      // A venue form posted by the browser itself, before the page's JavaScript took it (D105).
      method: "POST",
      matcher: ({ request, url, sameOrigin }) => sameOrigin && request.mode === "navigate" && isVenuePage(url.pathname),
      handler: sendOrQueue,
    },
  ],
});

serwist.addEventListeners();
