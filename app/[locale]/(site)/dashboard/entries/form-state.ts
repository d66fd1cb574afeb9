import type { Refusal } from "@/lib/cup/refusals";
import type { EntryInput } from "@/lib/validation/entry";

/** A refusal with its sentence, written on the server in the page's language from what was sent. */
export type SaidRefusal = Refusal & { message: string };
export type EntryFormState = { values: EntryInput; refusal: SaidRefusal | null };
export type WithdrawState = { refusal: SaidRefusal | null };

/** The address parameters that carry what the last save did, for the list's notice (`?added=<id>`). */
export const NOTICE_PARAMS = ["added", "updated", "withdrawn"] as const;
export type NoticeParam = (typeof NOTICE_PARAMS)[number];
