import { getTranslations } from "next-intl/server";
import type { DrawLogRow } from "@/lib/desk/draws";
import type { Account } from "@/lib/desk/reads";
import { logTimeFormat } from "./log-time";
import { ScrollFrame } from "@/components/ui/ScrollFrame";
import shared from "./desk.shared.module.css";

type Props = { lines: DrawLogRow[]; boxer: (entry: string) => { name: string }; accounts: Map<string, Account> };

/** The bracket's draw log: every draw, redraw, publication, result and correction, with who and when (Lisbon time). */
export async function DrawLog({ lines, boxer, accounts }: Props) {
  const t = await getTranslations("Desk.draw");
  const draw = await getTranslations("Draw");
  const kinds = await getTranslations("Desk.log.kinds");
  const when = await logTimeFormat();
  if (lines.length === 0) return <p>{t("logNone")}</p>;
  const result = (r: DrawLogRow["after"]) => (r?.winner ? `${boxer(r.winner).name} (${r.method ? draw(`methods.${r.method}`) : ""})` : "");
  const what = (line: DrawLogRow) => {
    switch (line.event) {
      case "draw":
      case "redraw":
        return t(`events.${line.event}`, { seed: line.after?.seed ?? "" });
      case "correction":
        return t("events.correction", { from: line.before?.seed ?? "", seed: line.after?.seed ?? "" });
      case "publish":
        return t("events.publish");
      case "result":
        return t("events.result", { bout: draw(`nodes.${line.node ?? "final"}`), result: result(line.after) });
      case "result_correction":
        return t("events.result_correction", {
          bout: draw(`nodes.${line.node ?? "final"}`),
          from: result(line.before),
          result: result(line.after),
        });
    }
  };
  return (
    <ScrollFrame label={t("logTitle")}>
      <table className={shared.table}>
        <thead>
          <tr>
            <th scope="col">{t("columns.when")}</th>
            <th scope="col">{t("columns.who")}</th>
            <th scope="col">{t("columns.what")}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => {
            const actor = line.actor_id ? accounts.get(line.actor_id) : undefined;
            return (
              <tr key={line.id}>
                <td>
                  <time dateTime={line.changed_at}>{when.format(new Date(line.changed_at))}</time>
                </td>
                <td>
                  {actor ? actor.email : ""} <span className={shared.muted}>({kinds(line.actor_kind)})</span>
                </td>
                <td>
                  {what(line)}
                  {line.reason ? <span className={shared.muted}> · {t("reasonGiven", { reason: line.reason })}</span> : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollFrame>
  );
}
