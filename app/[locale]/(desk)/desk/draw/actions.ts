"use server";

import { notFound, redirect } from "next/navigation";
import { METHODS, NODE_IDS, type Method, type NodeId } from "@/lib/cup/bracket";
import { bracketFromSlug, bracketSlug, type BracketKey } from "@/lib/cup/bracket-slug";
import { bracketKey } from "@/lib/cup/entries";
import { organiserClient } from "@/lib/desk/access";
import { correctResult } from "@/lib/desk/corrections";
import { draw, publish, recordResult, type DrawOutcome } from "@/lib/desk/draws";
import { loadEntries } from "@/lib/desk/reads";
import { revalidatePublished } from "@/lib/desk/revalidate-draws";
import { resultSays, writeKey } from "@/lib/offline/write-key";
import { safeNextPath } from "@/lib/auth/safe-next-path";

/** The form's bracket and the organiser's client; a 404 for anyone else or an unknown bracket. */
async function context(form: FormData) {
  const client = await organiserClient();
  const bracket = bracketFromSlug(String(form.get("bracket") ?? ""));
  if (!client || !bracket) notFound();
  return { client, bracket };
}

/**
 * Back to the bracket's page with the outcome for its notice (works without JavaScript). A change that visitors
 * may see (a publication, a result, a correction) refreshes the public pages at once.
 */
function back(form: FormData, bracket: BracketKey, outcome: DrawOutcome): never {
  if (outcome === "published" || outcome === "recorded" || outcome === "corrected" || (outcome === "drawn" && form.get("correction"))) {
    revalidatePublished([bracket]);
  }
  const path = safeNextPath(String(form.get("back") ?? "")) ?? `/desk/draw/${bracketSlug(bracket)}`;
  const url = new URL(path, "http://desk");
  url.searchParams.set("outcome", outcome);
  redirect(`${url.pathname}${url.search}#notice`);
}

const text = (form: FormData, name: string) => String(form.get(name) ?? "").trim() || null;

export async function drawAction(form: FormData): Promise<void> {
  const { client, bracket } = await context(form);
  const entered = (await loadEntries(client))
    .filter((e) => e.bracketId === bracketKey(bracket) && e.status === "entered")
    .map((e) => ({ id: e.id, team: e.teamId }));
  const outcome = await draw(client, bracket, entered, form.get("existing") === "1", text(form, "correction"));
  back(form, bracket, outcome);
}

export async function publishAction(form: FormData): Promise<void> {
  const { client, bracket } = await context(form);
  back(form, bracket, await publish(client, bracket));
}

/**
 * The form's result, with its key: the one it was rendered with made one with what it says, as the outbox makes it
 * (D111), so another result typed in the same form is not a replay (a fresh key for a hand-made request without one).
 */
async function resultOf(
  form: FormData,
  bracket: BracketKey,
  kind: "result" | "result-correction",
): Promise<{ node: NodeId; winner: string; method: Method; key: string } | null> {
  const node = String(form.get("node") ?? "") as NodeId;
  const method = String(form.get("method") ?? "") as Method;
  const winner = String(form.get("winner") ?? "").trim();
  if (!NODE_IDS.includes(node) || !METHODS.includes(method) || !winner) return null;
  const formKey = text(form, "key");
  const reason = kind === "result" ? null : text(form, "correction");
  const key = formKey ? await writeKey(formKey, kind, resultSays(bracket, node, { winner, method }, reason)) : crypto.randomUUID();
  return { node, winner, method, key };
}

export async function recordAction(form: FormData): Promise<void> {
  const { client, bracket } = await context(form);
  const result = await resultOf(form, bracket, "result");
  // A form sent without a winner (the radio buttons are required, so only a hand-made request).
  const outcome = result ? await recordResult(client, bracket, result.node, result, result.key) : "winner_not_in_bout";
  back(form, bracket, outcome);
}

export async function correctAction(form: FormData): Promise<void> {
  const { client, bracket } = await context(form);
  const result = await resultOf(form, bracket, "result-correction");
  const outcome = result
    ? await correctResult(client, bracket, result.node, result, text(form, "correction"), result.key)
    : "winner_not_in_bout";
  back(form, bracket, outcome);
}
