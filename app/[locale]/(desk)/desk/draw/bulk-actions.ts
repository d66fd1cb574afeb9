"use server";

import { notFound, redirect } from "next/navigation";
import { inBatches } from "@/lib/async/in-batches";
import { safeNextPath } from "@/lib/auth/safe-next-path";
import { organiserClient } from "@/lib/desk/access";
import { bracketsToDraw, bulkReport, chosenDraw, reportQuery, scopeFrom, type BulkReport, type BulkScope } from "@/lib/desk/bulk-draw";
import { draw, loadDraws, publish } from "@/lib/desk/draws";
import { loadEntries } from "@/lib/desk/reads";
import { revalidatePublished } from "@/lib/desk/revalidate-draws";

/**
 * The desk's bulk draw and publication (docs/cup.md §11, D75). Each bracket is one request with the organiser's own
 * token, through the same triggers as a single draw, so each is logged as one and a refusal stops only its own
 * bracket. A few at once: the requests wait on the network, not on each other (each locks only its own bracket).
 */
const AT_ONCE = 4;

async function client() {
  const organiser = await organiserClient();
  if (!organiser) notFound();
  return organiser;
}

/** Back to the review page (works without JavaScript), with what was done and refused in its address. */
function back(form: FormData, report: BulkReport, scope: BulkScope): never {
  const path = safeNextPath(String(form.get("back") ?? "")) ?? "/desk/draw/review";
  redirect(`${path}?${reportQuery(report, scope)}#notice`);
}

/** Draws every bracket of the choice that has entered boxers and no draw yet, each from a fresh seed. */
export async function bulkDrawAction(form: FormData): Promise<void> {
  const organiser = await client();
  const scope = scopeFrom(form);
  const [entries, { draws }] = await Promise.all([loadEntries(organiser), loadDraws(organiser)]);
  const outcomes = await inBatches(bracketsToDraw(entries, new Set(draws.keys()), scope), AT_ONCE, async ({ bracket, entered }) => ({
    bracket,
    outcome: await draw(organiser, bracket, entered, false, null),
  }));
  back(form, bulkReport("drawn", outcomes), scope);
}

/** Publishes the ticked draws, each exactly as reviewed (its revision): one redrawn since stays unpublished. */
export async function publishChosenAction(form: FormData): Promise<void> {
  const organiser = await client();
  const chosen = form.getAll("publish").flatMap((value) => chosenDraw(String(value)) ?? []);
  const outcomes = await inBatches(chosen, AT_ONCE, async ({ bracket, revision }) => ({
    bracket,
    outcome: await publish(organiser, bracket, revision),
  }));
  const published = outcomes.filter((o) => o.outcome === "published").map((o) => o.bracket);
  if (published.length > 0) revalidatePublished(published);
  back(form, bulkReport("published", outcomes), scopeFrom(form));
}
