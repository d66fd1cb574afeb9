import { readFileSync } from "node:fs";
import path from "node:path";
import { createTranslator } from "next-intl";
import type { DeskEntry, DeskTeam } from "../../lib/desk/model";
import type { Translate } from "../../lib/desk/documents/produced";

const ROOT = path.resolve(import.meta.dirname, "..", "..");

/** A translator of the whole message tree of one of the site's message files (en, pt, esp). */
export function translator(file: "en" | "pt" | "esp"): Translate {
  const messages = JSON.parse(readFileSync(path.join(ROOT, "messages", `${file}.json`), "utf8"));
  const t = createTranslator({ locale: file === "esp" ? "es" : file, messages });
  return (key, values) => (t as unknown as Translate)(key, values);
}

/** Names in the scripts the desk's documents must print (docs/decisions.md D55). */
export const NAMES = {
  portuguese: ["João", "Gonçalves"],
  spanish: ["Íñigo", "Muñoz"],
  vietnamese: ["Nguyễn", "Thị Ánh"],
  greek: ["Ολυμπία", "Παπαδοπούλου"],
  cyrillic: ["Олег", "Шевченко"],
  armenian: ["Արամ", "Պետրոսյան"],
  georgian: ["გიორგი", "ბერიძე"],
  hebrew: ["דוד", "לוי"],
  turkish: ["Çağrı", "Yıldız"],
} as const;

export const TEAMS: DeskTeam[] = [
  { id: "t1", name: "Clube Ñandú Porto", country: "Portugal", email: "nandu@example.com" },
  { id: "t2", name: "Αθλητικός Όμιλος", country: "Greece", email: "ao@example.com" },
];

let n = 0;
export function entry(over: Partial<DeskEntry> & Pick<DeskEntry, "firstName" | "lastName">): DeskEntry {
  n++;
  return {
    id: `e${n}`,
    teamId: "t1",
    sex: "M",
    birthDate: "2000-01-01",
    category: "elite",
    weightLabel: "-63.5 kg",
    weightOrder: 4,
    bracketId: "elite-M-63.5",
    recordBook: `RB-${n}`,
    club: "Clube Ñandú Porto",
    nationality: "Portugal",
    status: "entered",
    waitingPosition: null,
    ...over,
  };
}
