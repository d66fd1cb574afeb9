/// <reference lib="webworker" />
/**
 * A tap on a venue page's form before the page is hydrated (a slow tablet, a page just opened from the worker's cache)
 * is the browser's own POST, not the outbox's: offline it fails, and the browser would show its error page in place
 * of the desk (docs/decisions.md D105). The worker sends it on; when the network fails, a weigh-in, a result or the
 * correction of either is queued in the page's outbox, with the key the page would have given it (D111; and a correction's
 * revision and reason, D108), as the hydrated page would have queued it, and the desk is shown again as last synced,
 * with the write waiting. Anything else (an unreadable weight, the order, the absences) is not kept: the page says so,
 * and that the write must be typed again.
 */
import type { RouteHandlerCallbackOptions } from "serwist";
import { writeOfForm } from "../capture";
import { enqueue } from "../outbox";
import { NOT_KEPT } from "../venue-pages";

export async function sendOrQueue({ request, url }: RouteHandlerCallbackOptions): Promise<Response> {
  try {
    return await fetch(request.clone());
  } catch {
    const captured = await writeOfForm(await request.formData(), url.pathname);
    const kept = captured !== null && !("error" in captured);
    if (kept) await enqueue(captured.write, captured.label);
    // See other: the page's GET is the worker's, network first, so offline it opens as last synced.
    const page = new URL(url.href);
    page.hash = kept ? "" : NOT_KEPT;
    return Response.redirect(page.href, 303);
  }
}
