import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { METHODS, type Node } from "@/lib/cup/bracket";
import styles from "./ResultForm.module.css";
import shared from "./desk.shared.module.css";

type Props = {
  node: Node;
  boxer: (entry: string) => { name: string };
  action: (form: FormData) => Promise<void>;
  /** The bracket's hidden fields (which bracket, where to come back). */
  hidden: ReactNode;
  /** `record` a bout fought now, or `correct` a recorded result (inside a disclosure, with a reason). */
  mode: "record" | "correct";
};

/** One bout's result: the winner (one of its two boxers) and how; a server action that works without JavaScript. */
export async function ResultForm({ node, boxer, action, hidden, mode }: Props) {
  const t = await getTranslations("Desk.draw");
  const draw = await getTranslations("Draw");
  const order = await getTranslations("Order");
  const boxers = node.sides.flatMap((s) => (s.kind === "boxer" ? [s.entry] : []));
  const bout = draw(`nodes.${node.id}`);
  const label = t(mode === "record" ? "recordLabel" : "correctLabel", { bout });
  const outbox = mode === "record" ? "result" : "result-correction";
  const form = (
    <form action={action} className={styles.form} data-outbox={outbox} aria-label={label}>
      {hidden}
      {/* What the desk's outbox reads to queue this result or correction offline, in the page or its worker (D100, D105, D108). */}
      <input type="hidden" name="outbox" value={outbox} />
      <input type="hidden" name="outbox-label" value={label} />
      <input type="hidden" name="node" value={node.id} />
      {/* One key per rendered form: a double tap, a resend or a queued copy of this write is stored once (D98). */}
      <input type="hidden" name="key" value={crypto.randomUUID()} />
      <fieldset className={styles.winner}>
        <legend>{t("winner")}</legend>
        {boxers.map((entry, i) => (
          <label key={entry}>
            <input type="radio" name="winner" value={entry} required defaultChecked={node.result?.winner === entry} /> {boxer(entry).name} (
            {order(i === 0 ? "red" : "blue")})
          </label>
        ))}
      </fieldset>
      <label>
        {t("method")}{" "}
        <select name="method" defaultValue={node.result?.method ?? "points"}>
          {METHODS.map((m) => (
            <option key={m} value={m}>
              {draw(`methods.${m}`)}
            </option>
          ))}
        </select>
      </label>
      {mode === "correct" ? (
        <label>
          {t("reason")} <input type="text" name="correction" maxLength={200} />
        </label>
      ) : null}
      <button type="submit" className={`${shared.button} ${mode === "record" ? shared.primary : ""}`}>
        {t(mode === "record" ? "record" : "correct")}
      </button>
    </form>
  );
  if (mode === "record")
    return (
      <section className={styles.bout} aria-label={bout}>
        <h4>{bout}</h4>
        {form}
      </section>
    );
  return (
    <details className={styles.bout} id={`correct-${node.id}`}>
      <summary>{t("correctLabel", { bout })}</summary>
      {form}
    </details>
  );
}
