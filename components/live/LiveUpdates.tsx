"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, useTransition } from "react";
import { now } from "@/lib/clock/now";
import {
  afterPoll,
  afterRender,
  clockText,
  isBehind,
  isNews,
  versionedAddress,
  type LiveScope,
  type PollState,
} from "@/lib/live/poll-plan";
import type { PollerStatus } from "@/lib/live/poller";
import styles from "./live.module.css";

export type LiveLabels = {
  /** `Updated {time}`: the last time the page checked, successfully, that it is current. */
  updated: string;
  offline: string;
  lost: string;
  /** `New result, updated at {time}`: said once by screen readers when the page shows a newer version. */
  news: string;
};

type Props = {
  scope: LiveScope;
  /** The scope's version the server rendered the page at (lib/live/rendered-version.ts). */
  version: number;
  /** Whether the scope has anything left to change: when it has not, the poller is not loaded, or stops. */
  open: boolean;
  /**
   * A public page a CDN keeps (docs/deploy.md §8 rule 1): its newer rendering is fetched at an address naming the
   * version (D112), which no CDN copy can answer with an older page. Pages no CDN keeps refresh in place.
   */
  cdn: boolean;
  labels: LiveLabels;
};

const withTime = (template: string, at: Date) => template.replace("{time}", clockText(at));

/**
 * Keeps the page it sits in live (docs/cup.md §14, D93): rendered by components/live/LiveView.tsx on a live view, it
 * polls only while the view has something left to change (the final's result stops it, and is still announced). The
 * polling loop (lib/live/poller.ts) is loaded once the browser is idle after the
 * first paint; when it reports a version of the page's scope newer than the one rendered, the page's server tree is
 * fetched again in place (the scroll position, focus and what is typed in a form kept), and again at the next poll for
 * as long as the page stays behind (a cached rendering older than the version). A page no CDN keeps asks its own
 * address again (router.refresh); a public page, which a CDN keeps 15 s, asks its address with `?live=<version>`
 * (router.replace, D112): a query the CDN has no copy of, which the prerendered page ignores, and a navigation that
 * keeps this leaf mounted (its entity tag and what it has announced). The status line's space is reserved (CLS 0);
 * one polite live region says a new result once per version.
 */
export function LiveUpdates({ scope, version, open, cdn, labels }: Props) {
  const router = useRouter();
  const [, startTransition] = useTransition();
  const [status, setStatus] = useState<PollerStatus | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const state = useRef<PollState>({ shown: version, seen: version });
  // The fetches made for the version seen that came back older: each next one names a new address (D112).
  const tries = useRef({ version, count: 0 });
  const scopeKey = scope.kind === "edition" ? "edition" : `${scope.kind}:${scope.key}`;
  // A page that was live keeps its status line when its last bout arrives (removing it would move the page).
  const [wasOpen] = useState(open);

  // A refresh brought the page a newer version: say so once. An older rendering (from a cache) changes nothing.
  useEffect(() => {
    const before = state.current.shown;
    state.current = afterRender(state.current, version);
    if (isNews(before, version)) setAnnouncement(withTime(labels.news, now()));
  }, [version, labels.news]);

  useEffect(() => {
    if (!open) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    const begin = () =>
      void import("@/lib/live/poller").then(({ startPoller }) => {
        if (cancelled) return;
        stop = startPoller({
          scope,
          onStatus: setStatus,
          onVersion: (received) => {
            state.current = afterPoll(state.current, received);
            if (!isBehind(state.current)) return;
            if (!cdn) return startTransition(() => router.refresh());
            const { seen } = state.current;
            if (tries.current.version !== seen) tries.current = { version: seen, count: 0 };
            const address = versionedAddress(window.location.href, seen, tries.current.count++);
            startTransition(() => router.replace(address, { scroll: false }));
          },
        });
      });
    const idle = "requestIdleCallback" in window ? requestIdleCallback(begin, { timeout: 2_000 }) : setTimeout(begin, 0);
    return () => {
      cancelled = true;
      if ("cancelIdleCallback" in window) cancelIdleCallback(idle as number);
      clearTimeout(idle as ReturnType<typeof setTimeout>);
      stop?.();
    };
    // The scope is a new object at each render; its key says whether it changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [scopeKey, open, cdn, router]);

  const text =
    status === null
      ? ""
      : status.kind === "current"
        ? withTime(labels.updated, status.at)
        : status.kind === "offline"
          ? labels.offline
          : labels.lost;
  return (
    <>
      {wasOpen ? (
        <p className={styles.status} data-live-status={status?.kind ?? "starting"} data-live-version={version}>
          {text}
        </p>
      ) : null}
      <p className="visually-hidden" aria-live="polite" data-live-announcement>
        {announcement}
      </p>
    </>
  );
}
