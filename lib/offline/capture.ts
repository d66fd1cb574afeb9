/**
 * Turns a submitted desk form into a queued write (docs/decisions.md D100). The forms stay server actions that work
 * without JavaScript; these are the two marked `data-outbox` (a weigh-in at the scale, a result at the ring), read
 * field by field as their actions read them, with the key each was rendered with (D87, D98), so a double tap queues
 * one write the database stores once.
 */
import { edition } from "../content/edition";
import { bracketFromSlug } from "../cup/bracket-slug";
import { parseWeight } from "../weigh-in/weight";
import type { Write } from "./outbox";

export type Captured = { write: Write; label: string } | { error: string };

const field = (form: FormData, name: string) => String(form.get(name) ?? "").trim();

export function captureForm(form: HTMLFormElement, submitter: HTMLElement | null): Captured | null {
  const kind = form.dataset.outbox;
  const data = new FormData(form, submitter);
  const key = field(data, "key");
  if (!key) return null;
  if (kind === "weigh-in") {
    const parsed = parseWeight(field(data, "weight"), field(data, "locale"));
    if (!parsed.ok) return { error: parsed.error };
    const fit = data.get("fit") === "yes";
    const row = {
      entry_id: field(data, "entry"),
      day: field(data, "day"),
      weight_kg: parsed.kg,
      fit,
      note: field(data, "note") || null,
      idempotency_key: key,
    };
    return {
      write: { kind: "weighIn", row },
      label: `${form.dataset.outboxLabel ?? ""}: ${field(data, "weight")} kg, ${submitter?.textContent?.trim() ?? ""}`,
    };
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
    const chosen = form.querySelector<HTMLInputElement>("input[name=winner]:checked")?.parentElement?.textContent?.trim() ?? "";
    const method = form.querySelector<HTMLSelectElement>("select[name=method]")?.selectedOptions[0]?.textContent?.trim() ?? "";
    return {
      write: { kind: "result", row, page: location.pathname },
      label: `${form.getAttribute("aria-label") ?? ""}: ${chosen}, ${method}`,
    };
  }
  return null;
}
