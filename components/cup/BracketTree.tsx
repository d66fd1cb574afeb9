import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { bracketNodes, feedersOf, slotsUnder, type Node, type NodeId, type Result, type Side, type Slots } from "@/lib/cup/bracket";
import styles from "./BracketTree.module.css";

type Props = {
  slots: Slots;
  results: Partial<Record<NodeId, Result>>;
  /** What to print for an entry id: the boxer's name and, small, the club. */
  boxer: (entry: string) => { name: string; detail?: string };
  /** Entries to mark (a team's own boxers). */
  highlight?: ReadonlySet<string>;
  /**
   * The bracket's medals (components/cup/Medals), shown under the final in its column: on a wide screen in the room
   * the shorter final column leaves, on a phone after the last bout, so the final's result arriving on an open page
   * pushes none of the bracket down (CLS 0).
   */
  medals?: ReactNode;
};

const ROUNDS = [
  { key: "quarterFinal", nodes: ["qf1", "qf2", "qf3", "qf4"] },
  { key: "semiFinal", nodes: ["sf1", "sf2"] },
  { key: "final", nodes: ["final"] },
] as const;

/**
 * A drawn bracket, round by round: each bout with its two sides (the upper one red, the lower blue), the winner marked
 * and how they won. Rounds are
 * columns on a wide screen and follow each other on a phone; a bye says who moves on without boxing. The same
 * component serves the desk, the teams' portal and the public pages, from lib/cup/bracket.ts.
 * A side keeps one shape whatever is known (the corner and the method on one line, the name, the club): a result
 * arriving on an open page (components/live) fills lines that were already there and moves nothing (CLS 0).
 */
export async function BracketTree({ slots, results, boxer, highlight = new Set(), medals }: Props) {
  const t = await getTranslations("Draw");
  const order = await getTranslations("Order");
  const nodes = bracketNodes(slots, results);
  // A bout's upper side is the red corner, its lower the blue, as in the day's order and on the bout sheets.
  const corner = (index: number) => {
    const colour = index === 0 ? "red" : "blue";
    return (
      <span className={`${styles.corner} ${styles[colour]}`}>
        <span className={styles.swatch} aria-hidden="true" />
        {order(colour)}
      </span>
    );
  };
  // The name's box is as tall as the name in bold, whatever its weight now (the stylesheet's hidden bold copy): a
  // winner's name set in bold wraps no differently in height, and a correction unsetting it moves nothing. A side of a
  // semi-final or the final also lays out, hidden in the same cell, its "winner of …" and, in bold, the names of every
  // boxer drawn under it (whoever wins, one of them fills it): the box is as tall as the tallest of what it may show,
  // so "winner of Semi-final 2" becoming a name that wraps in bold moves nothing either (D104). The hidden copies are
  // drawn from attributes (`::after`), so the page's text and its readers have the shown name only.
  const name = (text: string, node: NodeId, index: number) => {
    const from = feedersOf(node)?.[index];
    const { start, size } = slotsUnder(node);
    const under = from ? slots.slice(start + (index * size) / 2, start + ((index + 1) * size) / 2) : [];
    return (
      <span className={styles.name} data-text={text}>
        <span>{text}</span>
        {from ? (
          <span
            className={styles.placeholder}
            data-text={t("winnerOf", { bout: t(`nodes.${from}`), stage: from.slice(0, 2) })}
            aria-hidden="true"
          />
        ) : null}
        {under.map((entry, i) =>
          entry ? <span key={i} className={styles.reserved} data-text={boxer(entry).name} aria-hidden="true" /> : null,
        )}
      </span>
    );
  };
  const side = (node: Node, s: Side, index: number) => {
    if (s.kind === "nobody")
      return (
        <li key={index} className={styles.nobody}>
          {t("bye")}
        </li>
      );
    // One shape for a side whatever is known, the same elements in the same order (so React keeps each one and a
    // result only changes their text): the corner, the method once won, the name, the club or an empty line.
    if (s.kind === "pending")
      return (
        <li key={index} className={styles.pending}>
          {node.kind === "bout" ? corner(index) : null}
          {null}
          {name(t("winnerOf", { bout: t(`nodes.${s.from}`), stage: s.from.slice(0, 2) }), node.id, index)}
          <span className={styles.detail} aria-hidden="true">
            {"\u00a0"}
          </span>
        </li>
      );
    const who = boxer(s.entry);
    const won = node.result?.winner === s.entry || (node.kind === "bye" && node.advances === s.entry);
    return (
      <li key={index} className={`${styles.side} ${won ? styles.won : ""} ${highlight.has(s.entry) ? styles.own : ""}`}>
        {node.kind === "bout" ? corner(index) : null}
        {node.result?.winner === s.entry ? <span className={styles.method}>{t(`methods.${node.result.method}`)}</span> : null}
        {name(who.name, node.id, index)}
        <span className={styles.detail} aria-hidden={who.detail ? undefined : "true"}>
          {who.detail ?? "\u00a0"}
        </span>
      </li>
    );
  };
  return (
    <div className={styles.tree}>
      {ROUNDS.map((round) => {
        const shown = round.nodes.filter((id) => nodes[id].kind !== "empty");
        if (shown.length === 0) return null;
        return (
          <section key={round.key} className={styles.round} aria-label={t(`rounds.${round.key}`)}>
            <h4 className={styles.roundTitle}>{t(`rounds.${round.key}`)}</h4>
            {shown.map((id) => {
              const node = nodes[id];
              return (
                <div key={id} className={`${styles.node} ${node.kind === "bye" ? styles.bye : ""}`} data-node={id}>
                  <p className={styles.nodeTitle}>
                    {t(`nodes.${id}`)}
                    {node.kind === "bye" ? ` · ${t("byeNote")}` : ""}
                    {node.result && node.result.winner === null ? ` · ${t("noWinner")}` : ""}
                  </p>
                  <ol className={styles.sides}>{node.sides.map((s, i) => side(node, s, i))}</ol>
                </div>
              );
            })}
            {round.key === "final" ? medals : null}
          </section>
        );
      })}
    </div>
  );
}
