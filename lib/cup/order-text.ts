/**
 * How every page and document names the parts of a placed bout in its language: the bracket and round, each corner's
 * boxer with club and country (or the bout it waits for), and estimated times in the edition's zone. `t` translates
 * keys of the whole message tree, as next-intl's `getTranslations()` does.
 */
import { countryIn } from "../content/country-name";
import { categories } from "../content/categories";
import type { Translate } from "../desk/documents/produced";
import type { BracketKey } from "./bracket-slug";
import type { Result } from "./bracket";
import { winnerCorner, type BoardBout, type Corner } from "./day-board";
import { weightClassesFor } from "./weight-classes";

export type Boxer = { firstName: string; lastName: string; club: string; nationality: string };

export type CornerText = { name: string; detail: string } | { pending: string };

export function orderText(t: Translate, intl: string, timeZone: string, boxers: ReadonlyMap<string, Boxer>) {
  const clock = new Intl.DateTimeFormat(intl, { hour: "2-digit", minute: "2-digit", timeZone, hourCycle: "h23" });
  const bracket = ({ category, sex, code }: BracketKey) => {
    const label = weightClassesFor(category, sex).find((w) => w.code === code)?.label ?? code;
    return `${t(`Categories.cards.${category}.name`)} · ${t(`Desk.documents.sexes.${sex}`)} · ${label} kg`;
  };
  const corner = (side: Corner): CornerText => {
    if (!side) return { pending: t("Draw.bye") };
    if ("winnerOf" in side)
      return { pending: t("Draw.winnerOf", { bout: t(`Draw.nodes.${side.winnerOf}`), stage: side.winnerOf.slice(0, 2) }) };
    const b = boxers.get(side.entry);
    return b ? { name: `${b.firstName} ${b.lastName}`, detail: `${b.club} · ${countryIn(intl, b.nationality)}` } : { pending: "" };
  };
  /** A corner on one line: "Ana Silva (Clube X · Portugal)" or "Winner of Quarter-final 2". */
  const cornerLine = (side: Corner) => {
    const c = corner(side);
    return "pending" in c ? c.pending : `${c.name} (${c.detail})`;
  };
  return {
    time: (instant: Date) => clock.format(instant),
    /** "Junior · Women · 48 kg" */
    bracket,
    /** "Junior · Women · 48 kg · Semi-final 1" */
    bout: (bout: Pick<BoardBout, "bracket" | "node">) => `${bracket(bout.bracket)} · ${t(`Draw.nodes.${bout.node}`)}`,
    corner,
    cornerLine,
    method: (method: string) => t(`Draw.methods.${method}`),
    /** How a recorded result reads on "today": its method, or that nobody won (both boxers out at the weigh-in). */
    outcome: (result: Result) => (result.winner === null ? t("Draw.noWinner") : t(`Draw.methods.${result.method}`)),
    /**
     * The announcer's sentence for a ring's last result: "won by Ana Silva (…) (Red corner), points", or, for a bout
     * both boxers lost at the weigh-in, that it has no winner, naming no corner.
     */
    announced: (bout: Pick<BoardBout, "red" | "blue" | "result">) => {
      const colour = winnerCorner(bout);
      if (!bout.result || !colour) return t("Draw.noWinner");
      return t("Desk.order.announcer.winner", {
        name: cornerLine(bout[colour]),
        corner: t(`Order.${colour}Corner`),
        method: t(`Draw.methods.${bout.result.method}`),
      });
    },
    category: (key: BracketKey["category"]) => categories.find((c) => c.key === key)!,
  };
}

export type OrderText = ReturnType<typeof orderText>;
