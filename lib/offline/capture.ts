/**
 * Turns a submitted desk form into a queued write (docs/decisions.md D100, D108). The forms stay server actions that
 * work without JavaScript; these are the four marked `data-outbox` (a weigh-in at the scale, a result at the ring, and
 * the correction of each), read field by field as their actions read them, with a key made of the one each was rendered
 * with (D87, D98) and what the write says (D111) and, for a weigh-in's correction, the revision the page showed (D92),
 * so a double tap queues one write the database stores once, another result typed in the same form is judged as a
 * write of its own, and a correction typed against a row another desk changed is refused. The form's data alone
 * makes the write (`writeOfForm`), so the page's outbox and the service worker, which sees only a native POST's body
 * when a tap comes before the page is hydrated (D105), queue the same write.
 */
import { edition } from "../content/edition";
import { METHODS, NODE_IDS, type Method, type NodeId } from "../cup/bracket";
import { bracketFromSlug } from "../cup/bracket-slug";
import type { Round } from "../cup/fight-days";
import type { Weighing } from "../desk/weigh-ins";
import { parseWeight } from "../weigh-in/weight";
import type { Write } from "./outbox";
import { resultSays, weighInSays, writeKey } from "./write-key";

export type Captured = { write: Write; label: string } | { error: string };

const field = (form: FormData, name: string) => String(form.get(name) ?? "").trim();

/** The weighing a weigh-in's form or its correction's holds, its weight read in the page's language, without its key. */
function weighingOf(data: FormData): Omit<Weighing, "key"> | { error: string } {
  const parsed = parseWeight(field(data, "weight"), field(data, "locale"));
  if (!parsed.ok) return { error: parsed.error };
  const note = field(data, "note") || null;
  // No scale id: the desk's forms carry none (the server action's `scale` field is for a scale that posts itself).
  const day = field(data, "day") as Round;
  return { entry: field(data, "entry"), day, kg: parsed.kg, fit: data.get("fit") === "yes", note, scale: null };
}

/**
 * A marked form's data as a write, for the desk page at `page`: its kind is the form's hidden `outbox` field, and
 * its label (what the desk typed, shown beside a refusal) starts with the hidden `outbox-label` (the boxer, the bout).
 * Null for any other form.
 */
export async function writeOfForm(data: FormData, page: string): Promise<Captured | null> {
  const kind = field(data, "outbox");
  const formKey = field(data, "key");
  const label = field(data, "outbox-label");
  const reason = field(data, "correction") || null;
  if (!formKey) return null;
  if (kind === "weigh-in" || kind === "weigh-in-correction") {
    const read = weighingOf(data);
    if ("error" in read) return read;
    const typed = `${label}: ${field(data, "weight")} kg`;
    const revision = Number(field(data, "revision") || Number.NaN);
    const corrected = kind === "weigh-in" ? null : Number.isInteger(revision) ? revision : null;
    const key = await writeKey(formKey, kind, weighInSays(read, kind === "weigh-in" ? null : reason, corrected));
    const weighing: Weighing = { ...read, key };
    if (kind === "weigh-in") {
      const row = {
        entry_id: weighing.entry,
        day: weighing.day,
        weight_kg: weighing.kg,
        fit: weighing.fit,
        note: weighing.note,
        idempotency_key: key,
      };
      return { write: { kind: "weighIn", row }, label: typed };
    }
    const write = { kind: "weighInCorrection", weighing, reason, revision: corrected, page } as const;
    return { write, label: typed };
  }
  if (kind === "result" || kind === "result-correction") {
    const bracket = bracketFromSlug(field(data, "bracket"));
    const winner = field(data, "winner");
    const node = field(data, "node") as NodeId;
    const method = field(data, "method") as Method;
    if (!bracket || !winner) return null;
    const result = { winner, method };
    if (kind === "result") {
      const key = await writeKey(formKey, kind, resultSays(bracket, node, result));
      const row = {
        edition: edition.year,
        category: bracket.category,
        sex: bracket.sex,
        weight_class: bracket.code,
        node,
        winner,
        method,
        idempotency_key: key,
      };
      return { write: { kind: "result", row, page }, label };
    }
    // As the correction's action reads it: a hand-made form with no such bout or method is not queued.
    if (!NODE_IDS.includes(node) || !METHODS.includes(method)) return null;
    const key = await writeKey(formKey, kind, resultSays(bracket, node, result, reason));
    return { write: { kind: "resultCorrection", bracket, node, result, reason, key, page }, label };
  }
  return null;
}

/** The page's capture of a submit: the same write, its label completed with the words the desk tapped. */
export async function captureForm(form: HTMLFormElement, submitter: HTMLElement | null): Promise<Captured | null> {
  // Read before the key is computed: what was tapped, as it was when it was tapped.
  const data = new FormData(form, submitter);
  const tapped = submitter?.textContent?.trim() ?? "";
  const chosen = form.querySelector<HTMLInputElement>("input[name=winner]:checked")?.parentElement?.textContent?.trim() ?? "";
  const method = form.querySelector<HTMLSelectElement>("select[name=method]")?.selectedOptions[0]?.textContent?.trim() ?? "";
  const captured = await writeOfForm(data, location.pathname);
  if (!captured || "error" in captured) return captured;
  const { kind } = captured.write;
  if (kind === "weighIn" || kind === "weighInCorrection") return { ...captured, label: `${captured.label}, ${tapped}` };
  return { ...captured, label: `${captured.label}: ${chosen}, ${method}` };
}
