/**
 * The desk's outbox (docs/decisions.md D100, D108): the weigh-ins and results, and their corrections, typed while the
 * hall's network is down, kept in IndexedDB (through `idb`) in the order they were typed, each with the idempotency
 * key the database holds unique (D87, D98), until the database has them. IndexedDB belongs to the origin, not to a service worker: a new worker,
 * a reload or a closed tab loses nothing.
 */
import { openDB, type DBSchema, type IDBPDatabase } from "idb";
import { now } from "../clock/now";
import type { NodeId, Result } from "../cup/bracket";
import type { BracketKey } from "../cup/bracket-slug";
import type { Weighing } from "../desk/weigh-ins";

/** A weigh-in as `POST /rest/v1/weigh_ins` takes it. */
export type WeighInWrite = {
  kind: "weighIn";
  row: { entry_id: string; day: string; weight_kg: number; fit: boolean; note: string | null; idempotency_key: string };
};
/** A result as `POST /rest/v1/bouts` takes it. */
export type ResultWrite = {
  kind: "result";
  row: {
    edition: number;
    category: string;
    sex: string;
    weight_class: string;
    node: string;
    winner: string;
    method: string;
    idempotency_key: string;
  };
  /** The bracket's desk page, where a refused result is corrected with a reason. */
  page: string;
};
/**
 * A weigh-in's correction, as `correctWeighIn` (lib/desk/corrections.ts) sends it: with the revision the page showed
 * when it was typed, so a correction another desk made meanwhile is not overwritten (D92), and its reason.
 */
export type WeighInCorrectionWrite = {
  kind: "weighInCorrection";
  weighing: Weighing;
  reason: string | null;
  revision: number | null;
  /** The scale's page, where a refused correction is typed again. */
  page: string;
};
/** A result's correction, as `correctResult` sends it: its key (D98) and its reason. */
export type ResultCorrectionWrite = {
  kind: "resultCorrection";
  bracket: BracketKey;
  node: NodeId;
  result: Result;
  reason: string | null;
  key: string;
  page: string;
};
export type Write = WeighInWrite | ResultWrite | WeighInCorrectionWrite | ResultCorrectionWrite;

export type Queued = Write & {
  /** The order typed (IndexedDB's own counter). */
  seq: number;
  /** What the desk typed, in its words, to show beside a refusal. */
  label: string;
  typedAt: string;
  /** The database's refusal key, once it has refused this write: kept, never resent, until the desk dismisses it. */
  refusal?: string;
};

interface OutboxSchema extends DBSchema {
  writes: { key: number; value: Queued };
  meta: { key: string; value: string };
}

const NAME = "pbc-desk-outbox";
let opened: Promise<IDBPDatabase<OutboxSchema>> | null = null;

function db(): Promise<IDBPDatabase<OutboxSchema>> {
  opened ??= openDB<OutboxSchema>(NAME, 1, {
    upgrade(database) {
      database.createObjectStore("writes", { keyPath: "seq", autoIncrement: true });
      database.createObjectStore("meta");
    },
  });
  return opened;
}

/** Every queued write, in the order typed. */
export async function queued(): Promise<Queued[]> {
  return (await db()).getAll("writes");
}

export async function enqueue(write: Write, label: string): Promise<void> {
  // seq is given by IndexedDB (autoIncrement): the value is stored without it.
  await (await db()).add("writes", { ...write, label, typedAt: now().toISOString() } as Queued);
}

/** The database has it (stored now, or already under its key): off the queue, and the sync time moves. */
export async function acknowledge(seq: number): Promise<void> {
  const database = await db();
  const tx = database.transaction(["writes", "meta"], "readwrite");
  await Promise.all([tx.objectStore("writes").delete(seq), tx.objectStore("meta").put(now().toISOString(), "lastSync"), tx.done]);
}

export async function markRefused(write: Queued, refusal: string): Promise<void> {
  await (await db()).put("writes", { ...write, refusal });
}

export async function dismiss(seq: number): Promise<void> {
  await (await db()).delete("writes", seq);
}

export async function lastSync(): Promise<string | null> {
  return (await (await db()).get("meta", "lastSync")) ?? null;
}

/** A sync that found nothing to send still proves the network and the session work. */
export async function touchSync(): Promise<void> {
  await (await db()).put("meta", now().toISOString(), "lastSync");
}
