"use server";

import { bracketFromSlug, type BracketKey } from "@/lib/cup/bracket-slug";
import { organiserClient } from "@/lib/desk/access";
import { revalidatePublished } from "@/lib/desk/revalidate-draws";

/**
 * After the outbox has sent writes through REST (docs/decisions.md D100): the public pages are refreshed at once, as
 * after the desk's own server actions (D60), for the brackets whose results (or weigh-ins' walkovers) just arrived.
 * Organisers only; nothing is written here.
 */
export async function outboxSyncedAction(slugs: string[]): Promise<void> {
  if (!(await organiserClient())) return;
  const brackets = slugs.map(bracketFromSlug).filter((b): b is BracketKey => b !== null);
  revalidatePublished(brackets);
}
