"use client";

import { useRouter } from "next/navigation";
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { captureForm } from "@/lib/offline/capture";
import { dismiss, enqueue, lastSync, queued, type Queued } from "@/lib/offline/outbox";
import { sendOutbox } from "@/lib/offline/send";
import { NOT_KEPT } from "@/lib/offline/venue-pages";
import styles from "./Outbox.module.css";

export type OutboxText = {
  label: string;
  online: string;
  offline: string;
  /** With `{count}`. */
  waiting: string;
  /** With `{time}`. */
  lastSync: string;
  never: string;
  refused: string;
  correct: string;
  dismiss: string;
  /** With `{count}`: asked before a sign-out while writes wait. */
  signOut: string;
  /** A tap before the page was ready, offline, on a form that cannot wait in the outbox (D105). */
  notKept: string;
};

function subscribeOnline(changed: () => void): () => void {
  window.addEventListener("online", changed);
  window.addEventListener("offline", changed);
  return () => {
    window.removeEventListener("online", changed);
    window.removeEventListener("offline", changed);
  };
}

/** Where a refused write is corrected with a reason, on its page: the bout's correction, the boxer at the scale. */
function correctionOf(w: Queued): string | null {
  if (w.kind === "result") return `${w.page}#correct-${w.row.node}`;
  if (w.kind === "resultCorrection") return `${w.page}#correct-${w.node}`;
  return w.kind === "weighInCorrection" ? `${w.page}#boxer-${w.weighing.entry}` : null;
}

/** A queued write sent again while the network is up but a send failed (a hall's Wi-Fi that drops packets). */
const RETRY_MS = 5_000;

/**
 * The desk's outbox (docs/decisions.md D100), always in view on the desk: online or offline, how many writes wait and
 * when the database last had everything. While the browser is offline, or while writes still wait (so the order
 * typed is kept), the weigh-in and result forms are queued here instead of being posted; when the network returns
 * the queue is sent in order. A refusal stays beside what was typed, with the way to correct it; nothing is
 * resent or overwritten silently.
 */
export function Outbox({ text, refusals, locale }: { text: OutboxText; refusals: Record<string, string>; locale: string }) {
  const [writes, setWrites] = useState<Queued[]>([]);
  const [synced, setSynced] = useState<string | null>(null);
  const online = useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
  const [note, setNote] = useState<string | null>(null);
  const waiting = useRef(0);
  const router = useRouter();

  const refresh = useCallback(async () => {
    const all = await queued();
    waiting.current = all.filter((w) => !w.refusal).length;
    setWrites(all);
    setSynced(await lastSync());
  }, []);
  const send = useCallback(async () => {
    // Nothing waiting: nothing to send, and supabase-js is not downloaded for it (lib/supabase/lazy-client.ts).
    if (!navigator.onLine || waiting.current === 0) return;
    const before = waiting.current;
    await sendOutbox();
    await refresh();
    // Writes the database has now stored or refused: the page's own data (a bout's form, a boxer at the scale) is
    // fetched again, so it shows them as recorded. Only the server's part changes: this list and its refusals stay.
    if (waiting.current < before) router.refresh();
  }, [refresh, router]);

  useEffect(() => {
    const first = setTimeout(() => {
      // Sent back here by the worker after a tap it could not keep (lib/offline/worker/native-post.ts).
      if (location.hash === `#${NOT_KEPT}`) setNote(text.notKept);
      // What an earlier visit left in the queue, shown and sent once the page is up.
      void refresh().then(send);
    }, 0);
    const up = () => void send();
    let typed = Promise.resolve();
    const submit = (event: SubmitEvent) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement)) return;
      // Signing out with writes waiting asks first: they stay here, and only a signed-in organiser can send them.
      if (form.dataset.session === "logout" && waiting.current > 0) {
        if (window.confirm(text.signOut.replace("{count}", String(waiting.current)))) return;
        event.preventDefault();
        event.stopPropagation();
        return;
      }
      if (!form.dataset.outbox) return;
      // Online with nothing waiting: the server action, as without JavaScript.
      if (navigator.onLine && waiting.current === 0) return;
      event.preventDefault();
      event.stopPropagation();
      // The form is read now; its key is computed (D111) and it is queued after the taps before it, in the order typed.
      const capturing = captureForm(form, event.submitter instanceof HTMLElement ? event.submitter : null);
      // Counted at once: a tap meanwhile is queued behind this one, even if the network returns in between.
      waiting.current += 1;
      typed = typed
        .then(async () => {
          const captured = await capturing;
          if (!captured || "error" in captured) {
            waiting.current -= 1;
            if (captured) setNote(refusals[captured.error] ?? captured.error);
            return;
          }
          setNote(null);
          await enqueue(captured.write, captured.label);
          await refresh();
          void send();
        })
        // A write IndexedDB failed to keep does not hold back the taps after it.
        .catch(() => undefined);
    };
    const retry = setInterval(() => {
      if (waiting.current > 0) void send();
    }, RETRY_MS);
    window.addEventListener("online", up);
    // On the window, capturing: before React's own listener on the document sees the submit.
    window.addEventListener("submit", submit, true);
    return () => {
      clearTimeout(first);
      clearInterval(retry);
      window.removeEventListener("online", up);
      window.removeEventListener("submit", submit, true);
    };
  }, [refresh, send, refusals, text]);

  const count = writes.filter((w) => !w.refusal).length;
  const refused = writes.filter((w) => w.refusal);
  const time = synced ? new Intl.DateTimeFormat(locale, { timeStyle: "medium" }).format(new Date(synced)) : text.never;
  return (
    <section className={styles.outbox} aria-label={text.label}>
      <p role="status" className={styles.line}>
        <strong data-state={online ? "online" : "offline"}>{online ? text.online : text.offline}</strong>
        {" · "}
        <span data-testid="outbox-waiting">{text.waiting.replace("{count}", String(count))}</span>
        {" · "}
        <span>{text.lastSync.replace("{time}", time)}</span>
      </p>
      {note ? (
        <p role="alert" className={styles.refusal}>
          {note}
        </p>
      ) : null}
      {refused.length > 0 ? (
        <div role="alert">
          <h2 className={styles.title}>{text.refused}</h2>
          <ul className={styles.list}>
            {refused.map((w) => (
              <li key={w.seq}>
                <span>{w.label}</span>
                <span className={styles.refusal}>{refusals[w.refusal!] ?? w.refusal}</span>
                {correctionOf(w) ? <a href={correctionOf(w)!}>{text.correct}</a> : null}
                <button type="button" onClick={() => void dismiss(w.seq).then(refresh)}>
                  {text.dismiss}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
