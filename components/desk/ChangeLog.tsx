import { getTranslations } from "next-intl/server";
import { describeChange, type ChangeRow, type EntryState, type StatusOf } from "@/lib/desk/change-log";
import type { Account } from "@/lib/desk/reads";
import { bracketOf } from "@/lib/desk/brackets";
import { logTimeFormat } from "./log-time";
import { ScrollFrame } from "@/components/ui/ScrollFrame";
import shared from "./desk.shared.module.css";

type Props = { changes: ChangeRow[]; accounts: Map<string, Account> };

/**
 * The change log as a table: when (Lisbon time), who (and as what), which boxer of which team, and what happened. A
 * change the waiting list made by itself names no account: it says which request set it off.
 */
export async function ChangeLog({ changes, accounts }: Props) {
  const t = await getTranslations("Desk");
  const names = await getTranslations("Categories.cards");
  const when = await logTimeFormat();
  const bracket = (s: EntryState) =>
    `${names(`${s.category}.name`)} · ${t(`documents.sexes.${s.sex}`)} · ${bracketOf(s.category, s.sex, s.weight_class).label}`;
  const status = (s: StatusOf) =>
    s.status === "waiting" ? t("documents.status.waiting", { position: s.waitingPosition ?? 0 }) : t(`status.${s.status}`);
  const describe = (change: ChangeRow) => {
    const d = describeChange(change);
    switch (d.what) {
      case "entered":
      case "queued":
        return t(`log.what.${d.what}`, { bracket: bracket(d.bracket), status: status(d.status) });
      case "withdrawn":
      case "promoted":
        return t(`log.what.${d.what}`, { bracket: bracket(d.bracket) });
      case "moved":
        return t("log.what.moved", { from: bracket(d.from), to: bracket(d.to), status: status(d.status) });
      default:
        return t(`log.what.${d.what}`);
    }
  };
  const boxerOf = (change: ChangeRow) => {
    const boxer = change.after ?? change.before;
    return boxer ? `${boxer.first_name} ${boxer.last_name}` : "";
  };
  const what = (change: ChangeRow) =>
    change.cause
      ? t("log.after", { what: describe(change), name: boxerOf(change.cause), cause: describe(change.cause) })
      : describe(change);
  return (
    <ScrollFrame label={t("log.title")}>
      <table className={shared.table}>
        <thead>
          <tr>
            <th scope="col">{t("columns.when")}</th>
            <th scope="col">{t("columns.who")}</th>
            <th scope="col">{t("columns.name")}</th>
            <th scope="col">{t("columns.what")}</th>
          </tr>
        </thead>
        <tbody>
          {changes.map((change) => {
            const actor = change.actor_id ? accounts.get(change.actor_id) : undefined;
            return (
              <tr key={change.id}>
                <td>
                  <time dateTime={change.changed_at}>{when.format(new Date(change.changed_at))}</time>
                </td>
                <td>
                  {actor ? (actor.organiser ? actor.email : actor.name) : ""}{" "}
                  <span className={shared.muted}>({t(`log.kinds.${change.actor_kind}`)})</span>
                </td>
                <td>
                  {boxerOf(change)}
                  <span className={shared.muted}> · {accounts.get(change.team_id)?.name}</span>
                </td>
                <td>{what(change)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollFrame>
  );
}
