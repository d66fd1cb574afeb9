import { getTranslations } from "next-intl/server";
import type { Translate } from "@/lib/desk/documents/produced";
import type { OrderLogRow } from "@/lib/desk/order";
import type { Account } from "@/lib/desk/reads";
import type { OrderText } from "@/lib/cup/order-text";
import type { BracketKey } from "@/lib/cup/bracket-slug";
import { logTimeFormat } from "./log-time";
import { ScrollFrame } from "@/components/ui/ScrollFrame";
import styles from "./OrderLog.module.css";
import shared from "./desk.shared.module.css";

type Props = { lines: OrderLogRow[]; text: OrderText; accounts: Map<string, Account> };

/**
 * The day's order log, newest first: each lock, and each write with the bouts it placed or moved (a proposal or a
 * move along a ring changes many bouts in one write; its lines share an instant and an author), with the reason
 * given on a locked day.
 */
export async function OrderLog({ lines, text, accounts }: Props) {
  const t = await getTranslations("Desk.order");
  const all = (await getTranslations()) as unknown as Translate;
  const kinds = await getTranslations("Desk.log.kinds");
  const when = await logTimeFormat();
  if (lines.length === 0) return <p>{t("logNone")}</p>;
  const groups: OrderLogRow[][] = [];
  for (const line of lines) {
    const last = groups.at(-1);
    if (last && last[0].changed_at === line.changed_at && last[0].actor_id === line.actor_id) last.push(line);
    else groups.push([line]);
  }
  const where = (p: OrderLogRow["after"]) =>
    p ? t("log.where", { number: p.bout_number, ring: p.ring, position: p.position, session: p.session, day: String(p.day) }) : "";
  const bout = (line: OrderLogRow) =>
    text.bout({ bracket: { category: line.category, sex: line.sex, code: line.weight_class } as BracketKey, node: line.node as "final" });
  const what = (line: OrderLogRow) =>
    line.event === "lock"
      ? t("log.lock")
      : line.event === "place"
        ? t("log.place", { bout: bout(line), where: where(line.after) })
        : t("log.move", { bout: bout(line), from: where(line.before), where: where(line.after) });
  return (
    <ScrollFrame label={t("logTitle")}>
      <table className={shared.table}>
        <thead>
          <tr>
            <th scope="col">{all("Desk.draw.columns.when")}</th>
            <th scope="col">{all("Desk.draw.columns.who")}</th>
            <th scope="col">{all("Desk.draw.columns.what")}</th>
          </tr>
        </thead>
        <tbody>
          {groups.map((group) => {
            const [first] = group;
            const actor = first.actor_id ? accounts.get(first.actor_id) : undefined;
            const reason = group.find((l) => l.reason)?.reason;
            return (
              <tr key={first.id}>
                <td>
                  <time dateTime={first.changed_at}>{when.format(new Date(first.changed_at))}</time>
                </td>
                <td>
                  {actor ? actor.email : ""} <span className={shared.muted}>({kinds(first.actor_kind)})</span>
                </td>
                <td>
                  {group.length === 1 ? (
                    what(first)
                  ) : (
                    <details>
                      <summary>{t("log.many", { count: group.length })}</summary>
                      <ul className={styles.lines}>
                        {group.map((line) => (
                          <li key={line.id}>{what(line)}</li>
                        ))}
                      </ul>
                    </details>
                  )}
                  {reason ? <span className={shared.muted}> · {all("Desk.draw.reasonGiven", { reason })}</span> : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollFrame>
  );
}
