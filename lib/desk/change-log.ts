import type { CategoryKey } from "../content/categories";
import type { Sex } from "../cup/weight-classes";

/** One line of public.entry_changes as the desk reads it (the trigger writes it in the change's transaction). */
export type ChangeRow = {
  id: number;
  entry_id: string;
  team_id: string;
  operation: "insert" | "update" | "delete";
  reason: "request" | "queue";
  actor_id: string | null;
  /** `cup`: the waiting list's own change (reason `queue`), which names no account. */
  actor_kind: "team" | "organiser" | "service" | "cup";
  changed_at: string;
  before: EntryState | null;
  after: EntryState | null;
  /** On a line of the queue's: the line of the request that set it off (a withdrawal or a move). */
  cause_id: number | null;
  /** That line, as the desk read it. */
  cause?: ChangeRow;
};

export type EntryState = {
  first_name: string;
  last_name: string;
  category: CategoryKey;
  sex: Sex;
  weight_class: string;
  status: "entered" | "waiting" | "withdrawn";
  waiting_position: number | null;
};

export type StatusOf = { status: EntryState["status"]; waitingPosition: number | null };

/** What a line says happened, as a message key under Desk.log.what and the facts it names. */
export type Described =
  | { what: "entered"; bracket: EntryState; status: StatusOf }
  | { what: "withdrawn"; bracket: EntryState }
  | { what: "moved"; from: EntryState; to: EntryState; status: StatusOf }
  | { what: "promoted"; bracket: EntryState }
  | { what: "queued"; bracket: EntryState; status: StatusOf }
  | { what: "edited" }
  | { what: "deleted" };

const statusOf = (s: EntryState): StatusOf => ({ status: s.status, waitingPosition: s.waiting_position });
const sameBracket = (a: EntryState, b: EntryState) => a.category === b.category && a.sex === b.sex && a.weight_class === b.weight_class;

export function describeChange(change: Pick<ChangeRow, "operation" | "reason" | "before" | "after">): Described {
  const { before, after } = change;
  if (change.operation === "delete" || !after) return { what: "deleted" };
  if (change.operation === "insert" || !before) return { what: "entered", bracket: after, status: statusOf(after) };
  if (change.reason === "queue") {
    return before.status === "waiting" && after.status === "entered"
      ? { what: "promoted", bracket: after }
      : { what: "queued", bracket: after, status: statusOf(after) };
  }
  if (after.status === "withdrawn" && before.status !== "withdrawn") return { what: "withdrawn", bracket: before };
  if (!sameBracket(before, after)) return { what: "moved", from: before, to: after, status: statusOf(after) };
  return { what: "edited" };
}
