"use client";

import { useEffect } from "react";
import { WORKER_URL, deskScope } from "@/lib/offline/venue-pages";

/**
 * Registers the desk's service worker for this language's desk only (docs/decisions.md D99): the public pages and the
 * teams' portal are outside its scope, so no worker ever answers for them. Renders nothing.
 */
export function DeskWorker({ prefix }: { prefix: string }) {
  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    // A browser that refuses (a private window, storage off) keeps the desk as it was: online only.
    navigator.serviceWorker.register(WORKER_URL, { scope: deskScope(prefix), type: "module" }).catch(() => undefined);
  }, [prefix]);
  return null;
}
