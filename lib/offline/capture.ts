/**
 * Turns a submitted desk form into a queued write (docs/decisions.md D100). The forms stay server actions that work
 * without JavaScript; these are the two marked `data-outbox` (a weigh-in at the scale, a result at the ring), read
 * field by field as their actions read them, with the key each was rendered with (D87, D98), so a double tap queues
 * one write the database stores once. The form's data alone makes the write (`writeOfForm`), so the page's outbox and
 * the service worker, which sees only a native POST's body when a tap comes before the page is hydrated (D105),
 * queue the same write.
 */
import { edition } from "../content/edition";
import { bracketFromSlug } from "../cup/bracket-slug";
import { parseWeight } from "../weigh-in/weight";
import type { Write } from "./outbox";

export type Captured = { write: Write; label: string } | { error: string };

const field = (form: FormData, name: string) => String(form.get(name) ?? "").trim();

/**
 * A marked form's data as a write, for the desk page at `page`: its kind is the form's hidden `outbox` field, and
 * its label (what the desk typed, shown beside a refusal) starts with the hidden `outbox-label` (the boxer, the bout).
 * Null for any other form.
 */
export function writeOfForm(data: FormData, page: string): Captured | null {
  const kind = field(data, "outbox");
  const key = field(data, "key");
  const label = field(data, "outbox-label");
  if (!key) return null;
  if (kind === "weigh-in") {
    const parsed = parseWeight(field(data, "weight"), field(data, "locale"));
    if (!parsed.ok) return { error: parsed.error };
    const row = {
      entry_id: field(data, "entry"),
      day: field(data, "day"),
      weight_kg: parsed.kg,
      fit: data.get("fit") === "yes",
      note: field(data, "note") || null,
      idempotency_key: key,
    };
    return { write: { kind: "weighIn", row }, label: `${label}: ${field(data, "weight")} kg` };
  }
  if (kind === "result") {
    const bracket = bracketFromSlug(field(data, "bracket"));
    const winner = field(data, "winner");
    if (!bracket || !winner) return null;
    const row = {
      edition: edition.year,
      category: bracket.category,
      sex: bracket.sex,
      weight_class: bracket.code,
      node: field(data, "node"),
      winner,
      method: field(data, "method"),
      idempotency_key: key,
    };
    return { write: { kind: "result", row, page }, label };
  }
  return null;
}

/** The page's capture of a submit: the same write, its label completed with the words the desk tapped. */
export function captureForm(form: HTMLFormElement, submitter: HTMLElement | null): Captured | null {
  const captured = writeOfForm(new FormData(form, submitter), location.pathname);
  if (!captured || "error" in captured) return captured;
  if (captured.write.kind === "weighIn") return { ...captured, label: `${captured.label}, ${submitter?.textContent?.trim() ?? ""}` };
  const chosen = form.querySelector<HTMLInputElement>("input[name=winner]:checked")?.parentElement?.textContent?.trim() ?? "";
  const method = form.querySelector<HTMLSelectElement>("select[name=method]")?.selectedOptions[0]?.textContent?.trim() ?? "";
  return { ...captured, label: `${captured.label}: ${chosen}, ${method}` };
}
