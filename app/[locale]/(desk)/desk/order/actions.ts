"use server";

import { revalidatePath, updateTag } from "next/cache";
import { notFound, redirect } from "next/navigation";
import { routing } from "@/i18n/routing";
import { safeNextPath } from "@/lib/auth/safe-next-path";
import { moveBout, proposeDay } from "@/lib/cup/bout-order";
import { boutsOf } from "@/lib/cup/day-bouts";
import { BOUT_SECONDS, fightDayOn } from "@/lib/cup/fight-calendar";
import { ORDER_TAG } from "@/lib/cup/order-public";
import { organiserClient } from "@/lib/desk/access";
import { loadDrawnBrackets, loadOrder, lockDay, writePlacements } from "@/lib/desk/order";
import { dayState } from "@/lib/desk/order-day";
import type { OrderOutcome } from "@/lib/desk/order-outcome";

/** The form's fight day and the organiser's client; a 404 for anyone else or a day that is not a fight day. */
async function context(form: FormData) {
  const client = await organiserClient();
  const day = fightDayOn(String(form.get("day") ?? ""));
  if (!client || !day) notFound();
  return { client, day };
}

/**
 * Back to the day's page with the outcome for its notice (works without JavaScript). A change of the order refreshes
 * what teams and visitors read at once: the order's cache tag and every language's "today" page.
 */
function back(form: FormData, day: string, outcome: OrderOutcome): never {
  if (outcome === "proposed" || outcome === "moved" || outcome === "locked") {
    updateTag(ORDER_TAG);
    for (const locale of routing.locales) revalidatePath(`/${locale}/today`);
  }
  const path = safeNextPath(String(form.get("back") ?? "")) ?? `/desk/order/${day}`;
  const url = new URL(path, "http://desk");
  url.searchParams.set("outcome", outcome);
  redirect(`${url.pathname}${url.search}#notice`);
}

const text = (form: FormData, name: string) => String(form.get(name) ?? "").trim() || null;
const integer = (form: FormData, name: string) => {
  const value = Number(form.get(name));
  return Number.isInteger(value) && value >= 1 ? value : null;
};

/**
 * Proposes the day's order (lib/cup/bout-order.ts) from the bouts of the published brackets whose round the day
 * hosts, and the bouts already placed on it, and writes it in one request: placed bouts move, new ones are placed.
 */
export async function proposeAction(form: FormData): Promise<void> {
  const { client, day } = await context(form);
  const [brackets, { order, locked }] = await Promise.all([loadDrawnBrackets(client), loadOrder(client)]);
  if (dayState(day, 0, locked.has(day.date)).state === "noVenue") back(form, day.date, "order_no_venue");
  const here = new Set(order.filter((p) => p.day === day.date).map((p) => p.id));
  const bouts = boutsOf(brackets, BOUT_SECONDS).filter((b) => b.round === day.round || here.has(b.id));
  const elsewhere = new Map(order.filter((p) => p.day !== day.date).map((p) => [p.id, p.day]));
  const { placed } = proposeDay(day, bouts, elsewhere);
  if (placed.length === 0) back(form, day.date, "order_nothing_to_place");
  const outcome = await writePlacements(
    client,
    placed.map((p) => ({ ...p, day: day.date })),
    null,
    "proposed",
  );
  back(form, day.date, outcome);
}

/** Moves one bout, named by its number that day, to a position of a ring (of a session of a fight day). */
export async function moveAction(form: FormData): Promise<void> {
  const { client, day } = await context(form);
  const number = integer(form, "number");
  const to = fightDayOn(String(form.get("toDay") ?? ""));
  const [session, ring, position] = [integer(form, "session"), integer(form, "ring"), integer(form, "position")];
  if (!number || !to || !session || !ring || !position) back(form, day.date, "failed");
  const { order } = await loadOrder(client);
  const moving = order.find((p) => p.day === day.date && p.number === number);
  if (!moving) back(form, day.date, "order_unknown_bout");
  const changed = moveBout(order, moving.id, { day: to.date, session, ring, position });
  back(form, day.date, await writePlacements(client, changed, text(form, "correction"), "moved"));
}

export async function lockAction(form: FormData): Promise<void> {
  const { client, day } = await context(form);
  back(form, day.date, await lockDay(client, day.date));
}
